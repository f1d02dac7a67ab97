import { z } from 'zod';
import { reportLanguages } from '../constants/business';

/** One section of the instructions for use (intended use, principle, sample, …), in the language served. */
export const leafletSectionSchema = z.object({ heading: z.string(), body: z.string() });
export type LeafletSection = z.infer<typeof leafletSectionSchema>;

/** One step of the tutorial, in the order it is done. */
export const leafletStepSchema = z.object({ title: z.string(), body: z.string() });
export type LeafletStep = z.infer<typeof leafletStepSchema>;

/**
 * §2 leaflet (instructions for use and tutorial) of a product, its texts in `locale` (a text missing in
 * that language falls back to pt-BR). `lot` is the lot code it was found by, when it was.
 */
export const leafletSchema = z.object({
  code: z.string(),
  lot: z.string().nullable(),
  locale: z.enum(reportLanguages),
  exam: z.object({ code: z.string(), name: z.string() }),
  version: z.string(),
  publishedOn: z.string(),
  sections: z.array(leafletSectionSchema),
  tutorial: z.array(leafletStepSchema),
});
export type Leaflet = z.infer<typeof leafletSchema>;

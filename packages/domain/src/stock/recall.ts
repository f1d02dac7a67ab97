import { z } from 'zod';
import { reportLanguages } from '../constants/business';
import { lotNumberSchema } from '../orders/shipment';

/** GET /stock/recall: the lot number as printed on the box (any case). */
export const recallQuerySchema = z.object({ lot: lotNumberSchema });
export type RecallQuery = z.infer<typeof recallQuerySchema>;

/** GET /stock/recall.csv: the lot and the language of the header and of the words in the rows. */
export const recallCsvQuerySchema = recallQuerySchema.extend({
  lang: z.enum(reportLanguages).default('pt-BR'),
});

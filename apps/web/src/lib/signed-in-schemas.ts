import { readerOverviewSchema } from '@ponto/domain';
import { z } from 'zod';

/**
 * The schemas the signed-in frame and the home page check the server's answers with: a chunk of its own,
 * with zod, fetched with the first answer to check (`signedInAnswer` in lib/lazy-schemas.ts), so that zod
 * is not part of the home page's first download.
 */
export {
  controlResultSchema,
  controlRoundListSchema,
  controlSessionSchema,
  criticalNoticeListSchema,
  criticalNoticeSchema,
  examRequestListSchema,
  examRunDetailSchema,
  localAnalysisListSchema,
  providerSampleSchema,
  sessionSchema,
  supportConversationListSchema,
  supportThreadSchema,
} from '@ponto/domain';

/** GET /workplace/getScanners. */
export const readerListSchema = z.array(readerOverviewSchema);

/** A Lens's Flow reader reservation (§4). */
export const flowReservationSchema = z.object({ lens: z.string(), flow: z.string().nullable() });
export type FlowReservation = z.infer<typeof flowReservationSchema>;

/** 202 of POST /workplace/readers/{code}/update: the firmware version sent to the reader. */
export const updateSentSchema = z.object({ firmware: z.string() });
export type UpdateSent = z.infer<typeof updateSentSchema>;

/** Ready results waiting for release at a workplace. */
export const awaitingReleaseCountSchema = z.object({ count: z.number().int().nonnegative() });

/** An answer that only confirms: `{ ok: true }`. */
export const okSchema = z.object({ ok: z.literal(true) });

import { type ExamState, examStates, lensTube3VolumeUl } from '@ponto/domain';
import { z } from 'zod';

/** The views (detail, list) live in packages/domain: the web reads them with the same schemas. */
export {
  type ExamRequestListItem as ListItem,
  type ExamRunDetail,
  examRequestListSchema as listAnswerSchema,
  examRunDetailSchema,
} from '@ponto/domain';

export const startBodySchema = z.object({
  readerCode: z.string().trim().min(1).max(64),
  /** §9 Lens blood count: the tube 3 reagent volume, whole microlitres. */
  tube3VolumeUl: z.number().int().min(lensTube3VolumeUl.min).max(lensTube3VolumeUl.max).optional(),
});

export const recollectBodySchema = z.object({ reason: z.string().trim().max(200).optional() });

export const ratingBodySchema = z.object({ rating: z.number().int().min(1).max(5) });

const isExamState = (value: string): value is ExamState => (examStates as readonly string[]).includes(value);

/** `state=a,b`: one or more portal exam states. */
export const listQuerySchema = z.object({
  state: z
    .string()
    .optional()
    .refine((value) => !value || value.split(',').every((s) => isExamState(s.trim())))
    .transform((value) => (value ? value.split(',').map((s) => s.trim() as ExamState) : [])),
  q: z.string().trim().max(100).optional(),
  /** `true`: only ready results not yet released (what the workplace's releasers have to do). */
  awaitingRelease: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

export const flowReservationSchema = z.object({ lens: z.string().nullable(), flow: z.string().nullable() });

export const awaitingReleaseCountSchema = z.object({
  /** Ready results of the workplace not yet released. */
  count: z.number().int().nonnegative(),
});

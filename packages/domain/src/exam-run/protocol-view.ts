import { z } from 'zod';
import { protocolTypeSchema } from '../entities/protocol';
import { type ExamState, examStateSchema } from '../machines/exam-state';
import { type ProtocolStatus, protocolStatusSchema } from '../machines/protocol-status';
import { localisedTextSchema } from './views';

/** Exam states after which nothing more happens to the exam. */
const endedStates: readonly ExamState[] = ['ready', 'cancelled', 'recollectExpired'];

/**
 * §4 protocol status from its exams: pending (in analysis) while any exam may still change; once all have
 * ended, awaiting release while a ready report waits for its release (§2/§6), else complete.
 */
export function protocolStatusOf(
  exams: ReadonlyArray<{ state: ExamState; released: boolean }>,
): ProtocolStatus {
  if (exams.length === 0 || !exams.every((e) => endedStates.includes(e.state))) return 'pending';
  return exams.some((e) => e.state === 'ready' && !e.released) ? 'awaitingRelease' : 'complete';
}

export const protocolEndedStates = endedStates;

/** A row of GET /protocols: the §3 protocol row with its exams (to start them). */
export const protocolRowViewSchema = z.object({
  preExamId: z.string(),
  protocolNumber: z.string(),
  patient: z.string(),
  age: z.number().int().nonnegative().nullable(),
  date: z.string(),
  operator: z.string().nullable(),
  type: protocolTypeSchema,
  status: protocolStatusSchema,
  requester: z.string().nullable(),
  exams: z.array(
    z.object({
      examRequestId: z.string(),
      examCode: z.string(),
      examName: localisedTextSchema,
      state: examStateSchema,
    }),
  ),
});
export type ProtocolRowView = z.infer<typeof protocolRowViewSchema>;

export const protocolListSchema = z.object({
  items: z.array(protocolRowViewSchema),
  nextCursor: z.string().nullable(),
});

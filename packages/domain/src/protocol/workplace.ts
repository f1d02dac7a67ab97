import { z } from 'zod';
import { errorCodes } from '../errors/catalogue';
import { examStepSchema } from '../machines/exam-progress';
import { examStateSchema } from '../machines/exam-state';
import { envelopeSchema } from './envelope';
import { readerStatusMessageSchema } from './status';

/** ponto/v1/workplaces/{cnpj}/readers: the server's validated copy of a reader status. */
export const workplaceReaderStatusSchema = readerStatusMessageSchema.extend({
  type: z.literal('readerStatus'),
});

/** ponto/v1/workplaces/{cnpj}/exams: exam progress as the portal draws it. */
export const workplaceExamProgressSchema = envelopeSchema.extend({
  type: z.literal('examProgress'),
  examId: z.string(),
  readerCode: z.string().nullable(),
  state: examStateSchema,
  step: examStepSchema.nullable(),
  percent: z.number().int().min(0).max(100),
  error: z
    .enum(errorCodes as [string, ...string[]])
    .nullable()
    .default(null),
});

export const localAnalysisActions = ['INSERT', 'UPDATE', 'DELETE'] as const;

/** ponto/v1/workplaces/{cnpj}/local-analysis: §4 local-analysis exams keyed by clusterId. */
export const localAnalysisChangeSchema = envelopeSchema.extend({
  type: z.literal('localAnalysis'),
  action: z.enum(localAnalysisActions),
  clusterId: z.string(),
  /** The row after the change; absent for DELETE. */
  exam: z.record(z.string(), z.unknown()).optional(),
});
export type LocalAnalysisChange = z.infer<typeof localAnalysisChangeSchema>;

/**
 * ponto/v1/workplaces/{cnpj}/exams: an exam's result came out of its critical range (critical
 * values): everyone of the workplace is alerted at once, with what to look at.
 */
export const criticalResultMessageSchema = envelopeSchema.extend({
  type: z.literal('criticalResult'),
  examId: z.string(),
  protocolNumber: z.string(),
  patient: z.string(),
  analytes: z
    .array(
      z.object({
        code: z.string(),
        name: z.record(z.string(), z.string()),
        value: z.string(),
        unit: z.string().nullable(),
      }),
    )
    .min(1),
});
export type CriticalResultMessage = z.infer<typeof criticalResultMessageSchema>;

/**
 * ponto/v1/workplaces/{cnpj}/exams: a result is ready and waits for release. Those who may release it are
 * told at once (the web shows it to them only); everyone's count of results waiting is read again.
 */
export const releaseRequestedMessageSchema = envelopeSchema.extend({
  type: z.literal('releaseRequested'),
  examId: z.string(),
  protocolNumber: z.string(),
  patient: z.string(),
  examName: z.record(z.string(), z.string()),
});
export type ReleaseRequestedMessage = z.infer<typeof releaseRequestedMessageSchema>;

/**
 * ponto/v1/workplaces/{cnpj}/chat: a support chat message arrived. It names the conversation only: every
 * user of the workplace hears the topic, and a conversation belongs to its operator and support, so the
 * text is read over HTTP by those allowed to.
 */
export const chatMessageSchema = envelopeSchema.extend({
  type: z.literal('chat'),
  conversationId: z.string(),
  from: z.enum(['user', 'support']),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const workplaceMessageSchema = z.discriminatedUnion('type', [
  workplaceReaderStatusSchema,
  workplaceExamProgressSchema,
  localAnalysisChangeSchema,
  criticalResultMessageSchema,
  releaseRequestedMessageSchema,
  chatMessageSchema,
]);
export type WorkplaceMessage = z.infer<typeof workplaceMessageSchema>;

/**
 * Applies a local-analysis change to the list keyed by clusterId. Pure and idempotent: a redelivered
 * INSERT replaces the row instead of duplicating it, and deleting a missing row changes nothing.
 */
export function applyLocalAnalysisChange<T extends Record<string, unknown>>(
  rows: ReadonlyMap<string, T>,
  change: Pick<LocalAnalysisChange, 'action' | 'clusterId' | 'exam'>,
): Map<string, T> {
  const next = new Map(rows);
  if (change.action === 'DELETE') next.delete(change.clusterId);
  else if (change.exam)
    next.set(change.clusterId, { ...(next.get(change.clusterId) ?? {}), ...change.exam } as T);
  return next;
}

import { z } from 'zod';
import { deviceFamilySchema } from '../entities/device-family';
import { examStepSchema } from '../machines/exam-progress';
import { examStateSchema } from '../machines/exam-state';

/** A text in the four report languages (an exam's name, an instruction). */
export const localisedTextSchema = z.record(z.string(), z.string());

/** GET /exam-requests/{id}: an exam request with its run, timers, recollect and timeline (issue 6). */
export const examRunDetailSchema = z.object({
  id: z.string(),
  examCode: z.string(),
  examName: localisedTextSchema,
  examIndex: z.number().int(),
  family: deviceFamilySchema,
  patientName: z.string(),
  protocolNumber: z.string(),
  preExamId: z.string(),
  state: examStateSchema,
  running: z.boolean(),
  reader: z.object({ code: z.string() }).nullable(),
  capsule: z.object({ code: z.string(), lot: z.string() }).nullable(),
  step: examStepSchema.nullable(),
  /** The bars to draw: the steps of the reader family (stepsFor). */
  steps: z.array(examStepSchema),
  percent: z.number().int(),
  /** By step, then by locale: what the operator does at that step (§9). */
  instructions: z.record(z.string(), localisedTextSchema),
  errorCode: z.string().nullable(),
  startedAt: z.string().nullable(),
  nfcReadAt: z.string().nullable(),
  capsuleDeadlineAt: z.string().nullable(),
  capsuleInsertedAt: z.string().nullable(),
  actionDeadlineAt: z.string().nullable(),
  warnedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  /** The capsule came out early: the user chooses to continue or to send the exam to recollect (§4). */
  awaitingDecision: z.boolean(),
  continuedAt: z.string().nullable(),
  redo: z.boolean(),
  oldCapsuleCode: z.string().nullable(),
  recollect: z
    .object({
      reason: z.string().nullable(),
      requestedAt: z.string(),
      deadlineAt: z.string().nullable(),
      expired: z.boolean(),
    })
    .nullable(),
  recollected: z.boolean(),
  rating: z.number().int().nullable(),
  tube3VolumeUl: z.number().int().nullable(),
  canCancel: z.boolean(),
  canRecollect: z.boolean(),
  timeline: z.array(
    z.object({ type: z.string(), at: z.string(), detail: z.record(z.string(), z.unknown()) }),
  ),
});
export type ExamRunDetail = z.infer<typeof examRunDetailSchema>;

/** A row of GET /exam-requests. */
export const examRequestListItemSchema = z.object({
  id: z.string(),
  examCode: z.string(),
  examName: localisedTextSchema,
  patientName: z.string(),
  protocolNumber: z.string(),
  state: examStateSchema,
  readerCode: z.string().nullable(),
  step: examStepSchema.nullable(),
  percent: z.number().int(),
  createdAt: z.string(),
  recollectDeadlineAt: z.string().nullable(),
  recollectReason: z.string().nullable(),
});
export type ExamRequestListItem = z.infer<typeof examRequestListItemSchema>;

export const examRequestListSchema = z.object({
  items: z.array(examRequestListItemSchema),
  nextCursor: z.string().nullable(),
});

/** A localised text in the user's language, then Brazilian Portuguese, then any. */
export function localised(text: Record<string, string> | undefined, locale: string): string {
  if (!text) return '';
  return text[locale] ?? text['pt-BR'] ?? Object.values(text)[0] ?? '';
}

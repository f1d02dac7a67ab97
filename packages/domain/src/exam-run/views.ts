import { z } from 'zod';
import { deviceFamilySchema } from '../entities/device-family';
import { examStepSchema } from '../machines/exam-progress';
import { examStateSchema } from '../machines/exam-state';

/** A text in the four report languages (an exam's name, an instruction). */
export const localisedTextSchema = z.record(z.string(), z.string());

/** An analyte of the exam catalogue, as a result form asks for it. */
export const analyteViewSchema = z.object({
  code: z.string(),
  name: localisedTextSchema,
  unit: z.string().nullable(),
  lowerLimit: z.string().nullable(),
  upperLimit: z.string().nullable(),
  qualitative: z.boolean(),
});
export type AnalyteView = z.infer<typeof analyteViewSchema>;

/** §3 Result of one analyte: a qualitative code ('0', '1', '-1', '-2') or a decimal string. */
export const resultViewSchema = z.object({
  analyteCode: z.string(),
  analyteName: localisedTextSchema,
  qualitative: z.boolean(),
  value: z.string(),
  unit: z.string().nullable(),
  lowerLimit: z.string().nullable(),
  upperLimit: z.string().nullable(),
  valid: z.boolean(),
  description: z.string().nullable(),
  interferent: z.string().nullable(),
  methodology: z.string().nullable(),
  resultAt: z.string(),
  source: z.enum(['reader', 'external']),
  /** Outside the critical range in force at the workplace (critical values). */
  critical: z.boolean(),
});
export type ResultView = z.infer<typeof resultViewSchema>;

/** GET /exam-requests/{id}: an exam request with its run, timers, recollect and timeline. */
export const examRunDetailSchema = z.object({
  id: z.string(),
  examCode: z.string(),
  examName: localisedTextSchema,
  examIndex: z.number().int(),
  family: deviceFamilySchema,
  patientName: z.string(),
  protocolNumber: z.string(),
  preExamId: z.string(),
  /** The workplace's time zone: result and release times are shown in it, zone named, as on the report. */
  timeZone: z.string(),
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
  /** §2 external result entry: waiting for its test and not started on a reader. */
  canEnterResult: z.boolean(),
  analytes: z.array(analyteViewSchema),
  results: z.array(resultViewSchema),
  /** §2/§6 release: when the results were confirmed; whether this user may confirm or rectify them. */
  releasedAt: z.string().nullable(),
  /** §2 the languages the report is printed in, chosen at registration. */
  reportLanguages: z.array(z.string()),
  canOpenReport: z.boolean(),
  canRelease: z.boolean(),
  canRectify: z.boolean(),
  /**
   * A ready result waiting for release: who may release it at the workplace (name and council), told when
   * it became ready (releaseRequestedAt). Empty once released, or while not ready.
   */
  releasers: z.array(z.object({ name: z.string(), council: z.string().nullable() })),
  releaseRequestedAt: z.string().nullable(),
  /** §4 rectify history: every change of a released value, the old one kept. */
  revisions: z.array(
    z.object({
      analyteCode: z.string(),
      oldValue: z.string(),
      newValue: z.string(),
      reason: z.string(),
      at: z.string(),
    }),
  ),
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

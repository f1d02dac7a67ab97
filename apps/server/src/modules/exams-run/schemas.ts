import {
  deviceFamilySchema,
  type ExamState,
  examStateSchema,
  examStates,
  examStepSchema,
  lensTube3VolumeUl,
} from '@ponto/domain';
import { z } from 'zod';

/** A text in the four report languages (exams.name). */
const localisedSchema = z.record(z.string(), z.string());

/** GET /exam-requests/{id} (contract A of issue 6). */
export const examRunDetailSchema = z.object({
  id: z.string(),
  examCode: z.string(),
  examName: localisedSchema,
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
  steps: z.array(examStepSchema),
  percent: z.number().int(),
  instructions: z.record(z.string(), localisedSchema),
  errorCode: z.string().nullable(),
  startedAt: z.string().nullable(),
  nfcReadAt: z.string().nullable(),
  capsuleDeadlineAt: z.string().nullable(),
  capsuleInsertedAt: z.string().nullable(),
  actionDeadlineAt: z.string().nullable(),
  warnedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
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
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

export const listItemSchema = z.object({
  id: z.string(),
  examCode: z.string(),
  examName: localisedSchema,
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
export type ListItem = z.infer<typeof listItemSchema>;

export const listAnswerSchema = z.object({
  items: z.array(listItemSchema),
  nextCursor: z.string().nullable(),
});

export const flowReservationSchema = z.object({ lens: z.string().nullable(), flow: z.string().nullable() });

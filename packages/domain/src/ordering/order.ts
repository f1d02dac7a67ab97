import { z } from 'zod';
import { animalSchema } from '../entities/animal';
import { paymentMethodSchema, reportLanguageSchema } from '../entities/exam-request';
import { patientOriginSchema } from '../entities/patient-flow';
import { protocolTypeSchema } from '../entities/protocol';
import { patientRegistrationSchema } from '../registration/patient-registration';
import { driveThroughBookedSchema } from '../schedule/drive-through';

/** Money travels as integer cents so sums never drift. */
const cents = z.number().int().nonnegative();

/** §3 procedure: nothing, a registration number, or a voucher. */
export const orderProcedureSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('none') }),
  z.object({ kind: z.literal('registration'), registrationNumber: z.string().trim().min(1).max(60) }),
  z.object({ kind: z.literal('voucher'), voucherCode: z.string().trim().min(1).max(100) }),
]);
export type OrderProcedure = z.infer<typeof orderProcedureSchema>;

/** §3 payment as the wizard sends it; the full price and the remainder are the server's to work out. */
export const orderPaymentSchema = z
  .object({
    method: paymentMethodSchema,
    discountCents: cents.default(0),
    discountMotive: z.string().trim().max(200).optional(),
    pricePaidCents: cents.default(0),
    displacementFeeCents: cents.default(0),
  })
  .refine((p) => p.discountCents === 0 || !!p.discountMotive, {
    path: ['discountMotive'],
    message: 'validation:required',
  });
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

/** Answers by exam index, then by question id. */
export const quizFormSchema = z.record(z.string(), z.record(z.string(), z.unknown()));
export type QuizForm = z.infer<typeof quizFormSchema>;

/** The order part of a pre-exam (docs/new-exam.md): the exams and everything asked about them. */
export const preExamOrderSchema = z.object({
  examIndexes: z.array(z.number().int().positive()).min(1).max(30),
  comboCode: z.string().trim().min(1).optional(),
  reportLanguages: z.array(reportLanguageSchema).min(1),
  procedure: orderProcedureSchema.default({ kind: 'none' }),
  /** A self-collection kit code; it must exist for exactly this exam combination. */
  selfCollectionKit: z.string().trim().min(1).optional(),
  quizForm: quizFormSchema.default({}),
  payment: orderPaymentSchema,
});
export type PreExamOrder = z.infer<typeof preExamOrderSchema>;

/** A procedure as a pre-exam keeps it: an anonymised patient's registration keeps no number. */
export const storedOrderProcedureSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('none') }),
  z.object({ kind: z.literal('registration'), registrationNumber: z.string().optional() }),
  z.object({ kind: z.literal('voucher'), voucherCode: z.string() }),
]);
export type StoredOrderProcedure = z.infer<typeof storedOrderProcedureSchema>;

/**
 * A pre-exam's order as the database keeps it (pre_exams.order): the order as sent, or as redacted for an
 * anonymised patient (redactPreExamOrder: the registration's number and the discount's motive go). A row
 * may hold no displacement fee, which reads as 0.
 */
export type StoredPreExamOrder = Omit<PreExamOrder, 'procedure' | 'payment'> & {
  procedure: StoredOrderProcedure;
  payment: Omit<OrderPayment, 'displacementFeeCents'> & { displacementFeeCents?: number };
};

export const preExamSubjectSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('patient'),
    patientId: z.uuid().optional(),
    registration: patientRegistrationSchema,
  }),
  z.object({ kind: z.literal('animal'), animalId: z.uuid().optional(), animal: animalSchema }),
]);
export type PreExamSubject = z.infer<typeof preExamSubjectSchema>;

/** POST /pre-exams: the patient or animal and the order, saved together. */
export const preExamSubmissionSchema = z.object({
  subject: preExamSubjectSchema,
  order: preExamOrderSchema,
  /** A stored file of purpose 'patientPhoto' of this workplace. */
  photoId: z.uuid().optional(),
  /** Cohabitants: the householdId answered for the first member. */
  householdId: z.uuid().optional(),
  /** A drive-through hold (PUT totem/reserve): saving confirms its next time for this patient. */
  driveThroughHoldId: z.uuid().optional(),
  origin: patientOriginSchema.default('web'),
  /**
   * §3 protocol type of the flow that saves it (/mab sends 'mab'); attendance when left out. The server
   * makes it selfCollection when a kit is chosen, so the client never sends that one.
   */
  protocolType: protocolTypeSchema.exclude(['selfCollection']).optional(),
});
export type PreExamSubmission = z.infer<typeof preExamSubmissionSchema>;

export const preExamStatuses = ['waitingForTest'] as const;

export const preExamCreatedSchema = z.object({
  id: z.string(),
  protocolNumber: z.string(),
  householdId: z.string(),
  patientId: z.string().optional(),
  animalId: z.string().optional(),
  status: z.enum(preExamStatuses),
  fullPriceCents: z.number().int(),
  remainderCents: z.number().int(),
  createdAt: z.string(),
  /** The drive-through time the hold gave this patient, when one was sent. */
  driveThrough: driveThroughBookedSchema.optional(),
});
export type PreExamCreated = z.infer<typeof preExamCreatedSchema>;

/** GET /pre-exams/:id. */
export const preExamDetailSchema = z.object({
  id: z.string(),
  protocolNumber: z.string(),
  status: z.enum(preExamStatuses),
  householdId: z.string(),
  origin: patientOriginSchema,
  subject: z.object({
    kind: z.enum(['patient', 'animal']),
    id: z.string(),
    name: z.string(),
    document: z.object({ type: z.string(), number: z.string(), country: z.string() }).nullable(),
  }),
  exams: z.array(
    z.object({
      /** The exam request to start on a reader (/exame/{examRequestId}). */
      examRequestId: z.string(),
      index: z.number().int(),
      code: z.string(),
      name: z.record(z.string(), z.string()),
      status: z.string(),
      voucherCode: z.string().nullable(),
    }),
  ),
  comboCode: z.string().nullable(),
  selfCollectionKit: z.string().nullable(),
  procedure: storedOrderProcedureSchema,
  reportLanguages: z.array(reportLanguageSchema),
  quizForm: quizFormSchema,
  payment: z.object({
    method: paymentMethodSchema,
    fullPriceCents: z.number().int(),
    discountCents: z.number().int(),
    discountMotive: z.string().nullable(),
    pricePaidCents: z.number().int(),
    displacementFeeCents: z.number().int(),
    remainderCents: z.number().int(),
  }),
  photoId: z.string().nullable(),
  createdAt: z.string(),
});
export type PreExamDetail = z.infer<typeof preExamDetailSchema>;

/** Protocol numbers: the year, then a per-workplace counter of that year, six digits ('2026000042'). */
export function formatProtocolNumber(year: number, sequence: number): string {
  return `${year}${String(sequence).padStart(6, '0')}`;
}

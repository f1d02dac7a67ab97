import { z } from 'zod';
import { reportLanguages } from '../constants/business';
import { isoDateSchema } from '../shared/calendar-date';
import { isValidSampleCode } from '../validation/sample-code';

/** §3 payment methods. */
export const paymentMethods = [
  'cash',
  'credit',
  'debit',
  'pix',
  'agreement',
  'healthPlan',
  'healthInsurance',
  'companyInvoice',
] as const;
export const paymentMethodSchema = z.enum(paymentMethods);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const reportLanguageSchema = z.enum(reportLanguages);

export const sampleCodeSchema = z.string().trim().refine(isValidSampleCode, 'validation:invalidSampleCode');

/** Money travels as integer cents so sums never drift. */
const cents = z.number().int().nonnegative();

/** §3 exam request. */
export const examRequestSchema = z
  .object({
    examIndex: z.number().int().positive(),
    readerCode: z.string().trim().optional(),
    capsuleCode: z.string().trim().optional(),
    capsuleLot: z.string().trim().optional(),
    labOrderNumber: z.string().trim().optional(),
    labOrderPassword: z.string().trim().optional(),
    protocolNumber: z.string().trim().optional(),
    voucherOrRegistration: z.string().trim().optional(),
    paymentMethod: paymentMethodSchema.optional(),
    discountCents: cents.default(0),
    discountMotive: z.string().trim().optional(),
    fullPriceCents: cents.optional(),
    pricePaidCents: cents.optional(),
    displacementFeeCents: cents.default(0),
    remainderCents: cents.default(0),
    sampleCode: sampleCodeSchema.optional(),
    secondSampleCode: sampleCodeSchema.optional(),
    dilution: z.string().trim().optional(),
    sampleType: z.string().trim().optional(),
    clinicalIndication: z.string().trim().optional(),
    collectionDate: isoDateSchema.optional(),
    reportLanguages: z.array(reportLanguageSchema).min(1).default(['pt-BR']),
    externalId: z.string().trim().optional(),
    quizForm: z.record(z.string(), z.unknown()).optional(),
  })
  .refine((r) => r.discountCents === 0 || !!r.discountMotive, {
    path: ['discountMotive'],
    message: 'validation:required',
  })
  .refine(
    (r) =>
      !r.sampleCode || !r.secondSampleCode || r.sampleCode.toUpperCase() !== r.secondSampleCode.toUpperCase(),
    {
      path: ['secondSampleCode'],
      message: 'validation:sampleCodeDuplicate',
    },
  );
export type ExamRequest = z.infer<typeof examRequestSchema>;

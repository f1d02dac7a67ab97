import { z } from 'zod';
import { DEFAULT_PATIENT_AGE } from '../constants/business';
import { legalGuardianSchema } from './legal-guardian';

export const patientOrigins = ['web', 'iframe', 'api', 'totem', 'clientquiz'] as const;
export const patientOriginSchema = z.enum(patientOrigins);

const preExamSchema = z.object({ index: z.number().int(), name: z.string().optional() });

/**
 * §3 the state of the new-exam wizard while a patient is registered. Every field has a default so the
 * wizard can start from `patientFlowSchema.parse({})`: age 18 and origin web, as §3 says.
 */
export const patientFlowSchema = z.object({
  reader: z.string().nullable().default(null),
  info: z
    .object({
      name: z.string().default(''),
      sex: z.string().nullable().default(null),
      address: z.record(z.string(), z.string()).nullable().default(null),
      workAddress: z.record(z.string(), z.string()).nullable().default(null),
      photoValidUntil: z.string().nullable().default(null),
      preExams: z.array(preExamSchema).default([]),
      photoId: z.string().nullable().default(null),
      quizForm: z.record(z.string(), z.unknown()).nullable().default(null),
    })
    .prefault({}),
  document: z.string().default(''),
  insuranceId: z.string().nullable().default(null),
  indication: z.string().nullable().default(null),
  country: z.string().default('BR'),
  age: z.number().int().default(DEFAULT_PATIENT_AGE),
  cohabitants: z.array(z.string()).default([]),
  guardianForm: legalGuardianSchema.partial().nullable().default(null),
  healthInsuranceForm: z.record(z.string(), z.string()).nullable().default(null),
  voucher: z.string().nullable().default(null),
  assistant: z.string().nullable().default(null),
  origin: patientOriginSchema.default('web'),
  redo: z
    .object({ active: z.boolean(), oldCapsuleCode: z.string().nullable() })
    .default({ active: false, oldCapsuleCode: null }),
  analyte: z.string().nullable().default(null),
  combo: z.string().nullable().default(null),
  services: z.array(z.string()).default([]),
  thirdPartyAnalytes: z.array(z.string()).default([]),
  labOrder: z.object({ number: z.string(), password: z.string() }).nullable().default(null),
  externalExams: z.array(z.string()).default([]),
  kits: z.array(z.string()).default([]),
  sampleTypes: z.array(z.string()).default([]),
  sampleId: z.string().nullable().default(null),
  testId: z.string().nullable().default(null),
  instructions: z.array(z.string()).default([]),
  scheduleTimestamps: z.array(z.string()).default([]),
  bookingDates: z.array(z.string()).default([]),
});
export type PatientFlow = z.infer<typeof patientFlowSchema>;

export function initialPatientFlow(): PatientFlow {
  return patientFlowSchema.parse({});
}

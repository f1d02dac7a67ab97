import { z } from 'zod';
import { isoDateSchema } from '../shared/calendar-date';
import { isValidEmail } from '../validation/email';
import { isValidPersonName } from '../validation/names';
import { isKnownPhone } from '../validation/phone';
import { addressSchema } from './address';
import { identityDocumentSchema } from './document';
import { ethnicitySchema, genderIdentitySchema, sexSchema } from './person';

export const personNameSchema = z.string().trim().refine(isValidPersonName, 'validation:invalidPersonName');
/**
 * A phone of some country the portal knows (isKnownPhone); whether it fits the patient's country (a
 * Portuguese number without '+351' only for Portuguese patients) is a rule of patientRegistrationProblems.
 */
export const phoneSchema = z.string().trim().refine(isKnownPhone, 'validation:invalidPhone');
export const emailSchema = z.string().trim().refine(isValidEmail, 'validation:invalidEmail');

export const healthPlanSchema = z.object({
  insurer: z.string().trim().min(1),
  cardNumber: z.string().trim().min(1),
});
export type HealthPlan = z.infer<typeof healthPlanSchema>;

export const patientConsentsSchema = z.object({
  promotions: z.boolean().default(false),
  reportBySms: z.boolean().default(false),
  shareResultWithEmployer: z.boolean().default(false),
});
export type PatientConsents = z.infer<typeof patientConsentsSchema>;

/** §3 patient (human). */
export const patientSchema = z.object({
  fullName: personNameSchema,
  socialName: personNameSchema.optional(),
  sex: sexSchema,
  genderIdentity: genderIdentitySchema.optional(),
  birthDate: isoDateSchema,
  ethnicity: ethnicitySchema.optional(),
  motherName: personNameSchema.optional(),
  document: identityDocumentSchema,
  phone: phoneSchema,
  email: emailSchema.optional(),
  address: addressSchema,
  healthPlan: healthPlanSchema.optional(),
  consents: patientConsentsSchema.default({
    promotions: false,
    reportBySms: false,
    shareResultWithEmployer: false,
  }),
  /** Stored file id of the photo holding a document. */
  photoId: z.string().optional(),
});
export type Patient = z.infer<typeof patientSchema>;

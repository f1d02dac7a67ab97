import { z } from 'zod';
import { isoDateSchema } from '../shared/calendar-date';
import { identityDocumentSchema } from './document';
import { personNameSchema, phoneSchema } from './patient';
import { sexSchema } from './person';

/** §3 kinship of a legal guardian to the patient. */
export const kinships = ['parent', 'grandparent', 'sibling', 'uncle', 'child', 'legalGuardian'] as const;
export const kinshipSchema = z.enum(kinships);
export type Kinship = z.infer<typeof kinshipSchema>;

/** §3/§5 legal guardian; under 12 the document is optional, from 12 to 17 only the contact is needed. */
export const legalGuardianSchema = z.object({
  name: personNameSchema,
  document: identityDocumentSchema.optional(),
  birthDate: isoDateSchema.optional(),
  sex: sexSchema.optional(),
  phone: phoneSchema.optional(),
  contact: z.string().trim().min(1).optional(),
  kinship: kinshipSchema,
});
export type LegalGuardian = z.infer<typeof legalGuardianSchema>;

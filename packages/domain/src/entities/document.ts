import { z } from 'zod';
import { documentTypeSchema, validateDocument } from '../validation/documents/validate-document';

/** §3 an identity document: type, number, country of origin, issuing body and state. */
export const identityDocumentSchema = z
  .object({
    type: documentTypeSchema,
    number: z.string().trim().min(1),
    /** ISO 3166-1 alpha-2 country code. */
    countryOfOrigin: z.string().length(2).default('BR'),
    issuingBody: z.string().trim().optional(),
    state: z.string().trim().optional(),
  })
  .refine((doc) => validateDocument(doc.type, doc.number), {
    path: ['number'],
    message: 'validation:invalidDocument',
  });
export type IdentityDocument = z.infer<typeof identityDocumentSchema>;

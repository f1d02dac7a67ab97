import { z } from 'zod';
import { isoDateSchema } from '../shared/calendar-date';
import { documentTypeSchema, validateDocument } from '../validation/documents/validate-document';
import { isValidOperatorName } from '../validation/names';
import { isValidState } from '../validation/state';
import { emailSchema } from './patient';
import { sexSchema } from './person';

/** §3 professional council data printed on result sheets; §5 requires acronym, district and number. */
export const professionalCouncilSchema = z.object({
  acronym: z.string().trim().min(1),
  /** The council's state: a Brazilian UF (operators/council.ts holds the form's all-or-nothing rule). */
  state: z.string().trim().toUpperCase().refine(isValidState, 'validation:invalidState'),
  number: z.string().trim().min(1),
  profession: z.string().trim().optional(),
});
export type ProfessionalCouncil = z.infer<typeof professionalCouncilSchema>;

/** §3 operator of an establishment. */
export const operatorSchema = z
  .object({
    documentType: documentTypeSchema.default('cpf'),
    document: z.string().trim().min(1),
    name: z.string().trim().refine(isValidOperatorName, 'validation:invalidOperatorName'),
    birthDate: isoDateSchema,
    sex: sexSchema,
    email: emailSchema,
    establishmentCnpj: z.string().trim().min(1),
    council: professionalCouncilSchema.optional(),
  })
  .refine((o) => validateDocument(o.documentType, o.document), {
    path: ['document'],
    message: 'validation:invalidDocument',
  });
export type Operator = z.infer<typeof operatorSchema>;

import { z } from 'zod';
import { sexSchema } from '../entities/person';
import { roleSchema, userStatusSchema } from '../entities/session';
import type { FieldError } from '../errors/api-error';
import type { DateInput } from '../shared/calendar-date';
import { documentTypeSchema, validateDocument } from '../validation/documents/validate-document';
import { fieldError } from '../validation/messages';
import { operatorBirthDateProblems } from './birth-date';
import { councilBodySchema, councilProblems, councilViewSchema } from './council';
import { EMAIL_MAX, emailProblems, operatorNameProblems, PERSON_NAME_MAX } from './person-fields';

export const DOCUMENT_MAX = 40;

/**
 * POST /operators (§2 operator create form, §3 Operator) as the wire carries it. The establishment is the
 * workplace of the call (CNPJ header). Empty texts pass the wire; operatorProblems names them.
 */
export const operatorBodySchema = z.object({
  documentType: documentTypeSchema.default('cpf'),
  document: z.string().trim().max(DOCUMENT_MAX),
  name: z.string().trim().max(PERSON_NAME_MAX),
  /** ISO day (yyyy-mm-dd). */
  birthDate: z.string().trim().max(10),
  sex: sexSchema.nullable(),
  email: z.string().trim().max(EMAIL_MAX),
  council: councilBodySchema.nullable().optional(),
});
export type OperatorBody = z.input<typeof operatorBodySchema>;

/** PATCH /operators/:id: only what is sent changes; `council: null` clears the council data. */
export const operatorPatchSchema = z.object({
  name: z.string().trim().max(PERSON_NAME_MAX).optional(),
  birthDate: z.string().trim().max(10).optional(),
  sex: sexSchema.optional(),
  email: z.string().trim().max(EMAIL_MAX).optional(),
  council: councilBodySchema.nullable().optional(),
});
export type OperatorPatch = z.input<typeof operatorPatchSchema>;

/**
 * §5 operator rules: a valid document of its type, a name of at least 3 letters with no digits or special
 * characters, a real birth date of an adult (18 to 119 on `today`), the sex, a valid e-mail (the
 * first-password link goes there), and the council all-or-nothing (councilProblems). A patch is checked
 * on the fields it sends.
 */
export function operatorProblems(input: OperatorBody | OperatorPatch, today: DateInput): FieldError[] {
  const problems: FieldError[] = [];
  if ('document' in input) {
    if (input.document.trim() === '') problems.push(fieldError('document', 'required'));
    else if (!validateDocument(input.documentType ?? 'cpf', input.document))
      problems.push(fieldError('document', 'invalidDocument'));
  }
  if (input.name !== undefined) problems.push(...operatorNameProblems('name', input.name));
  if (input.birthDate !== undefined)
    problems.push(...operatorBirthDateProblems('birthDate', input.birthDate, today));
  if (input.sex === null) problems.push(fieldError('sex', 'required'));
  if (input.email !== undefined) problems.push(...emailProblems('email', input.email, true));
  problems.push(...councilProblems(input.council));
  return problems;
}

/** One user of the workplace as the Operators list shows it (§2, §3). */
export const operatorViewSchema = z.object({
  id: z.string(),
  document: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  birthDate: z.string().nullable(),
  sex: sexSchema.nullable(),
  status: userStatusSchema,
  roles: z.array(roleSchema),
  council: councilViewSchema,
});
export type OperatorView = z.infer<typeof operatorViewSchema>;

export const operatorListSchema = z.object({ items: z.array(operatorViewSchema) });
export type OperatorList = z.infer<typeof operatorListSchema>;

/** POST /operators/workers: link a person who already has an account to the workplace (§6). */
export const addWorkerBodySchema = z.object({ document: z.string().trim().max(DOCUMENT_MAX) });
export type AddWorkerBody = z.infer<typeof addWorkerBodySchema>;

export function addWorkerProblems(body: AddWorkerBody): FieldError[] {
  return body.document.trim() === '' ? [fieldError('document', 'required')] : [];
}

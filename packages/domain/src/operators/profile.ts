import { z } from 'zod';
import { addressSchema } from '../entities/address';
import { sexSchema } from '../entities/person';
import { userStatusSchema } from '../entities/session';
import type { FieldError } from '../errors/api-error';
import { zodIssueKey } from '../errors/zod-issue-key';
import type { DateInput } from '../shared/calendar-date';
import { fieldError } from '../validation/messages';
import { isValidPhone } from '../validation/phone';
import { operatorBirthDateProblems } from './birth-date';
import { councilBodySchema, councilProblems, councilViewSchema } from './council';
import { EMAIL_MAX, emailProblems, operatorNameProblems, PERSON_NAME_MAX } from './person-fields';

const ADDRESS_TEXT_MAX = 120;
const PHONE_MAX = 30;

/** §3 address as the wire carries it; the §5 rules are the domain addressSchema (profileProblems). */
export const addressBodySchema = z.object({
  postalCode: z.string().trim().max(20),
  postalCodeUnknown: z.boolean().default(false),
  street: z.string().trim().max(ADDRESS_TEXT_MAX),
  number: z.string().trim().max(20),
  complement: z.string().trim().max(ADDRESS_TEXT_MAX).optional(),
  district: z.string().trim().max(ADDRESS_TEXT_MAX),
  city: z.string().trim().max(ADDRESS_TEXT_MAX),
  state: z.string().trim().max(ADDRESS_TEXT_MAX),
  country: z.string().trim().max(2).default('BR'),
});
export type AddressBody = z.input<typeof addressBodySchema>;

/**
 * PUT /profile (§2 profile: personal data, address; §3 Operator). The document is not here: it is the
 * login and only support changes it. Empty texts and nulls mean 'not given' for what is optional.
 */
export const profileBodySchema = z.object({
  name: z.string().trim().max(PERSON_NAME_MAX),
  email: z.string().trim().max(EMAIL_MAX).default(''),
  phone: z.string().trim().max(PHONE_MAX).default(''),
  /** ISO day (yyyy-mm-dd) or empty. */
  birthDate: z.string().trim().max(10).default(''),
  sex: sexSchema.nullable().default(null),
  address: addressBodySchema.nullable().default(null),
  council: councilBodySchema.nullable().default(null),
});
export type ProfileBody = z.input<typeof profileBodySchema>;

/** GET /profile: the signed-in user's own record. */
export const profileSchema = z.object({
  document: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  birthDate: z.string().nullable(),
  sex: sexSchema.nullable(),
  address: addressBodySchema.nullable(),
  council: councilViewSchema,
  status: userStatusSchema,
  language: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

/**
 * §5 on the profile: the operator name rule; e-mail, phone and birth date optional but valid when given
 * (the birth date of an adult, as for every operator); the address, when given, by the §3/§5 address rules
 * (phones of a Portuguese address may be written the Portuguese way); the council all-or-nothing.
 */
export function profileProblems(body: ProfileBody, today: DateInput): FieldError[] {
  const problems = [...operatorNameProblems('name', body.name)];
  problems.push(...emailProblems('email', body.email ?? '', false));
  const phone = body.phone?.trim() ?? '';
  const phoneCountry = body.address?.country?.toUpperCase() === 'PT' ? 'PT' : 'BR';
  if (phone !== '' && !isValidPhone(phone, phoneCountry)) problems.push(fieldError('phone', 'invalidPhone'));
  if (body.birthDate?.trim()) problems.push(...operatorBirthDateProblems('birthDate', body.birthDate, today));
  if (body.address) {
    const parsed = addressSchema.safeParse(body.address);
    for (const issue of parsed.error?.issues ?? [])
      problems.push(fieldError(`address.${issue.path.join('.')}`, zodIssueKey(issue)));
  }
  problems.push(...councilProblems(body.council));
  return problems;
}

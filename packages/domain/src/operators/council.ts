import { z } from 'zod';
import type { FieldError } from '../errors/api-error';
import { fieldError } from '../validation/messages';
import { isValidState } from '../validation/state';

export const COUNCIL_FIELD_MAX = 20;
export const PROFESSION_MAX = 80;

/**
 * §3 council data as a form sends it: every part may be empty (most operators have no council). The rules
 * are councilProblems; the wire only bounds the sizes.
 */
export const councilBodySchema = z.object({
  acronym: z.string().trim().max(COUNCIL_FIELD_MAX).optional(),
  state: z.string().trim().max(COUNCIL_FIELD_MAX).optional(),
  number: z.string().trim().max(COUNCIL_FIELD_MAX).optional(),
  profession: z.string().trim().max(PROFESSION_MAX).optional(),
});
export type CouncilBody = z.input<typeof councilBodySchema>;

/** Council data as stored and shown: null where the operator has none. */
export const councilViewSchema = z.object({
  acronym: z.string().nullable(),
  state: z.string().nullable(),
  number: z.string().nullable(),
  profession: z.string().nullable(),
});
export type CouncilView = z.infer<typeof councilViewSchema>;

const registrationParts = ['acronym', 'state', 'number'] as const;
/** CRF, CRM, COREN, CRBM, CRBio…: letters only. */
const acronymPattern = /^\p{L}{2,10}$/u;
/** Registration numbers are digits, some with a category suffix ('123456-ENF'). */
const numberPattern = /^[A-Za-z0-9-]+$/;

const text = (value: string | null | undefined) => value?.trim() ?? '';

/**
 * §5 'a result sheet needs council acronym, district and number', read as all-or-nothing: an operator
 * without a council leaves the three empty; as soon as one is given the other two are required, the state
 * is a Brazilian UF, the acronym letters and the number digits (with an optional suffix). The profession
 * alone needs nothing else. Field paths are `${prefix}.acronym`, etc.
 */
export function councilProblems(council: CouncilBody | null | undefined, prefix = 'council'): FieldError[] {
  const values = {
    acronym: text(council?.acronym),
    state: text(council?.state),
    number: text(council?.number),
  };
  if (registrationParts.every((part) => values[part] === '')) return [];
  const problems: FieldError[] = [];
  for (const part of registrationParts)
    if (values[part] === '') problems.push(fieldError(`${prefix}.${part}`, 'councilRequired'));
  if (values.acronym && !acronymPattern.test(values.acronym))
    problems.push(fieldError(`${prefix}.acronym`, 'invalid'));
  if (values.state && !isValidState(values.state))
    problems.push(fieldError(`${prefix}.state`, 'invalidState'));
  if (values.number && !numberPattern.test(values.number))
    problems.push(fieldError(`${prefix}.number`, 'invalid'));
  return problems;
}

/** The council as stored: upper-case acronym and state, nulls for what is not given. */
export function normaliseCouncil(council: CouncilBody | null | undefined): CouncilView {
  const value = (part: string | undefined) => text(part) || null;
  return {
    acronym: value(council?.acronym)?.toUpperCase() ?? null,
    state: value(council?.state)?.toUpperCase() ?? null,
    number: value(council?.number)?.toUpperCase() ?? null,
    profession: value(council?.profession),
  };
}

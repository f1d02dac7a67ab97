import {
  type CouncilBody,
  type CouncilView,
  calendarDateOf,
  type FieldError,
  type OperatorBody,
  type OperatorPatch,
  type OperatorView,
  operatorProblems,
  type Sex,
  toIsoDate,
  type UserStatus,
} from '@ponto/domain';

/** Council data as the form holds it: every part a text, empty when not given. */
export interface CouncilDraft {
  acronym: string;
  state: string;
  number: string;
  profession: string;
}

/** The operator form's fields (§3 Operator); the establishment is the workplace being managed. */
export interface OperatorDraft {
  document: string;
  name: string;
  /** ISO day, as the date input gives it. */
  birthDate: string;
  sex: Sex | '';
  email: string;
  council: CouncilDraft;
}

export function councilDraftOf(council: CouncilView | null | undefined): CouncilDraft {
  return {
    acronym: council?.acronym ?? '',
    state: council?.state ?? '',
    number: council?.number ?? '',
    profession: council?.profession ?? '',
  };
}

/** An empty form, or the form of an operator being edited. */
export function operatorDraftOf(operator?: OperatorView): OperatorDraft {
  return {
    document: operator?.document ?? '',
    name: operator?.name ?? '',
    birthDate: operator?.birthDate ?? '',
    sex: operator?.sex ?? '',
    email: operator?.email ?? '',
    council: councilDraftOf(operator?.council),
  };
}

/** Empty council parts are left out, so the server stores nulls for them. */
export function councilBodyOf(draft: CouncilDraft): CouncilBody {
  return Object.fromEntries(Object.entries(draft).filter(([, value]) => value.trim() !== '')) as CouncilBody;
}

/** POST /operators. */
export function createBodyOf(draft: OperatorDraft): OperatorBody {
  return {
    document: draft.document,
    name: draft.name,
    birthDate: draft.birthDate,
    sex: draft.sex === '' ? null : draft.sex,
    email: draft.email,
    council: councilBodyOf(draft.council),
  };
}

/** PATCH /operators/:id: everything but the document (the login, which stays); `council: {}` clears it. */
export function patchBodyOf(draft: OperatorDraft): OperatorPatch {
  const { document: _login, sex, ...rest } = createBodyOf(draft);
  return { ...rest, ...(sex && { sex }) };
}

/** Today in the portal's time zone, as the server counts ages. */
export function todayIso(now = new Date()): string {
  return toIsoDate(calendarDateOf(now));
}

/**
 * The domain's §5 operator rules, checked before sending for the user's comfort (the server checks again).
 * An edit keeps the document, so only the other fields are checked.
 */
export function draftProblems(draft: OperatorDraft, editing: boolean, today = todayIso()): FieldError[] {
  const problems = operatorProblems(createBodyOf(draft), today);
  return editing ? problems.filter((p) => p.field !== 'document') : problems;
}

/** The first message per field, translated. */
export function messagesByField(
  problems: readonly FieldError[],
  t: (key: string, params?: Record<string, string | number>) => string,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const p of problems) out[p.field] ??= t(p.messageKey, p.params ?? {});
  return out;
}

/** Badge colours of the §4 user status: dark shades or yellow with dark text, for contrast. */
export function userStatusColor(status: UserStatus): { color: string; dark: boolean } {
  switch (status) {
    case 'ACTIVE':
      return { color: 'teal.9', dark: false };
    case 'PENDING_TRAINING':
      return { color: 'yellow', dark: true };
    default:
      return { color: 'blue.9', dark: false };
  }
}

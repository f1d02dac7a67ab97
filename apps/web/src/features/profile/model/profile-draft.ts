import {
  type AddressBody,
  calendarDateOf,
  type FieldError,
  type Profile,
  type ProfileBody,
  profileProblems,
  type Sex,
  toIsoDate,
} from '@ponto/domain';
import { type AddressDraft, emptyAddress } from '@/entities/address';

export interface CouncilDraft {
  acronym: string;
  state: string;
  number: string;
  profession: string;
}

/** The personal data form: what PUT /profile keeps (the document is the login and is only shown). */
export interface ProfileDraft {
  name: string;
  email: string;
  phone: string;
  birthDate: string;
  sex: Sex | '';
  address: AddressDraft;
  council: CouncilDraft;
}

export function profileDraftOf(profile: Profile): ProfileDraft {
  const a = profile.address;
  return {
    name: profile.name,
    email: profile.email ?? '',
    phone: profile.phone ?? '',
    birthDate: profile.birthDate ?? '',
    sex: profile.sex ?? '',
    address: a
      ? {
          postalCode: a.postalCode,
          postalCodeUnknown: a.postalCodeUnknown,
          street: a.street,
          number: a.number,
          complement: a.complement ?? '',
          district: a.district,
          city: a.city,
          state: a.state,
          country: a.country,
        }
      : emptyAddress(),
    council: {
      acronym: profile.council.acronym ?? '',
      state: profile.council.state ?? '',
      number: profile.council.number ?? '',
      profession: profile.council.profession ?? '',
    },
  };
}

/** The address is optional on the profile: nothing typed in it (the country aside) means none. */
export function addressBodyOf(address: AddressDraft): AddressBody | null {
  const { country, postalCodeUnknown, complement, ...texts } = address;
  if (Object.values(texts).every((v) => v.trim() === '') && complement.trim() === '') return null;
  return {
    ...texts,
    postalCodeUnknown,
    country,
    ...(complement.trim() && { complement }),
  };
}

export function profileBodyOf(draft: ProfileDraft): ProfileBody {
  return {
    name: draft.name,
    email: draft.email,
    phone: draft.phone,
    birthDate: draft.birthDate,
    sex: draft.sex === '' ? null : draft.sex,
    address: addressBodyOf(draft.address),
    council: Object.fromEntries(Object.entries(draft.council).filter(([, v]) => v.trim() !== '')),
  };
}

/** The domain's §5 profile rules, for the user's comfort before sending (the server checks again). */
export function profileDraftProblems(draft: ProfileDraft, now = new Date()): FieldError[] {
  return profileProblems(profileBodyOf(draft), toIsoDate(calendarDateOf(now)));
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

/** The messages under a prefix ('address.'), keyed by the rest of the path. */
export function messagesUnder(messages: Record<string, string>, prefix: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(messages)
      .filter(([field]) => field.startsWith(prefix))
      .map(([field, text]) => [field.slice(prefix.length), text]),
  );
}

import { patientRegistrationSchema } from '@ponto/domain';
import { describe, expect, it } from 'vitest';
import {
  ageOf,
  emptyPatientDraft,
  fromRegistration,
  includesGuardian,
  isoFromTyped,
  toRegistration,
} from './draft';
import { adultDraft } from './test-drafts';

const today = '2025-06-15';

describe('toRegistration', () => {
  it('turns the typed form into a valid domain registration (ISO dates, trimmed, optional fields left out)', () => {
    const registration = toRegistration(adultDraft(), today);
    expect(patientRegistrationSchema.safeParse(registration).success).toBe(true);
    expect(registration.patient.fullName).toBe('Maria da Silva');
    expect(registration.patient.birthDate).toBe('1990-03-02');
    expect(registration.patient).not.toHaveProperty('email');
    expect(registration.patient).not.toHaveProperty('socialName');
    expect(registration.patient).not.toHaveProperty('healthPlan');
    expect(registration).not.toHaveProperty('guardian');
    expect(registration.patient.consents).toEqual({
      promotions: false,
      reportBySms: false,
      shareResultWithEmployer: false,
    });
  });

  it('sends the health plan once either field is typed, so a half-filled plan is named', () => {
    const draft = adultDraft();
    draft.healthPlan.insurer = 'Unimed';
    expect(toRegistration(draft, today).patient.healthPlan).toEqual({ insurer: 'Unimed', cardNumber: '' });
  });

  it('carries a guardian under 18, with the document only when its number was typed', () => {
    const draft = adultDraft();
    draft.personal.birthDate = '01/01/2015';
    draft.guardian = { ...draft.guardian, name: 'João Silva', kinship: 'parent', phone: '11 91234-5678' };
    const registration = toRegistration(draft, today);
    expect(registration.guardian).toEqual({ name: 'João Silva', kinship: 'parent', phone: '11 91234-5678' });
    draft.guardian.document.number = '529.982.247-25';
    draft.guardian.birthDate = '05/06/1985';
    const withDocument = toRegistration(draft, today);
    expect(withDocument.guardian?.document).toEqual({
      type: 'cpf',
      number: '529.982.247-25',
      countryOfOrigin: 'BR',
    });
    expect(withDocument.guardian?.birthDate).toBe('1985-06-05');
  });

  it('leaves the guardian out for adults even when something was typed for one', () => {
    const draft = adultDraft();
    draft.guardian.name = 'Someone';
    expect(includesGuardian(draft, today)).toBe(false);
    expect(toRegistration(draft, today)).not.toHaveProperty('guardian');
  });

  it('while the age is unknown, carries a guardian only when one was typed', () => {
    const draft = adultDraft();
    draft.personal.birthDate = '31/02/2015';
    expect(includesGuardian(draft, today)).toBe(false);
    draft.guardian.name = 'Ana';
    expect(includesGuardian(draft, today)).toBe(true);
  });

  it('keeps a date that does not parse as typed, so the schema names the field', () => {
    expect(isoFromTyped('31/02/2020')).toBe('31/02/2020');
    expect(isoFromTyped(' 29/02/2020 ')).toBe('2020-02-29');
    const draft = adultDraft();
    draft.personal.birthDate = '';
    expect(toRegistration(draft, today).patient).not.toHaveProperty('birthDate');
  });
});

describe('fromRegistration', () => {
  it('gives back the same registration (round trip)', () => {
    const draft = adultDraft();
    draft.personal.birthDate = '10/10/2014';
    draft.personal.socialName = 'Mari';
    draft.personal.genderIdentity = 'female';
    draft.personal.ethnicity = 'brown';
    draft.personal.motherName = 'Joana da Silva';
    draft.personal.email = 'maria@example.com';
    draft.healthPlan = { insurer: 'Unimed', cardNumber: '123' };
    draft.consents = { promotions: true, reportBySms: false, shareResultWithEmployer: true };
    draft.address.complement = 'apto 5';
    draft.guardian = {
      ...draft.guardian,
      name: 'João Silva',
      kinship: 'parent',
      sex: 'male',
      birthDate: '05/06/1985',
      contact: 'joao@example.com',
      document: {
        type: 'rg',
        number: '12.345.678-9',
        countryOfOrigin: 'BR',
        issuingBody: 'SSP',
        state: 'SP',
      },
    };
    draft.photoId = '5b7f7c4e-8a9d-4a39-9f57-7c2f1ab1c001';
    const registration = toRegistration(draft, today);
    const back = fromRegistration(registration);
    expect(toRegistration(back, today)).toEqual(registration);
    expect(back.personal.birthDate).toBe('10/10/2014');
    expect(back.guardian.birthDate).toBe('05/06/1985');
  });

  it('fills what is absent with empty values (no guardian → an empty guardian form)', () => {
    const registration = toRegistration(adultDraft(), today);
    const back = fromRegistration(registration);
    expect(back.guardian.name).toBe('');
    expect(back.personal.email).toBe('');
    expect(back.healthPlan).toEqual({ insurer: '', cardNumber: '' });
    expect(back.photoId).toBeNull();
  });
});

describe('ageOf', () => {
  it('counts whole years from a typed date, null when it is not a real date', () => {
    expect(ageOf({ birthDate: '16/06/2010' }, today)).toBe(14);
    expect(ageOf({ birthDate: '15/06/2010' }, today)).toBe(15);
    expect(ageOf({ birthDate: '2010-06-15' }, today)).toBeNull();
  });
});

describe('emptyPatientDraft', () => {
  it('proposes the document type of the country', () => {
    expect(emptyPatientDraft('BR').document.type).toBe('cpf');
    expect(emptyPatientDraft('PT').document.type).toBe('citizenCard');
    expect(emptyPatientDraft('AR').document.type).toBe('passport');
    expect(emptyPatientDraft('PT').address.country).toBe('PT');
  });
});

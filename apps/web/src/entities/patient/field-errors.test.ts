import { describe, expect, it } from 'vitest';
import { errorsByGroup, groupOfPath, issueKey, registrationFieldErrors } from './field-errors';
import { adultDraft } from './test-drafts';

const today = '2025-06-15';

function keysOf(errors: ReturnType<typeof registrationFieldErrors>) {
  return Object.fromEntries(errors.map((e) => [e.field, e.messageKey]));
}

describe('registrationFieldErrors', () => {
  it('finds nothing wrong with a complete adult', () => {
    expect(registrationFieldErrors(adultDraft(), today)).toEqual([]);
  });

  it('says every empty required field is required, whatever format its emptiness breaks', () => {
    const draft = adultDraft();
    draft.personal = { ...draft.personal, fullName: '', sex: '', birthDate: '', phone: '' };
    draft.document.number = '';
    expect(keysOf(registrationFieldErrors(draft, today))).toEqual({
      'patient.birthDate': 'validation:required',
      'patient.fullName': 'validation:required',
      'patient.sex': 'validation:required',
      'patient.document.number': 'validation:required',
      'patient.phone': 'validation:required',
    });
  });

  it('refuses an invalid CPF, a name with digits, a bad phone, e-mail and date', () => {
    const draft = adultDraft();
    draft.document.number = '111.444.777-36';
    draft.personal.fullName = 'Maria 2';
    draft.personal.phone = '00 12345-6789';
    draft.personal.email = 'maria@';
    draft.personal.birthDate = '31/02/1990';
    expect(keysOf(registrationFieldErrors(draft, today))).toEqual({
      'patient.document.number': 'validation:invalidDocument',
      'patient.fullName': 'validation:invalidPersonName',
      'patient.phone': 'validation:invalidPhone',
      'patient.email': 'validation:invalidEmail',
      'patient.birthDate': 'validation:invalidDate',
    });
  });

  it("takes a Portuguese patient's 9-digit phone, refuses it for a Brazilian patient, and 8 digits for anyone", () => {
    const portuguese = adultDraft();
    portuguese.document = {
      ...portuguese.document,
      type: 'citizenCard',
      number: '12345678 9 ZZ1',
      countryOfOrigin: 'PT',
    };
    portuguese.personal.phone = '912 345 678';
    expect(keysOf(registrationFieldErrors(portuguese, today))['patient.phone']).toBeUndefined();
    portuguese.personal.phone = '91 234 567';
    expect(keysOf(registrationFieldErrors(portuguese, today))['patient.phone']).toBe(
      'validation:invalidPhone',
    );

    const brazilian = adultDraft();
    brazilian.personal.phone = '912 345 678';
    expect(keysOf(registrationFieldErrors(brazilian, today))).toEqual({
      'patient.phone': 'validation:invalidPhone',
    });
    brazilian.personal.phone = '+351 912 345 678';
    expect(registrationFieldErrors(brazilian, today)).toEqual([]);
  });

  it('applies the rules across fields: future birth date, birth certificate before 2011, guardian by age', () => {
    const future = adultDraft();
    future.personal.birthDate = '01/01/2030';
    expect(keysOf(registrationFieldErrors(future, today))).toEqual({
      'patient.birthDate': 'validation:dateInFuture',
    });

    const certificate = adultDraft();
    certificate.document = { ...certificate.document, type: 'certificate', number: '1'.repeat(32) };
    expect(keysOf(registrationFieldErrors(certificate, today))).toMatchObject({
      'patient.document.type': 'validation:birthCertificateNotAllowed',
    });

    const child = adultDraft();
    child.personal.birthDate = '01/01/2016';
    expect(keysOf(registrationFieldErrors(child, today))).toEqual({
      'guardian.name': 'validation:required',
      'guardian.kinship': 'validation:required',
    });

    const teen = adultDraft();
    teen.personal.birthDate = '01/01/2010';
    teen.guardian = { ...teen.guardian, name: 'Ana Souza', kinship: 'parent' };
    expect(keysOf(registrationFieldErrors(teen, today))).toEqual({
      'guardian.contact': 'validation:guardianContactRequired',
    });
    teen.guardian.phone = '11 91234-5678';
    expect(registrationFieldErrors(teen, today)).toEqual([]);
  });

  it('checks a typed guardian birth date', () => {
    const child = adultDraft();
    child.personal.birthDate = '01/01/2016';
    child.guardian = { ...child.guardian, name: 'Ana Souza', kinship: 'parent', birthDate: '40/01/1980' };
    expect(keysOf(registrationFieldErrors(child, today))).toEqual({
      'guardian.birthDate': 'validation:invalidDate',
    });
  });

  it('refuses minors where the project serves adults only', () => {
    const teen = adultDraft();
    teen.personal.birthDate = '01/01/2010';
    expect(keysOf(registrationFieldErrors(teen, today, { adultsOnly: true }))).toMatchObject({
      'patient.birthDate': 'validation:patientMustBeAdult',
    });
  });
});

describe('issueKey', () => {
  it('maps zod issues the way the server does', () => {
    expect(issueKey({ path: [], code: 'custom', message: 'validation:invalidPhone' })).toBe('invalidPhone');
    expect(issueKey({ path: [], code: 'custom', message: 'validation:nope' })).toBe('invalid');
    expect(issueKey({ path: [], code: 'invalid_type', message: '' })).toBe('required');
    expect(issueKey({ path: [], code: 'too_small', message: '', origin: 'string' })).toBe('required');
    expect(issueKey({ path: [], code: 'too_small', message: '', origin: 'array' })).toBe('tooSmall');
    expect(issueKey({ path: [], code: 'too_big', message: '' })).toBe('tooLong');
    expect(issueKey({ path: [], code: 'invalid_format', message: '', format: 'email' })).toBe('invalidEmail');
    expect(issueKey({ path: [], code: 'invalid_value', message: '' })).toBe('invalidOption');
  });
});

describe('errorsByGroup', () => {
  it("files the server's paths under the group that shows them, keyed inside the group", () => {
    const groups = errorsByGroup(
      [
        { field: 'subject.registration.patient.document.number', messageKey: 'validation:invalidDocument' },
        { field: 'subject.registration.patient.fullName', messageKey: 'validation:invalidPersonName' },
        { field: 'subject.registration.patient.address.city', messageKey: 'validation:required' },
        { field: 'subject.registration.guardian', messageKey: 'validation:guardianRequired' },
        { field: 'subject.registration.guardian.document.number', messageKey: 'validation:invalidDocument' },
        { field: 'subject.registration.patient.healthPlan.cardNumber', messageKey: 'validation:required' },
        { field: 'order.examIndexes', messageKey: 'validation:required' },
      ],
      'subject.registration.',
    );
    expect(Object.keys(groups.document)).toEqual(['number']);
    expect(Object.keys(groups.personal)).toEqual(['fullName']);
    expect(Object.keys(groups.address)).toEqual(['city']);
    expect(Object.keys(groups.guardian).sort()).toEqual(['', 'document.number']);
    expect(Object.keys(groups.healthPlan)).toEqual(['cardNumber']);
  });

  it('knows the group of each registration path', () => {
    expect(groupOfPath('patient.consents.promotions')).toBe('consents');
    expect(groupOfPath('patient.photoId')).toBe('photo');
    expect(groupOfPath('patient.unknown')).toBeNull();
  });
});

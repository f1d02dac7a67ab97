import { describe, expect, it } from 'vitest';
import {
  ANONYMISED_NAME,
  anonymisedRegistrationSchema,
  anonymisePatient,
  isAnonymisedRegistration,
  patientAnonymisationInputSchema,
  patientAnonymisationRule,
  redactPreExamOrder,
  redactQuizAnswers,
} from './patient-anonymisation';
import { type PatientRegistration, patientRegistrationSchema } from './patient-registration';

const registration: PatientRegistration = patientRegistrationSchema.parse({
  patient: {
    fullName: 'Maria da Silva',
    socialName: 'Mia Silva',
    motherName: 'Ana da Silva',
    sex: 'female',
    genderIdentity: 'female',
    ethnicity: 'brown',
    birthDate: '1990-05-17',
    document: { type: 'cpf', number: '52998224725', countryOfOrigin: 'BR', issuingBody: 'SSP', state: 'SP' },
    phone: '11 98765-4321',
    email: 'maria@example.com',
    address: {
      postalCode: '01310-100',
      street: 'Avenida Paulista',
      number: '1000',
      complement: 'apto 12',
      district: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
      country: 'BR',
    },
    healthPlan: { insurer: 'Plano', cardNumber: '123456' },
    consents: { promotions: true, reportBySms: true, shareResultWithEmployer: false },
    photoId: 'photo-1',
  },
  guardian: { name: 'Jose da Silva', kinship: 'parent', phone: '11 91234-5678' },
});

describe('anonymisePatient (docs/patient-data-rights.md)', () => {
  const at = new Date('2026-11-25T12:00:00Z');
  const result = anonymisePatient('0b8e6c1e-4a55-4c0e-9d7e-1f7f2b3a4c5d', registration, at);

  it('keeps only sex, birth year, the document type and country, and the city, state and country', () => {
    expect(result.registration).toEqual({
      anonymised: true,
      anonymisedAt: '2026-11-25T12:00:00.000Z',
      patient: {
        sex: 'female',
        birthYear: 1990,
        document: { type: 'cpf', countryOfOrigin: 'BR' },
        address: { city: 'São Paulo', state: 'SP', country: 'BR' },
      },
    });
    expect(anonymisedRegistrationSchema.parse(result.registration)).toEqual(result.registration);
  });

  it('leaves no identifying value anywhere in what it stores', () => {
    const stored = JSON.stringify(result);
    for (const value of [
      'Maria',
      'Mia',
      'Ana da',
      '1990-05-17',
      '52998224725',
      'SSP',
      '98765',
      'maria@example.com',
      '01310',
      'Paulista',
      'apto',
      'Bela Vista',
      'Plano',
      '123456',
      'photo-1',
      'Jose',
      'brown',
    ]) {
      expect(stored).not.toContain(value);
    }
  });

  it('replaces the searched columns: a masked name, no search key, a document token, the middle of the year', () => {
    expect(result.columns).toEqual({
      fullName: ANONYMISED_NAME,
      searchName: '',
      documentNumber: 'anonymised-0b8e6c1e-4a55-4c0e-9d7e-1f7f2b3a4c5d',
      birthDate: '1990-07-01',
    });
    // A document search starts with digits: the token never matches one.
    expect(result.columns.documentNumber).toMatch(/^\D/);
  });

  it('says what happens to every field, and what it keeps matches the stored registration', () => {
    const kept = Object.entries(patientAnonymisationRule)
      .filter(([, treatment]) => treatment === 'kept')
      .map(([field]) => field);
    expect(kept).toEqual([
      'patient.sex',
      'patient.document.type',
      'patient.document.countryOfOrigin',
      'patient.address.city',
      'patient.address.state',
      'patient.address.country',
    ]);
  });

  it('tells an anonymised registration from a full one', () => {
    expect(isAnonymisedRegistration(result.registration)).toBe(true);
    expect(isAnonymisedRegistration(registration)).toBe(false);
    expect(isAnonymisedRegistration(null)).toBe(false);
    expect(isAnonymisedRegistration('anonymised')).toBe(false);
  });
});

describe('redacting free text', () => {
  const questions = [
    { id: 'symptoms', type: 'yesNo' as const },
    { id: 'onset', type: 'date' as const },
    { id: 'notes', type: 'text' as const },
    { id: 'kind', type: 'choice' as const },
  ];

  it('keeps yes/no, dates and choices of a questionnaire and drops text and unknown questions', () => {
    expect(
      redactQuizAnswers(
        { symptoms: true, onset: '2026-11-20', notes: 'call Maria at 11 98765-4321', kind: 'a', gone: 'x' },
        questions,
      ),
    ).toEqual({ symptoms: true, onset: '2026-11-20', kind: 'a' });
  });

  it("drops an order's registration number, discount motive and text answers, and keeps the rest", () => {
    const order = {
      examIndexes: [1, 2],
      reportLanguages: ['pt-BR'],
      procedure: { kind: 'registration', registrationNumber: 'REG-991' },
      payment: {
        method: 'pix',
        discountCents: 500,
        discountMotive: 'neighbour of Maria',
        pricePaidCents: 1000,
      },
      quizForm: { '1': { symptoms: false, notes: 'private' }, '2': { kind: 'b' } },
    };
    expect(redactPreExamOrder(order, (index) => (index === '1' ? questions : []))).toEqual({
      examIndexes: [1, 2],
      reportLanguages: ['pt-BR'],
      procedure: { kind: 'registration' },
      payment: { method: 'pix', discountCents: 500, pricePaidCents: 1000 },
      quizForm: { '1': { symptoms: false }, '2': {} },
    });
  });

  it('leaves an order without those parts as it was', () => {
    const order = {
      examIndexes: [1],
      procedure: { kind: 'voucher', voucherCode: 'V1' },
      payment: { method: 'cash' },
    };
    expect(redactPreExamOrder(order, () => [])).toEqual(order);
    expect(redactPreExamOrder({ examIndexes: [1] }, () => [])).toEqual({ examIndexes: [1] });
  });
});

describe('the anonymisation request', () => {
  it('needs a reason from the list', () => {
    expect(patientAnonymisationInputSchema.parse({ reason: 'patientRequest' })).toEqual({
      reason: 'patientRequest',
    });
    expect(patientAnonymisationInputSchema.safeParse({}).success).toBe(false);
    expect(patientAnonymisationInputSchema.safeParse({ reason: 'because' }).success).toBe(false);
  });
});

import type { PatientRegistration } from '@ponto/domain';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import {
  addressLine,
  documentMoved,
  draftOf,
  editMessages,
  outcomeOfFailure,
  patientMissing,
} from './patient-edit-model';

const address: PatientRegistration['patient']['address'] = {
  postalCode: '01310-100',
  postalCodeUnknown: false,
  street: 'Av. Paulista',
  number: '1000',
  complement: 'ap 12',
  district: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
  country: 'BR',
};
const registration = {
  patient: {
    fullName: 'Maria Souza',
    sex: 'female',
    birthDate: '1990-05-20',
    document: { type: 'cpf', number: '52998224725', countryOfOrigin: 'BR' },
    phone: '11 98888-7777',
    address,
  },
} as PatientRegistration;

// The key itself, with its parameters: what each message is made of, whatever the language.
const t = ((key: string, params?: Record<string, unknown>) =>
  params && Object.keys(params).length > 0
    ? `${key} ${JSON.stringify(params)}`
    : key) as unknown as TFunction;

describe('patient edit model', () => {
  it('shows a stored CPF masked as it is typed', () => {
    expect(draftOf(registration).document.number).toBe('529.982.247-25');
    const passport = {
      patient: {
        ...registration.patient,
        document: { type: 'passport', number: 'X123', countryOfOrigin: 'PT' },
      },
    } as PatientRegistration;
    expect(draftOf(passport).document.number).toBe('X123');
  });

  it('writes the kept address on one line, skipping what is empty', () => {
    expect(addressLine(address)).toBe(
      'Av. Paulista, 1000 · ap 12 · Bela Vista · São Paulo - SP · 01310-100 · BR',
    );
    expect(addressLine({ ...address, number: '', complement: '', state: '' })).toBe(
      'Av. Paulista · Bela Vista · São Paulo · 01310-100 · BR',
    );
  });

  it('puts a refused save on the fields, and anything else down as a failed save', () => {
    const fields = [{ field: 'patient.phone', messageKey: 'validation:phoneInvalid' }];
    expect(outcomeOfFailure(new ApiError('VALIDATION_FAILED', 400, { fields }))).toEqual({
      kind: 'invalid',
      fields,
      code: 'VALIDATION_FAILED',
    });
    expect(outcomeOfFailure(new ApiError('PATIENT_ALREADY_REGISTERED', 409)).kind).toBe('invalid');
    expect(outcomeOfFailure(new ApiError('VALIDATION_FAILED', 400)).kind).toBe('failed');
    expect(outcomeOfFailure(new ApiError('UNEXPECTED_ERROR', 500)).kind).toBe('failed');
  });

  it('tells a missing patient from a failed load; by id, a path that is no id is missing too', () => {
    expect(patientMissing(new ApiError('PATIENT_NOT_REGISTERED', 404), false)).toBe(true);
    expect(patientMissing(new ApiError('NOT_FOUND', 404), true)).toBe(true);
    expect(patientMissing(new ApiError('VALIDATION_FAILED', 400), true)).toBe(true);
    expect(patientMissing(new ApiError('VALIDATION_FAILED', 400), false)).toBe(false);
    expect(patientMissing(new ApiError('UNEXPECTED_ERROR', 500), false)).toBe(false);
  });

  it('sees a moved document by its digits or country, not by its mask', () => {
    const before = registration.patient.document;
    expect(documentMoved(before, { ...before, number: '529.982.247-25' })).toBe(false);
    expect(documentMoved(before, { ...before, number: '11144477735' })).toBe(true);
    expect(documentMoved(before, { ...before, countryOfOrigin: 'PT' })).toBe(true);
  });

  it('places each message beside its field and lists the others apart', () => {
    const phone = { field: 'patient.phone', messageKey: 'validation:phoneInvalid' };
    const other = { field: 'somethingElse', messageKey: 'validation:required' };
    const { messages, unplaced } = editMessages(t, {
      kind: 'invalid',
      fields: [phone, other],
      code: 'VALIDATION_FAILED',
    });
    expect(Object.values(messages.personal)).toEqual(['validation:phoneInvalid']);
    expect(unplaced).toEqual([other]);
    expect(editMessages(t, { kind: 'saved' }).unplaced).toEqual([]);
  });

  it('says on the document number that the document is another patient’s', () => {
    const { messages } = editMessages(t, { kind: 'invalid', fields: [], code: 'PATIENT_ALREADY_REGISTERED' });
    expect(messages.document.number).toBe('errors:PATIENT_ALREADY_REGISTERED.title');
  });
});

import { describe, expect, it } from 'vitest';
import { type ProfileBody, passwordChangeProblems, profileBodySchema, profileProblems } from './index';

const today = '2025-06-15';
const address = {
  postalCode: '01310-100',
  street: 'Av. Paulista',
  number: '1000',
  district: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
};
const valid: ProfileBody = {
  name: 'Elisa Gerente',
  email: 'elisa@example.com',
  phone: '11 98765-4321',
  birthDate: '1980-01-31',
  sex: 'female',
  address,
  council: { acronym: 'CRF', state: 'SP', number: '45678', profession: 'Farmacêutica' },
};

describe('profile rules (§2, §5)', () => {
  it('accepts a full profile, and one with only the name', () => {
    expect(profileProblems(valid, today)).toEqual([]);
    const minimal = profileBodySchema.parse({ name: 'Elisa Gerente' });
    expect(minimal).toMatchObject({ email: '', phone: '', birthDate: '', sex: null, address: null });
    expect(profileProblems(minimal, today)).toEqual([]);
    expect(profileProblems({ name: 'Elisa Gerente' }, today)).toEqual([]);
  });

  it('names each field that breaks a rule', () => {
    const problems = profileProblems(
      {
        name: 'El1sa',
        email: 'elisa@',
        phone: '123',
        birthDate: '2030-01-01',
        address: { ...address, number: '10A', state: 'XX' },
        council: { acronym: 'CRF' },
      },
      today,
    );
    expect(problems.map((p) => [p.field, p.messageKey])).toEqual([
      ['name', 'validation:invalidOperatorName'],
      ['email', 'validation:invalidEmail'],
      ['phone', 'validation:invalidPhone'],
      ['birthDate', 'validation:dateInFuture'],
      ['address.number', 'validation:digitsOnly'],
      ['address.state', 'validation:invalidState'],
      ['council.state', 'validation:councilRequired'],
      ['council.number', 'validation:councilRequired'],
    ]);
  });

  it('reads a Portuguese phone with a Portuguese address', () => {
    const lisbon = {
      postalCode: '1000-001',
      street: 'Avenida da Liberdade',
      number: '10',
      district: 'Santo António',
      city: 'Lisboa',
      state: 'Lisboa',
      country: 'PT',
    };
    expect(profileProblems({ ...valid, phone: '912 345 678', address: lisbon }, today)).toEqual([]);
    expect(profileProblems({ ...valid, phone: '912 345 678' }, today)).toEqual([
      { field: 'phone', messageKey: 'validation:invalidPhone' },
    ]);
  });
});

describe('password change (§5)', () => {
  it('accepts a new password of 6 with a letter and a number, confirmed', () => {
    expect(
      passwordChangeProblems({ oldPassword: 'x', newPassword: 'abc123', confirmation: 'abc123' }),
    ).toEqual([]);
  });

  it('refuses a new password the server finds on the common list', () => {
    const isCommon = (password: string) => password === 'abc123';
    expect(
      passwordChangeProblems(
        { oldPassword: 'x', newPassword: 'abc123', confirmation: 'abc123' },
        { isCommon },
      ),
    ).toEqual([{ field: 'newPassword', messageKey: 'validation:passwordTooCommon', params: { min: 6 } }]);
  });

  it('asks for every field', () => {
    expect(passwordChangeProblems({ oldPassword: '', newPassword: '', confirmation: '' })).toEqual([
      { field: 'oldPassword', messageKey: 'validation:required' },
      { field: 'newPassword', messageKey: 'validation:required', params: { min: 6 } },
      { field: 'confirmation', messageKey: 'validation:required' },
    ]);
  });

  it('refuses a weak new password and a confirmation that differs', () => {
    expect(
      passwordChangeProblems({ oldPassword: 'x', newPassword: 'abcdef', confirmation: 'abcdeg' }),
    ).toEqual([
      { field: 'newPassword', messageKey: 'validation:passwordNeedsLetterAndNumber', params: { min: 6 } },
      { field: 'confirmation', messageKey: 'validation:passwordConfirmationMismatch' },
    ]);
    expect(
      passwordChangeProblems({ oldPassword: 'x', newPassword: 'a1', confirmation: 'a1' }).map(
        (p) => p.messageKey,
      ),
    ).toEqual(['validation:passwordTooShort']);
  });
});

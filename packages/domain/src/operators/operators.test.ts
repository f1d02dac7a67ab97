import { describe, expect, it } from 'vitest';
import { operatorSchema } from '../entities/operator';
import {
  addWorkerProblems,
  councilProblems,
  normaliseCouncil,
  type OperatorBody,
  operatorBirthDateProblems,
  operatorBodySchema,
  operatorProblems,
  operatorsFieldError,
  profileFieldError,
} from './index';

const today = '2025-06-15';
const valid: OperatorBody = {
  document: '111.444.777-35',
  name: 'Ana Souza',
  birthDate: '1990-04-12',
  sex: 'female',
  email: 'ana@farmacia.com.br',
  council: { acronym: 'crf', state: 'sp', number: '12345', profession: 'Farmacêutica' },
};

describe('operator rules (§5)', () => {
  it('accepts a valid operator, with or without council data', () => {
    expect(operatorProblems(valid, today)).toEqual([]);
    expect(operatorProblems({ ...valid, council: null }, today)).toEqual([]);
    expect(operatorProblems({ ...valid, council: { profession: 'Atendente' } }, today)).toEqual([]);
  });

  it.each([
    ['Jo', 'validation:invalidOperatorName'],
    ['Ana 2', 'validation:invalidOperatorName'],
    ['Ana_Souza', 'validation:invalidOperatorName'],
    ['  ', 'validation:required'],
  ])('refuses the name %j', (name, messageKey) => {
    expect(operatorProblems({ ...valid, name }, today)).toEqual([
      { field: 'name', messageKey, ...(messageKey.endsWith('Name') && { params: { min: 3 } }) },
    ]);
  });

  it('accepts names with accents of any alphabet', () => {
    expect(operatorProblems({ ...valid, name: 'Iñês Conceição' }, today)).toEqual([]);
  });

  it.each([
    [{ document: '111.444.777-36' }, 'document', 'validation:invalidDocument'],
    [{ document: '' }, 'document', 'validation:required'],
    [{ documentType: 'nif', document: '123456780' }, 'document', 'validation:invalidDocument'],
    [{ email: 'ana@' }, 'email', 'validation:invalidEmail'],
    [{ email: '' }, 'email', 'validation:required'],
    [{ sex: null }, 'sex', 'validation:required'],
  ] as const)('refuses %j', (change, field, messageKey) => {
    expect(operatorProblems({ ...valid, ...change }, today)).toEqual([{ field, messageKey }]);
  });

  it('accepts the documents of other types by their own check', () => {
    expect(
      operatorProblems({ ...valid, documentType: 'nif' as const, document: '123456789' }, today),
    ).toEqual([]);
  });

  it('checks only the fields a patch sends', () => {
    expect(operatorProblems({}, today)).toEqual([]);
    expect(operatorProblems({ email: 'x' }, today)).toEqual([
      { field: 'email', messageKey: 'validation:invalidEmail' },
    ]);
    expect(operatorProblems({ council: { number: '1' } }, today)).toHaveLength(2);
  });

  it('takes empty texts on the wire and leaves them to the rules', () => {
    const body = operatorBodySchema.parse({ ...valid, document: '', name: '' });
    expect(body.documentType).toBe('cpf');
    expect(operatorProblems(body, today).map((p) => p.field)).toEqual(['document', 'name']);
  });
});

describe('operator birth date (§5: valid, not in the future, 18 to 119)', () => {
  it.each([
    ['1990-04-12', []],
    ['2007-06-15', []],
    ['1905-06-16', []],
    ['', [{ field: 'b', messageKey: 'validation:required' }]],
    ['12/04/1990', [{ field: 'b', messageKey: 'validation:invalidDate' }]],
    ['2023-02-29', [{ field: 'b', messageKey: 'validation:invalidDate' }]],
    ['2025-06-16', [{ field: 'b', messageKey: 'validation:dateInFuture', params: { max: 119 } }]],
    ['2007-06-16', [{ field: 'b', messageKey: 'operators:problems.operatorUnderAge', params: { min: 18 } }]],
    ['1905-06-15', [{ field: 'b', messageKey: 'validation:ageTooHigh', params: { max: 119 } }]],
  ])('%j', (birthDate, problems) => {
    expect(operatorBirthDateProblems('b', birthDate, today)).toEqual(problems);
  });
});

describe('council data (§3, §5: acronym, state and number, all or nothing)', () => {
  it('asks for the missing parts once one is given', () => {
    expect(councilProblems({ acronym: 'CRF' })).toEqual([
      { field: 'council.state', messageKey: 'validation:councilRequired' },
      { field: 'council.number', messageKey: 'validation:councilRequired' },
    ]);
  });

  it.each([
    [{ acronym: 'CR1', state: 'SP', number: '1' }, 'council.acronym', 'validation:invalid'],
    [{ acronym: 'CRF', state: 'XX', number: '1' }, 'council.state', 'validation:invalidState'],
    [{ acronym: 'CRF', state: 'SP', number: '12 34' }, 'council.number', 'validation:invalid'],
  ])('refuses %j', (council, field, messageKey) => {
    expect(councilProblems(council)).toEqual([{ field, messageKey }]);
  });

  it('accepts a number with a category suffix and names the fields under a prefix', () => {
    expect(councilProblems({ acronym: 'COREN', state: 'RJ', number: '123456-ENF' })).toEqual([]);
    expect(councilProblems({ state: 'SP' }, 'c')[0]?.field).toBe('c.acronym');
    expect(councilProblems(undefined)).toEqual([]);
  });

  it('stores upper-case acronym and state, nulls for what is missing', () => {
    expect(normaliseCouncil({ acronym: ' crf ', state: 'sp', number: '12a', profession: ' ' })).toEqual({
      acronym: 'CRF',
      state: 'SP',
      number: '12A',
      profession: null,
    });
    expect(normaliseCouncil(null)).toEqual({ acronym: null, state: null, number: null, profession: null });
  });

  it('the operator entity takes only a Brazilian state for the council', () => {
    const entity = { ...valid, establishmentCnpj: '11222333000181' };
    expect(operatorSchema.parse(entity).council?.state).toBe('SP');
    const bad = operatorSchema.safeParse({
      ...entity,
      council: { acronym: 'CRF', state: 'XX', number: '1' },
    });
    expect(bad.error?.issues[0]?.message).toBe('validation:invalidState');
  });
});

describe('add worker and message keys', () => {
  it('needs a document', () => {
    expect(addWorkerProblems({ document: ' ' })).toEqual([
      { field: 'document', messageKey: 'validation:required' },
    ]);
    expect(addWorkerProblems({ document: '111.444.777-35' })).toEqual([]);
  });

  it('names keys of their namespaces, with params when given', () => {
    expect(operatorsFieldError('document', 'alreadyWorker')).toEqual({
      field: 'document',
      messageKey: 'operators:problems.alreadyWorker',
    });
    expect(profileFieldError('oldPassword', 'wrongOldPassword', { n: 1 })).toEqual({
      field: 'oldPassword',
      messageKey: 'profile:problems.wrongOldPassword',
      params: { n: 1 },
    });
    expect(profileFieldError('oldPassword', 'wrongOldPassword')).not.toHaveProperty('params');
  });
});

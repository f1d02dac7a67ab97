import type { OperatorView } from '@ponto/domain';
import { describe, expect, it } from 'vitest';
import {
  createBodyOf,
  draftProblems,
  messagesByField,
  operatorDraftOf,
  patchBodyOf,
  userStatusColor,
} from './operator-draft';

const today = '2025-06-15';
const operator: OperatorView = {
  id: 'u1',
  document: '11144477735',
  name: 'Beatriz Nova',
  email: 'beatriz@example.com',
  birthDate: '1992-03-08',
  sex: 'female',
  status: 'PENDING_TRAINING',
  roles: ['operator'],
  council: { acronym: 'CRF', state: 'SP', number: '98765', profession: null },
};

describe('operator draft', () => {
  it('starts empty, or from the operator being edited', () => {
    expect(operatorDraftOf()).toMatchObject({ document: '', sex: '', council: { acronym: '' } });
    expect(operatorDraftOf(operator).council).toEqual({
      acronym: 'CRF',
      state: 'SP',
      number: '98765',
      profession: '',
    });
  });

  it('sends a missing sex as null and leaves empty council parts out', () => {
    const body = createBodyOf({ ...operatorDraftOf(operator), sex: '' });
    expect(body.sex).toBeNull();
    expect(body.council).toEqual({ acronym: 'CRF', state: 'SP', number: '98765' });
  });

  it('never sends the document in an edit', () => {
    const patch = patchBodyOf(operatorDraftOf(operator));
    expect(patch).not.toHaveProperty('document');
    expect(patch).toMatchObject({ name: 'Beatriz Nova', sex: 'female' });
    expect(patchBodyOf({ ...operatorDraftOf(operator), sex: '' })).not.toHaveProperty('sex');
  });

  it('checks the §5 rules, without the document when editing', () => {
    const bad = { ...operatorDraftOf(operator), document: '1', name: 'B3a' };
    expect(draftProblems(bad, false, today).map((p) => p.field)).toEqual(['document', 'name']);
    expect(draftProblems(bad, true, today).map((p) => p.field)).toEqual(['name']);
    expect(draftProblems(operatorDraftOf(operator), false, today)).toEqual([]);
  });

  it('translates the first problem of each field', () => {
    const t = (key: string) => `t(${key})`;
    expect(
      messagesByField(
        [
          { field: 'name', messageKey: 'a' },
          { field: 'name', messageKey: 'b' },
        ],
        t,
      ),
    ).toEqual({ name: 't(a)' });
  });

  it('colours each status with contrast', () => {
    expect(userStatusColor('ACTIVE').color).toBe('teal.9');
    expect(userStatusColor('PENDING_TRAINING')).toEqual({ color: 'yellow', dark: true });
    expect(userStatusColor('TRAINING').color).toBe('blue.9');
  });
});

import { describe, expect, it } from 'vitest';
import type { Role } from '../entities/session';
import { analyteField } from './external-result';
import { rectifyInputSchema } from './rectify-input';
import { canRectifyExam, canReleaseExam, isReleaser, type ReleaseContext, rectifyProblems } from './release';

const analyst: ReleaseContext = {
  state: 'ready',
  released: false,
  localAnalysis: false,
  roles: ['operator', 'analyst'],
  labAnalyst: false,
  registeredHere: true,
};
const code = (o: { ok: boolean; code?: string }) => (o.ok ? 'ok' : o.code);

describe('release (§2, §5, §6)', () => {
  it('the analyst role releases a ready report of its own workplace, once', () => {
    expect(code(canReleaseExam(analyst))).toBe('ok');
    expect(code(canReleaseExam({ ...analyst, released: true }))).toBe('INVALID_TRANSITION');
    expect(code(canReleaseExam({ ...analyst, state: 'invalid' }))).toBe('INVALID_TRANSITION');
    expect(code(canReleaseExam({ ...analyst, registeredHere: false }))).toBe('EXAM_APPROVAL_WRONG_WORKPLACE');
    expect(code(canReleaseExam({ ...analyst, roles: ['operator'] }))).toBe('FORBIDDEN');
  });

  it('where analysis is local only a lab analyst confirms', () => {
    const local = { ...analyst, localAnalysis: true };
    expect(code(canReleaseExam(local))).toBe('FORBIDDEN');
    expect(code(canReleaseExam({ ...local, roles: ['operator'], labAnalyst: true }))).toBe('ok');
  });
});

describe('rectify (§4)', () => {
  const released = { ...analyst, released: true, confirmed: true };
  it('needs a released report and the confirmation of the user', () => {
    expect(code(canRectifyExam(released))).toBe('ok');
    expect(code(canRectifyExam({ ...released, released: false }))).toBe('RECTIFY_NOT_ALLOWED');
    expect(code(canRectifyExam({ ...released, confirmed: false }))).toBe('RECTIFY_NOT_ALLOWED');
    expect(code(canRectifyExam({ ...released, registeredHere: false }))).toBe(
      'EXAM_APPROVAL_WRONG_WORKPLACE',
    );
    expect(code(canRectifyExam({ ...released, roles: [] }))).toBe('FORBIDDEN');
  });

  it('checks each value like an entry, and an invalid reading is no rectify', () => {
    const rules = [
      { code: 'COV', qualitative: true },
      { code: 'HB', qualitative: false },
    ];
    const problems = (analytes: Array<{ code: string; value: string }>) =>
      rectifyProblems({ analytes, reason: 'Erro de digitação', confirmed: true }, rules).map((p) => [
        p.field,
        p.messageKey,
      ]);
    expect(
      problems([
        { code: 'HB', value: '5,1' },
        { code: 'COV', value: '1' },
      ]),
    ).toEqual([]);
    expect(problems([{ code: 'COV', value: '-1' }])).toEqual([
      [analyteField('COV'), 'validation:invalidOption'],
    ]);
    expect(
      problems([
        { code: 'COV', value: 'x' },
        { code: 'HB', value: 'y' },
        { code: 'HB', value: '1' },
        { code: 'Z', value: '' },
      ]),
    ).toEqual([
      [analyteField('COV'), 'validation:resultQualitative'],
      [analyteField('HB'), 'validation:resultDecimal'],
      ['analytes.2.code', 'validation:invalidOption'],
      ['analytes.3.code', 'validation:invalidOption'],
    ]);
    expect(problems([{ code: 'HB', value: '' }])).toEqual([[analyteField('HB'), 'validation:required']]);
    expect(
      rectifyInputSchema.safeParse({ analytes: [{ code: 'HB', value: '1' }], reason: 'ok', confirmed: true })
        .success,
    ).toBe(false);
  });
});

describe('isReleaser', () => {
  const person = {
    roles: ['operator', 'analyst'] as Role[],
    labAnalyst: false,
    status: 'ACTIVE',
    suspended: false,
  };
  it('is an active analyst where analysis is not local, a lab analyst where it is', () => {
    expect(isReleaser(person, false)).toBe(true);
    expect(isReleaser(person, true)).toBe(false);
    expect(isReleaser({ ...person, labAnalyst: true }, true)).toBe(true);
  });
  it('is nobody in training or suspended', () => {
    for (const status of ['TRAINING', 'PENDING_TRAINING', 'CONTINUED_TRAINING'])
      expect(isReleaser({ ...person, status }, false)).toBe(false);
    expect(isReleaser({ ...person, suspended: true }, false)).toBe(false);
  });
  it('is not an operator without the analyst role', () => {
    expect(isReleaser({ ...person, roles: ['operator'] }, false)).toBe(false);
  });
});

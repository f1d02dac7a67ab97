import { describe, expect, it } from 'vitest';
import { controlStanding, patientExamsAllowed } from './lockout';

describe('internal control standing and lockout', () => {
  it('is missing without any control, and locks patient exams unless overridden', () => {
    const standing = controlStanding('quantitative', null, '2026-11-24');
    expect(standing).toEqual({ state: 'missing' });
    expect(patientExamsAllowed(standing, false)).toBe(false);
    expect(patientExamsAllowed(standing, true)).toBe(true);
  });

  it('fails with an inadequate last control, whatever its date', () => {
    expect(controlStanding('qualitative', { doneOn: '2026-11-20', adequate: false }, '2026-11-24')).toEqual({
      state: 'failed',
      since: '2026-11-20',
    });
  });

  it('is due a month after a quantitative control and two after a qualitative one', () => {
    expect(controlStanding('quantitative', { doneOn: '2026-10-31', adequate: true }, '2026-11-30')).toEqual({
      state: 'ok',
      dueOn: '2026-11-30',
    });
    expect(controlStanding('quantitative', { doneOn: '2026-10-31', adequate: true }, '2026-12-01')).toEqual({
      state: 'overdue',
      dueOn: '2026-11-30',
    });
    const qualitative = controlStanding(
      'qualitative',
      { doneOn: { year: 2026, month: 9, day: 24 }, adequate: true },
      '2026-11-24',
    );
    expect(qualitative).toEqual({ state: 'ok', dueOn: '2026-11-24' });
    expect(patientExamsAllowed(qualitative, false)).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { isStepTimedOut, STEP_TIMEOUT_MS, stepTimeoutMs } from './step-timeout';

const start = new Date('2026-01-01T10:00:00Z');
const later = (ms: number) => new Date(start.getTime() + ms);

describe('step timeouts (§8 EXAM_STEP_TIMEOUT)', () => {
  it('gives each family its limit; user-action steps and typed-in results are not timed', () => {
    expect(stepTimeoutMs('Flow', 'reading')).toBe(30 * 60_000);
    expect(stepTimeoutMs('Lens', 'firstReading')).toBe(15 * 60_000);
    expect(stepTimeoutMs('Flow', 'waitingCapsule')).toBeNull();
    expect(stepTimeoutMs('Wave', 'lidClose')).toBeNull();
    expect(stepTimeoutMs('Independent', 'waitingResult')).toBeNull();
    expect(STEP_TIMEOUT_MS.Molecular).toBe(20 * 60_000);
  });

  it('times out strictly after the limit', () => {
    expect(isStepTimedOut('Flow', 'reading', start, later(30 * 60_000))).toBe(false);
    expect(isStepTimedOut('Flow', 'reading', start, later(30 * 60_000 + 1))).toBe(true);
    expect(isStepTimedOut('Flow', 'waitingCapsule', start, later(10 * 3_600_000))).toBe(false);
  });
});

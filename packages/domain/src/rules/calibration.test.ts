import { describe, expect, it } from 'vitest';
import {
  calibrationCapsuleDeadline,
  calibrationValidity,
  checkCalibrationCapsule,
  mustRecalibrate,
} from './calibration';

const now = new Date('2024-06-15T12:00:00.000Z');
const inMinutes = (m: number) => new Date(now.getTime() + m * 60_000);

describe('calibrationValidity (redo when under 1 hour left)', () => {
  it.each([
    [null, 'none', true],
    [{ approved: false, expiresAt: inMinutes(600) }, 'rejected', true],
    [{ approved: true, expiresAt: inMinutes(61) }, 'valid', false],
    [{ approved: true, expiresAt: inMinutes(60) }, 'valid', false],
    [{ approved: true, expiresAt: inMinutes(59) }, 'expiringSoon', true],
    [{ approved: true, expiresAt: inMinutes(0) }, 'expired', true],
    [{ approved: true, expiresAt: inMinutes(-5) }, 'expired', true],
  ])('%j → %s', (calibration, validity, redo) => {
    expect(calibrationValidity(calibration, now)).toBe(validity);
    expect(mustRecalibrate(calibration, now)).toBe(redo);
  });
});

describe('calibration capsule window (2 minutes after pressing Calibrate)', () => {
  it('sets the deadline 2 minutes later', () => {
    expect(calibrationCapsuleDeadline(now).toISOString()).toBe('2024-06-15T12:02:00.000Z');
  });

  it.each([
    [inMinutes(1), null, true],
    [inMinutes(2), null, true],
    [inMinutes(2.01), null, false],
    [inMinutes(5), inMinutes(1.5), true],
    [inMinutes(5), inMinutes(3), false],
  ])('now %s, inserted %s → in time %s', (at, insertedAt, inTime) => {
    const outcome = checkCalibrationCapsule(now, insertedAt, at);
    expect(outcome.ok).toBe(inTime);
    if (!outcome.ok) expect(outcome.code).toBe('CALIBRATION_TIMEOUT');
  });
});

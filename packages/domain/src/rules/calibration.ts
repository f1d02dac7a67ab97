import type { z } from 'zod';
import { CALIBRATION_CAPSULE_WINDOW_MS, CALIBRATION_EXPIRY_WARNING_MS } from '../constants/business';
import type { calibrationValiditySchema } from '../entities/reader';
import { type Instant, toMillis } from '../shared/instant';
import { allow, type Outcome, refuse } from '../shared/outcome';

export type CalibrationValidity = z.infer<typeof calibrationValiditySchema>;

export interface CalibrationSnapshot {
  approved: boolean;
  expiresAt: Instant;
}

/**
 * §4: a reader's calibration is valid until it expires; with under 1 hour left it must be redone
 * (expiringSoon), and a rejected calibration counts as none.
 */
export function calibrationValidity(
  calibration: CalibrationSnapshot | null,
  now: Instant,
): CalibrationValidity {
  if (!calibration) return 'none';
  if (!calibration.approved) return 'rejected';
  const left = toMillis(calibration.expiresAt) - toMillis(now);
  if (left <= 0) return 'expired';
  return left < CALIBRATION_EXPIRY_WARNING_MS ? 'expiringSoon' : 'valid';
}

/** Only a valid calibration lets an exam start; the others ask for a new one first. */
export function mustRecalibrate(calibration: CalibrationSnapshot | null, now: Instant): boolean {
  return calibrationValidity(calibration, now) !== 'valid';
}

/** §4: after pressing Calibrate the user has 2 minutes to insert the calibration capsule. */
export function calibrationCapsuleDeadline(calibratePressedAt: Instant): Date {
  return new Date(toMillis(calibratePressedAt) + CALIBRATION_CAPSULE_WINDOW_MS);
}

/**
 * Whether the calibration capsule came in time. With `insertedAt` null, answers whether the user may
 * still insert it at `now`.
 */
export function checkCalibrationCapsule(
  calibratePressedAt: Instant,
  insertedAt: Instant | null,
  now: Instant,
): Outcome {
  const at = insertedAt ?? now;
  return toMillis(at) <= toMillis(calibrationCapsuleDeadline(calibratePressedAt))
    ? allow(true)
    : refuse('CALIBRATION_TIMEOUT');
}

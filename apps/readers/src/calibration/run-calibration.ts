import { CALIBRATION_CAPSULE_WINDOW_MS, checkCalibrationCapsule, durations } from '@ponto/domain';
import { type ActivityContext, fail, fireFaults, pause } from '../reader/activity';

/**
 * §4 calibration: after `calibrate` the reader waits for the calibration capsule (logo up); the
 * simulated user inserts it after the scenario's delay. The domain rule decides whether it came within
 * the 2-minute window; otherwise CALIBRATION_TIMEOUT and the reader keeps its old calibration. Then the
 * measurement runs and ends approved (valid for the device's validity period) or rejected.
 */
export async function runCalibration(ctx: ActivityContext): Promise<void> {
  const { calibration } = ctx.scenario;
  ctx.setState('calibrating');
  const pressedAt = ctx.timeline.now();
  await fireFaults(ctx, 'calibration');
  const delayMs = calibration.insertAfterMs;
  if (delayMs === null || delayMs > CALIBRATION_CAPSULE_WINDOW_MS) {
    // Look again just after the deadline, as the device does.
    await pause(ctx, CALIBRATION_CAPSULE_WINDOW_MS - elapsedMs(ctx, pressedAt) + durations.SECOND_MS);
  } else {
    await pause(ctx, Math.max(0, delayMs - elapsedMs(ctx, pressedAt)));
  }
  const insertedAt = delayMs === null ? null : new Date(pressedAt.getTime() + delayMs);
  const verdict = checkCalibrationCapsule(pressedAt, insertedAt, ctx.timeline.now());
  if (!verdict.ok) {
    ctx.emit({ type: 'error', error: verdict.code });
    ctx.logger.info('calibration capsule not inserted in time');
    return;
  }
  ctx.emit({ type: 'capsuleInserted' });
  await pause(ctx, calibration.durationMs);
  if (calibration.result === 'failed') fail(ctx, 'CALIBRATION_FAILED');
  const approved = calibration.result === 'approved';
  const expiresAt = approved
    ? new Date(ctx.timeline.now().getTime() + ctx.scenario.device.calibrationValidityMs)
    : null;
  ctx.condition.calibration = { status: approved ? 'approved' : 'rejected', expiresAt };
  ctx.emit({
    type: 'calibrationFinished',
    approved,
    expiresAt: expiresAt ? ctx.timeline.toWall(expiresAt).toISOString() : null,
  });
}

function elapsedMs(ctx: ActivityContext, since: Date): number {
  return ctx.timeline.now().getTime() - since.getTime();
}

import { durations } from '../constants/business';
import type { DeviceFamily } from '../entities/device-family';
import type { ExamStep } from '../machines/exam-progress';
import { type Instant, toMillis } from '../shared/instant';

const { MINUTE_MS } = durations;

/**
 * §8 EXAM_STEP_TIMEOUT: the longest one step may run by itself, per family. The spec gives no value; these
 * are about 3× the longest step of the reference timing (the reader simulator's defaults: a Flow reading
 * about 9 minutes, a Lens reading under 4, Molecular amplification 6, Wave incubation 5), rounded up, so
 * a slow device is never cut short. Independent exams have no device steps (results are typed in).
 */
export const STEP_TIMEOUT_MS: Readonly<Record<DeviceFamily, number | null>> = {
  Flow: 30 * MINUTE_MS,
  Mantis: 30 * MINUTE_MS,
  Moxi: 30 * MINUTE_MS,
  Cassete: 30 * MINUTE_MS,
  Virtual: 30 * MINUTE_MS,
  Volt: 30 * MINUTE_MS,
  Lens: 15 * MINUTE_MS,
  Molecular: 20 * MINUTE_MS,
  Wave: 15 * MINUTE_MS,
  Independent: null,
};

/** Steps that wait for the user (consumable in, lid closed): the 30-minute user-action rule times them. */
export const userActionSteps: readonly ExamStep[] = ['waitingCapsule', 'insertCuvette', 'lidClose'];

/** The step's limit, or null when the step is not timed by the step rule. */
export function stepTimeoutMs(family: DeviceFamily, step: ExamStep): number | null {
  return userActionSteps.includes(step) ? null : STEP_TIMEOUT_MS[family];
}

/** A step running longer than its family's limit (strictly: exactly the limit is still in time). */
export function isStepTimedOut(
  family: DeviceFamily,
  step: ExamStep,
  startedAt: Instant,
  now: Instant,
): boolean {
  const limit = stepTimeoutMs(family, step);
  return limit !== null && toMillis(now) - toMillis(startedAt) > limit;
}

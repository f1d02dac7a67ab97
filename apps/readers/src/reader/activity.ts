import type { DeviceFamily, ErrorCode, ReaderState, SendingResultProgress } from '@ponto/domain';
import type { FaultPlan } from '../scenario/fault-plan';
import type { FaultMoment, Scenario } from '../scenario/scenario';
import type { ReaderLogger } from '../simulation/logger';
import { Interrupted, type Timeline } from '../simulation/timeline';
import type { DeviceCondition } from './condition';
import type { ReaderEventBody } from './messages';

/** recovery: showing an error injected while nothing ran. */
export type ActivityKind = 'boot' | 'exam' | 'calibration' | 'update' | 'recovery';

/** What an activity (boot, exam, calibration, update) may do to its reader. */
export interface ActivityContext {
  readonly family: DeviceFamily;
  readonly scenario: Scenario;
  readonly timeline: Timeline;
  readonly condition: DeviceCondition;
  readonly faults: FaultPlan;
  readonly random: () => number;
  readonly logger: ReaderLogger;
  /** Aborts when the activity is cancelled, stopped or fails. */
  readonly signal: AbortSignal;
  setState(state: ReaderState, progress?: SendingResultProgress): void;
  emit(event: ReaderEventBody): void;
  /** Resolves at the next `continue` command for this activity's exam. */
  continued(): Promise<void>;
}

/** An error the reader reports (its error event is already published); the activity stops on it. */
export class ReaderFault extends Error {
  constructor(readonly error: ErrorCode) {
    super(error);
  }
}

/** Publishes the error event and stops the activity. */
export function fail(ctx: ActivityContext, error: ErrorCode, detail?: string): never {
  ctx.emit({ type: 'error', error, ...(detail ? { detail } : {}) });
  throw new ReaderFault(error);
}

/** Waits simulated time; rejects with Interrupted when the activity is aborted. */
export function pause(ctx: ActivityContext, simulatedMs: number): Promise<void> {
  return ctx.timeline.wait(simulatedMs, ctx.signal);
}

/** Fires the scenario's errors for this moment: a warning goes on, an aborting one stops the activity. */
export async function fireFaults(ctx: ActivityContext, moment: FaultMoment): Promise<void> {
  for (const fault of ctx.faults.take(moment)) {
    if (fault.afterMs > 0) await pause(ctx, fault.afterMs);
    ctx.logger.info(`injected ${fault.error} at ${moment}`);
    if (fault.abort) fail(ctx, fault.error as ErrorCode, fault.detail);
    ctx.emit({
      type: 'error',
      error: fault.error as ErrorCode,
      ...(fault.detail ? { detail: fault.detail } : {}),
    });
  }
}

/** Rejects with Interrupted once the activity is aborted, so a race with it never hangs. */
export function whenAborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    if (signal.aborted) reject(new Interrupted(signal.reason));
    else signal.addEventListener('abort', () => reject(new Interrupted(signal.reason)), { once: true });
  });
}

/** The simulated user does something after `delayMs`; null means never. */
export function userActsAfter(ctx: ActivityContext, delayMs: number | null): Promise<void> {
  return delayMs === null ? new Promise(() => {}) : pause(ctx, delayMs);
}

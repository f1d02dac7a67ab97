import type { ErrorCode } from '@ponto/domain';
import type { FaultPlan } from '../scenario/fault-plan';
import type { Scenario } from '../scenario/scenario';
import type { ReaderLogger } from '../simulation/logger';
import { Interrupted, type Timeline } from '../simulation/timeline';
import { passTime } from './ambient';
import type { DeviceCondition } from './condition';

export interface BackgroundHooks {
  timeline: Timeline;
  /** Aborts when the reader stops. */
  signal: AbortSignal;
  scenario: Scenario;
  condition: DeviceCondition;
  faults: FaultPlan;
  random: () => number;
  logger: ReaderLogger;
  isWorking(): boolean;
  /** Time passed; `changed` when the battery or the Wi-Fi level moved. */
  timePassed(changed: boolean): void;
  dropConnection(simulatedMs: number): void;
  injectError(error: ErrorCode, options: { abort: boolean; detail?: string }): void;
}

/** What happens to a running reader without anyone asking: time passing, and the scenario's scheduled drops and errors. */
export function runInBackground(hooks: BackgroundHooks): void {
  const { device, network } = hooks.scenario;
  let lastLook = hooks.timeline.now().getTime();
  every(hooks, device.ambientIntervalMs, () => {
    // The time that really passed: a busy machine fires timers late, and the battery must not notice.
    const now = hooks.timeline.now().getTime();
    const minutes = (now - lastLook) / 60_000;
    lastLook = now;
    hooks.timePassed(passTime(hooks.condition, device, minutes, hooks.isWorking(), hooks.random));
  });
  for (const drop of network.drops) after(hooks, drop.afterMs, () => hooks.dropConnection(drop.forMs));
  for (const fault of hooks.faults.take('afterStart')) {
    after(hooks, fault.afterMs, () =>
      hooks.injectError(fault.error as ErrorCode, {
        abort: fault.abort,
        ...(fault.detail ? { detail: fault.detail } : {}),
      }),
    );
  }
}

function after(hooks: BackgroundHooks, simulatedMs: number, action: () => void): void {
  hooks.timeline.wait(simulatedMs, hooks.signal).then(action, () => {});
}

function every(hooks: BackgroundHooks, simulatedMs: number, action: () => void): void {
  const loop = async () => {
    for (;;) {
      await hooks.timeline.wait(simulatedMs, hooks.signal);
      action();
    }
  };
  loop().catch((error) => {
    if (!(error instanceof Interrupted)) hooks.logger.warn(`background: ${(error as Error).message}`);
  });
}

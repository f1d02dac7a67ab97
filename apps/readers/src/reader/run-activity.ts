import type { ErrorCode, ReaderState } from '@ponto/domain';
import { durations } from '@ponto/domain';
import { removeConsumable } from '../exam/consumable-handling';
import { type ExamSession, Trigger } from '../exam/exam-session';
import type { ReaderLogger } from '../simulation/logger';
import { Interrupted } from '../simulation/timeline';
import { type ActivityContext, type ActivityKind, pause, ReaderFault } from './activity';

/** Why an activity was aborted from outside. */
export type StopReason = { kind: 'stop' } | { kind: 'cancel' } | { kind: 'fault'; error: ErrorCode };

/** How long a failed reader shows error (red) before it settles again (simulated). */
const ERROR_SHOWN_MS = 30 * durations.SECOND_MS;

export interface Activity {
  kind: ActivityKind;
  exam?: ExamSession;
  /** Replaced when the activity winds down, so stop() can still abort the wind-down. */
  controller: AbortController;
  /** Fired by the `continue` command. */
  continued: Trigger;
  done: Promise<void>;
}

export interface ActivityHooks {
  /** The context for the activity's current controller. */
  context(activity: Activity): ActivityContext & { exam?: ExamSession };
  /** Called before the body runs, so the first status already names the exam. */
  started(activity: Activity): void;
  finished(activity: Activity): void;
  setState(state: ReaderState): void;
  settle(): void;
  logger: ReaderLogger;
}

type Body = (ctx: ActivityContext & { exam?: ExamSession }) => Promise<void>;

/**
 * Runs one activity to its end: on success the reader settles; a cancelled exam gives its consumable
 * back first; a fault (the error event already out) shows error for a while; a stop just ends.
 */
export function runActivity(
  kind: ActivityKind,
  exam: ExamSession | undefined,
  body: Body,
  hooks: ActivityHooks,
  failure?: StopReason,
): Activity {
  const activity: Activity = {
    kind,
    ...(exam ? { exam } : {}),
    controller: new AbortController(),
    continued: new Trigger(),
    done: Promise.resolve(),
  };
  hooks.started(activity);
  activity.done = (async () => {
    try {
      if (failure) throw new Interrupted(failure);
      await body(hooks.context(activity));
    } catch (error) {
      await windDown(activity, stopReasonOf(error, hooks.logger), hooks);
    } finally {
      hooks.finished(activity);
    }
    hooks.settle();
  })();
  return activity;
}

function stopReasonOf(error: unknown, logger: ReaderLogger): StopReason {
  if (error instanceof Interrupted) return error.reason as StopReason;
  if (error instanceof ReaderFault) return { kind: 'fault', error: error.error };
  logger.warn(`simulator error: ${(error as Error).stack ?? String(error)}`);
  return { kind: 'fault', error: 'UNEXPECTED_ERROR' };
}

async function windDown(activity: Activity, reason: StopReason, hooks: ActivityHooks): Promise<void> {
  if (reason.kind === 'stop') return;
  activity.controller = new AbortController();
  const ctx = hooks.context(activity);
  try {
    if (reason.kind === 'cancel') {
      hooks.logger.info('exam cancelled');
      if (activity.exam) await removeConsumable(ctx, activity.exam);
      return;
    }
    if (reason.error === 'UNEXPECTED_ERROR') ctx.emit({ type: 'error', error: reason.error });
    hooks.setState('error');
    await pause(ctx, ERROR_SHOWN_MS);
  } catch (error) {
    // A stop during the wind-down, or the user never taking the capsule back: the reader settles anyway.
    if (!(error instanceof Interrupted || error instanceof ReaderFault)) throw error;
  }
}

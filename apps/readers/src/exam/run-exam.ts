import { type ExamStep, isInsertionStep, type ReaderState, stepsFor } from '@ponto/domain';
import { type ActivityContext, fireFaults, userActsAfter } from '../reader/activity';
import { awaitUser } from '../reader/await-user';
import { handleEarlyRemoval, insertConsumable, removeConsumable } from './consumable-handling';
import type { ExamSession } from './exam-session';
import { sendResult } from './send-result';
import { phasesFor, resultStep } from './step-plan';

/**
 * One exam, as §4 runs it on a device: wait for the NFC tag, read it, take the consumable, walk the
 * family's steps in the domain's order (stepStarted/stepFinished around each), send the result, and
 * give the consumable back.
 */
export async function runExam(ctx: ActivityContext, session: ExamSession): Promise<void> {
  if (session.consumable) await readNfcTag(ctx, session);
  const steps = stepsFor(ctx.family);
  // Volt's list starts with its own calibration: the capsule goes in before the first step.
  if (!steps.some(isInsertionStep)) await insertConsumable(ctx, session);
  for (const step of steps) {
    session.step = step;
    ctx.emit({ type: 'stepStarted', step });
    await fireFaults(ctx, step);
    if (ctx.scenario.exam.removeEarlyAt === step && session.inside) await handleEarlyRemoval(ctx, session);
    await runStep(ctx, session, step);
    ctx.emit({ type: 'stepFinished', step });
  }
  await removeConsumable(ctx, session);
}

async function readNfcTag(ctx: ActivityContext, session: ExamSession): Promise<void> {
  ctx.setState('waitingNfcTag');
  await awaitUser(ctx, userActsAfter(ctx, ctx.scenario.exam.nfcAfterMs));
  session.nfcReadAt = ctx.timeline.now();
  ctx.emit({ type: 'nfcRead', capsuleCode: session.capsuleCode!, lot: session.lot! });
  await fireFaults(ctx, 'nfc');
}

async function runStep(ctx: ActivityContext, session: ExamSession, step: ExamStep): Promise<void> {
  if (isInsertionStep(step)) return insertConsumable(ctx, session);
  if (step === 'lidClose') {
    ctx.setState('waitingLidClose');
    return awaitUser(ctx, userActsAfter(ctx, ctx.scenario.exam.lidCloseAfterMs));
  }
  if (step === resultStep(ctx.family)) return sendResult(ctx, session);
  for (const [state, ms] of phasesFor(step, ctx.scenario.exam.stepDurationsMs[step])) {
    await spend(ctx, session, state, ms);
  }
}

/** Shows `state` for `ms`; if the user pulls the consumable out meanwhile, handles it and finishes the time. */
async function spend(
  ctx: ActivityContext,
  session: ExamSession,
  state: ReaderState,
  ms: number,
): Promise<void> {
  let remaining = ms;
  while (remaining > 0) {
    ctx.setState(state);
    const started = ctx.timeline.now().getTime();
    const timer = new AbortController();
    const stopTimer = () => timer.abort(ctx.signal.reason);
    ctx.signal.addEventListener('abort', stopTimer, { once: true });
    const outcome = await Promise.race([
      ctx.timeline.wait(remaining, timer.signal).then(() => 'elapsed' as const),
      session.earlyRemoval.next().then(() => 'removed' as const),
    ]).finally(() => {
      timer.abort();
      ctx.signal.removeEventListener('abort', stopTimer);
    });
    if (outcome === 'elapsed') return;
    remaining -= ctx.timeline.now().getTime() - started;
    if (session.inside) await handleEarlyRemoval(ctx, session);
  }
}

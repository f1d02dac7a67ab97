import { type DeviceFamily, isRecollectExpired } from '@ponto/domain';
import { atomically, contextOf, type ExamRunDeps, type RunContext } from './context';
import { publishProgress } from './effects';
import { loadRequest, moveExam } from './exam-request';
import { failRun } from './run-end';
import { dueTimer } from './timers';

/**
 * §4/§8/§9 timers from stored instants (a restart changes nothing): a capsule not inserted within 10
 * minutes of the NFC read invalidates the exam; a user action waited for 30 minutes times it out, with
 * a warning at 15 minutes left; a step running past its family's limit fails (EXAM_STEP_TIMEOUT); a
 * recollect past its deadline expires. Each exam changes in its own transaction. Returns how many exams
 * it changed.
 */
export async function enforceTimers(deps: ExamRunDeps): Promise<number> {
  const now = deps.clock.now();
  const { runs } = contextOf(deps);
  const active = await runs.activeRuns();
  let changed = 0;
  for (const { run, family } of active) {
    if (!dueTimer(run, family as DeviceFamily, now)) continue;
    if (await atomically(deps, (ctx) => runTimer(ctx, run.examRequestId, run.id, now))) changed++;
  }
  const expiring = await runs.expiredRecollects(now);
  for (const id of expiring) {
    if (await atomically(deps, (ctx) => expireRecollect(ctx, id, now))) changed++;
  }
  return changed;
}

/** Re-reads the run under lock (another process may have handled it) and applies the timer that is due. */
async function runTimer(ctx: RunContext, examRequestId: string, runId: string, now: Date): Promise<boolean> {
  const request = await loadRequest(ctx, examRequestId, { lock: true });
  const run = await ctx.runs.activeRunById(runId);
  if (!request || !run) return false;
  const due = dueTimer(run, request.family, now);
  if (!due) return false;
  switch (due.kind) {
    case 'capsuleLate':
      await failRun(ctx, request, run, 'CAPSULE_INSERTED_TOO_LATE', now);
      return true;
    case 'timedOut':
      await failRun(ctx, request, run, 'EXAM_TIMEOUT', now);
      return true;
    case 'stepTimedOut':
      await failRun(ctx, request, run, 'EXAM_STEP_TIMEOUT', now, { step: run.step });
      return true;
    case 'warning': {
      const updated = await ctx.runs.patchRun(run, { warnedAt: now });
      await ctx.runs.note(request.id, run.id, 'timeoutWarning', now, { remainingMs: due.remainingMs });
      await publishProgress(ctx, request, updated, 'EXAM_TIMEOUT_WARNING');
      return true;
    }
  }
}

/** §4: a recollect not started by its deadline expires; the exam must be registered again. */
async function expireRecollect(ctx: RunContext, examRequestId: string, now: Date): Promise<boolean> {
  const request = await loadRequest(ctx, examRequestId, { lock: true });
  if (request?.status !== 'awaitingRecollect' || !isRecollectExpired(request.recollectDeadlineAt, now))
    return false;
  await moveExam(ctx, request, 'recollectExpired');
  await ctx.runs.note(request.id, null, 'recollectExpired', now, {
    deadlineAt: request.recollectDeadlineAt?.toISOString() ?? null,
  });
  await publishProgress(ctx, request, await ctx.runs.lastRun(request.id), 'RECOLLECT_EXPIRED');
  return true;
}

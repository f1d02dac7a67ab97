import { emitExamFailed, emitResultFinished } from '../webhooks/emit';
import type { RunContext } from './context';
import { commandReader, publishProgress, resultSource, webhookSource } from './effects';
import { moveExam } from './exam-request';
import type { RequestRow, RunRow } from './types';

/**
 * A run that cannot go on: with a capsule bound to the exam it becomes invalid (cancel or recollect,
 * the capsule is spent) — or, when the user had chosen to continue after an early removal, it goes to
 * the recollect list (§4); before the capsule is bound the exam is free to start again with another
 * capsule. The reader is told to cancel.
 */
export async function failRun(
  ctx: RunContext,
  request: RequestRow,
  run: RunRow,
  code: string,
  at: Date,
  detail: Record<string, unknown> = {},
): Promise<void> {
  if (!(await ctx.runs.endRun(run.id, at, code))) return;
  await ctx.runs.note(request.id, run.id, 'failed', at, { error: code, ...detail });
  if (request.status === 'inAnalysis') {
    // One recollect per exam: a recollect that fails after continuing is invalid like any other.
    if (run.continuedAt && !request.recollectedAt)
      await toRecollect(ctx, request, 'CAPSULE_REMOVED_DURING_PROCESSING', at, null);
    else {
      await moveExam(ctx, request, 'invalid');
      await emitResultFinished(ctx.db, resultSource(ctx, request), at, code);
    }
  }
  await emitExamFailed(ctx.db, webhookSource(request), at, code);
  await commandReader(ctx, run.readerId, { type: 'cancel', examId: request.id });
  await publishProgress(ctx, request, { ...run, endedAt: at, errorCode: code }, code);
}

/** The exam goes to the recollect list with its deadline; the spent capsule is kept as the old one. */
export async function toRecollect(
  ctx: RunContext,
  request: RequestRow,
  reason: string | null,
  at: Date,
  by: string | null,
) {
  const spent = await ctx.runs.lastCapsuleCode(request.id);
  await moveExam(ctx, request, 'awaitingRecollect');
  const hours = ctx.recollectDeadlineHours ?? 72;
  const deadline = new Date(at.getTime() + hours * 3_600_000);
  const oldCapsuleCode = request.oldCapsuleCode ?? spent ?? null;
  await ctx.runs.setRecollect(request.id, {
    recollectReason: reason,
    recollectRequestedAt: at,
    recollectDeadlineAt: deadline,
    oldCapsuleCode,
  });
  Object.assign(request, {
    recollectReason: reason,
    recollectRequestedAt: at,
    recollectDeadlineAt: deadline,
    oldCapsuleCode,
  });
  await ctx.runs.note(request.id, null, 'recollectRequested', at, {
    reason,
    deadlineAt: deadline.toISOString(),
    ...(by ? { by } : {}),
  });
}

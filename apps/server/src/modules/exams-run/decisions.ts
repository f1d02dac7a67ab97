import {
  canCancelExam,
  canRequestRecollect,
  type ExternalResultInput,
  fieldError,
  type Role,
} from '@ponto/domain';
import { AppError, validationError } from '../../platform/errors';
import { withCriticalFlags } from '../critical-values/flag';
import { externalResultRows } from '../results/external-entry';
import { ResultRepository } from '../results/repository';
import { emitResultFinished } from '../webhooks/emit';
import type { WorkplaceRunContext } from './context';
import { isAwaitingDecision } from './detail';
import { awaitRelease, commandReader, publishProgress, resultSource } from './effects';
import { detailOf, moveExam, requestIn } from './exam-request';
import { toRecollect } from './run-end';
import type { Actor } from './types';

// What a user decides about an exam of their workplace besides starting it and releasing its result;
// each runs in the change's transaction (WorkplaceRunContext) with the request's row locked first.

/** POST /exam-requests/:id/cancel: §4 data are lost, consumables not returned; support may cancel. */
export async function cancelExam(ctx: WorkplaceRunContext, actor: Actor, examRequestId: string) {
  const request = await requestIn(ctx, examRequestId);
  const run = await ctx.runs.activeRun(request.id);
  const runningIt = !run || run.startedBy === actor.id;
  const allowed = canCancelExam(request.status, actor.roles as Role[], runningIt);
  if (!allowed.ok) throw new AppError(allowed.code);
  await moveExam(ctx, request, 'cancelled');
  const now = ctx.clock.now();
  if (run) {
    await ctx.runs.endRun(run.id, now, 'EXAM_CANCELLED');
    await commandReader(ctx, run.readerId, { type: 'cancel', examId: request.id });
  }
  await ctx.runs.note(request.id, run?.id ?? null, 'cancelled', now, { by: actor.id });
  await publishProgress(ctx, request, run);
  return detailOf(ctx, request, actor);
}

/** POST /exam-requests/:id/continue: after an early capsule removal the user goes on with the run (§4). */
export async function continueExam(ctx: WorkplaceRunContext, actor: Actor, examRequestId: string) {
  const request = await requestIn(ctx, examRequestId);
  const run = await ctx.runs.activeRun(request.id);
  if (!run || !isAwaitingDecision(run)) throw new AppError('INVALID_TRANSITION');
  const now = ctx.clock.now();
  const updated = await ctx.runs.patchRun(run, { continuedAt: now });
  await ctx.runs.note(request.id, run.id, 'continued', now, { by: actor.id });
  await commandReader(ctx, run.readerId, { type: 'continue', examId: request.id });
  await publishProgress(ctx, request, updated);
  return detailOf(ctx, request, actor);
}

/**
 * POST /exam-requests/:id/recollect (§4): an invalid report needs no reason, anything else does (an
 * early removal awaiting the user's decision gives its own). An active run ends and its reader is told
 * to cancel; the recollect must start before its deadline.
 */
export async function requestRecollect(
  ctx: WorkplaceRunContext,
  actor: Actor,
  examRequestId: string,
  given?: string,
) {
  const request = await requestIn(ctx, examRequestId);
  const run = await ctx.runs.activeRun(request.id);
  const reason = given?.trim() || (isAwaitingDecision(run) ? 'CAPSULE_REMOVED_DURING_PROCESSING' : null);
  const candidate = { state: request.status, recollected: !!request.recollectedAt };
  const possible = canRequestRecollect({ ...candidate, reason: reason ?? 'given' });
  if (!possible.ok) throw new AppError(possible.code);
  if (!canRequestRecollect({ ...candidate, reason }).ok)
    throw validationError([fieldError('reason', 'required')]);
  const now = ctx.clock.now();
  // An invalid report keeps why its run failed as the reason shown in the recollect list.
  const stored = reason ?? (run ? null : ((await ctx.runs.lastRun(request.id))?.errorCode ?? null));
  if (run) {
    await ctx.runs.endRun(run.id, now, null);
    await commandReader(ctx, run.readerId, { type: 'cancel', examId: request.id });
  }
  await toRecollect(ctx, request, stored, now, actor.id);
  await publishProgress(ctx, request, run ? { ...run, endedAt: now } : await ctx.runs.lastRun(request.id));
  return detailOf(ctx, request, actor);
}

/**
 * POST /exam-requests/:id/results (§2 external exam result entry): an operator types the result of a
 * test read outside a Ponto reader. Only an exam waiting for its test and not started on a reader takes
 * one; it becomes ready, or invalid when a reading is invalid (-1), and then follows the usual rules.
 */
export async function enterExternalResult(
  ctx: WorkplaceRunContext,
  actor: Actor,
  examRequestId: string,
  input: ExternalResultInput,
) {
  const request = await requestIn(ctx, examRequestId);
  if (request.status !== 'waitingForTest' || (await ctx.runs.activeRun(request.id)))
    throw new AppError('INVALID_TRANSITION');
  const now = ctx.clock.now();
  const results = new ResultRepository(ctx.db);
  const { rows, invalid } = await externalResultRows(
    results,
    { examRequestId: request.id, examId: request.examId },
    input,
    actor.id,
    now,
  );
  await moveExam(ctx, request, 'inAnalysis');
  await moveExam(ctx, request, invalid ? 'invalid' : 'ready');
  await results.insert(await withCriticalFlags(ctx.db, request, rows));
  await ctx.runs.note(request.id, null, 'resultEntered', now, { by: actor.id, invalid });
  if (invalid) await emitResultFinished(ctx.db, resultSource(ctx, request), now);
  await publishProgress(ctx, request, undefined);
  if (!invalid) await awaitRelease(ctx, request, now);
  return detailOf(ctx, request, actor);
}

/** POST /exam-requests/:id/rating (§2 'rate exam'): 1 to 5, once the report is ready; a new rating replaces it. */
export async function rateExam(
  ctx: WorkplaceRunContext,
  actor: Actor,
  examRequestId: string,
  rating: number,
) {
  const request = await requestIn(ctx, examRequestId);
  if (request.status !== 'ready') throw new AppError('INVALID_TRANSITION');
  const now = ctx.clock.now();
  await ctx.runs.setRating(request.id, rating, now);
  request.rating = rating;
  await ctx.runs.note(request.id, null, 'rated', now, { rating, by: actor.id });
  return detailOf(ctx, request, actor);
}

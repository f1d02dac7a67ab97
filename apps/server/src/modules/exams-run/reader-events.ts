import {
  advanceStep,
  checkCapsuleInsertion,
  type ExamStep,
  isInvalidResult,
  isLastStep,
  type ReaderEvent,
} from '@ponto/domain';
import { withCriticalFlags } from '../critical-values/flag';
import { readerResultRows } from '../results/reader-result';
import { ResultRepository } from '../results/repository';
import { emitResultFinished } from '../webhooks/emit';
import { claimCapsule } from './capsule-claim';
import type { RunContext } from './context';
import { awaitRelease, publishProgress, resultSource } from './effects';
import { loadRequest, moveExam } from './exam-request';
import { type ResultPartEvent, storeResultPart } from './result-parts';
import { failRun } from './run-end';
import type { RequestRow, RunRow } from './types';

export interface DeviceRef {
  id: string;
  code: string;
  cnpj: string | null;
}

/** A device event on the exam it names, if that exam runs on this device. */
export async function handleReaderEvent(
  ctx: RunContext,
  device: DeviceRef,
  examId: string,
  event: ReaderEvent,
): Promise<void> {
  const request = await loadRequest(ctx, examId, { lock: true });
  if (!request) return;
  const run = await ctx.runs.activeRunOn(device.id, examId);
  if (!run) return;
  const now = ctx.clock.now();
  switch (event.type) {
    case 'nfcRead':
      return nfcRead(ctx, request, run, event.capsuleCode, event.lot, now);
    case 'capsuleInserted':
      return capsuleInserted(ctx, request, run, now);
    case 'capsuleRemoved': {
      const updated = await ctx.runs.patchRun(run, event.early ? { waitingSince: now, warnedAt: null } : {});
      await ctx.runs.note(request.id, run.id, 'capsuleRemoved', now, { early: event.early });
      return publishProgress(ctx, request, updated, event.early ? 'CAPSULE_REMOVED_DURING_PROCESSING' : null);
    }
    case 'stepStarted':
    case 'stepFinished':
      return stepEvent(ctx, request, run, event.type, event.step, now);
    case 'resultPart':
      return resultPart(ctx, request, run, event, now);
    case 'error':
      return failRun(ctx, request, run, event.error, now, event.detail ? { detail: event.detail } : {});
    default:
      return;
  }
}

async function nfcRead(
  ctx: RunContext,
  request: RequestRow,
  run: RunRow,
  capsuleCode: string,
  lotNumber: string,
  now: Date,
) {
  if (run.nfcReadAt) return;
  const claim = await claimCapsule(ctx.db, request, capsuleCode, lotNumber, now, async (id) => {
    return (await loadRequest(ctx, id))?.patientName;
  });
  if (!claim.ok)
    return failRun(ctx, request, run, claim.code, now, { capsuleCode, lot: lotNumber, ...claim.detail });
  await moveExam(ctx, request, 'inAnalysis');
  const updated = await ctx.runs.patchRun(run, {
    nfcReadAt: now,
    capsuleCode,
    lotNumber,
    waitingSince: now,
    warnedAt: null,
  });
  await ctx.runs.note(request.id, run.id, 'nfcRead', now, { capsuleCode, lot: lotNumber });
  await publishProgress(ctx, request, updated);
}

async function capsuleInserted(ctx: RunContext, request: RequestRow, run: RunRow, now: Date) {
  if (!run.capsuleInsertedAt) {
    const check = checkCapsuleInsertion(run.nfcReadAt, now);
    if (!check.ok) return failRun(ctx, request, run, check.code, now);
    const updated = await ctx.runs.patchRun(run, { capsuleInsertedAt: now, waitingSince: null });
    await ctx.runs.note(request.id, run.id, 'capsuleInserted', now);
    return publishProgress(ctx, request, updated);
  }
  // Back in after an early removal, once the user chose to continue: the step's clock starts again.
  const continued = run.waitingSince && run.continuedAt && run.continuedAt >= run.waitingSince;
  if (!continued) return;
  const updated = await ctx.runs.patchRun(run, { waitingSince: null, warnedAt: null, stepStartedAt: now });
  await ctx.runs.note(request.id, run.id, 'capsuleInserted', now, { again: true });
  return publishProgress(ctx, request, updated);
}

/** "Sending result (part x of y)": once all parts are in and check out, the run's result is stored. */
async function resultPart(
  ctx: RunContext,
  request: RequestRow,
  run: RunRow,
  event: ResultPartEvent,
  now: Date,
) {
  if (request.status !== 'inAnalysis') return;
  const joined = await storeResultPart(ctx.runs, run, event, now);
  if (joined === 'pending') return;
  if (!joined.ok) return failRun(ctx, request, run, joined.code, now, { reason: joined.reason });
  const results = new ResultRepository(ctx.db);
  const read = await readerResultRows(
    results,
    { examRequestId: request.id, examId: request.examId },
    joined.document,
  );
  if (!read.ok) return failRun(ctx, request, run, 'RESULT_UNREADABLE', now, { reason: read.reason });
  await results.replace(
    request.id,
    await withCriticalFlags(
      ctx.db,
      request,
      read.rows.map((row) => ({ ...row, runId: run.id })),
    ),
  );
  await ctx.runs.note(request.id, run.id, 'resultReceived', now, { analytes: read.rows.length });
  await publishProgress(ctx, request, run);
}

async function stepEvent(
  ctx: RunContext,
  request: RequestRow,
  run: RunRow,
  type: 'stepStarted' | 'stepFinished',
  step: ExamStep,
  now: Date,
) {
  const outcome = advanceStep(request.family, run.step as ExamStep | null, step);
  if (!outcome.ok) {
    await ctx.runs.note(request.id, run.id, 'refused', now, { error: outcome.code, step });
    return publishProgress(ctx, request, run, outcome.code);
  }
  // The step timeout counts from the step's first event; a repeated one does not restart it.
  const stepStartedAt = step !== run.step || !run.stepStartedAt ? now : run.stepStartedAt;
  const updated = await ctx.runs.patchRun(run, { step, stepStartedAt });
  await ctx.runs.note(request.id, run.id, type, now, { step });
  const done =
    isLastStep(request.family, step) &&
    (type === 'stepFinished' || step === 'reportReady' || step === 'finish');
  if (done && request.status === 'inAnalysis') {
    // The report is what the reader measured: no result from this run, no report.
    const measured = await new ResultRepository(ctx.db).ofRun(run.id);
    if (measured.length === 0)
      return failRun(ctx, request, updated, 'RESULT_UNREADABLE', now, { reason: 'missing' });
    const invalid = measured.some((r) => !r.valid) || isInvalidResult(measured);
    await moveExam(ctx, request, invalid ? 'invalid' : 'ready');
    await ctx.runs.endRun(updated.id, now, null);
    await ctx.runs.note(request.id, run.id, 'resultReady', now, invalid ? { invalid } : {});
    if (invalid) await emitResultFinished(ctx.db, resultSource(ctx, request), now);
    await publishProgress(ctx, request, { ...updated, endedAt: now });
    if (!invalid) await awaitRelease(ctx, request, now);
    return;
  }
  await publishProgress(ctx, request, updated);
}

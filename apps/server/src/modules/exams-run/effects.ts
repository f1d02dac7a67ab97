import crypto from 'node:crypto';
import {
  type ExamStep,
  envelope,
  hasLocalAnalysis,
  readerTopics,
  stepProgressPercent,
  type WorkplacePermission,
  workplaceTopics,
} from '@ponto/domain';
import { openCriticalNotice } from '../critical-values/open-notice';
import { localAnalysisChange, waitsForConfirmation } from '../local-analysis/change';
import { releasersOf } from '../results/releasers';
import type { RunContext } from './context';
import type { RequestRow, RunRow } from './types';

// What a change of an exam tells others besides its own rows: the reader (commands), the workplace's
// browsers (the live bus), integrators (webhook events). Messages go through the context's bus, which
// holds them until the commit; webhook events are rows of the change's transaction.

export async function commandReader(
  ctx: RunContext,
  readerId: string,
  message: Record<string, unknown>,
): Promise<void> {
  const code = (await ctx.readers.codeOf(readerId)) ?? '';
  await ctx.bus.publish(readerTopics.commands(code), {
    ...envelope(crypto.randomUUID(), ctx.clock.now()),
    ...message,
  });
}

/** The exam's progress on the workplace's exams topic, and its move on the local-analysis list. */
export async function publishProgress(
  ctx: RunContext,
  request: RequestRow,
  run: RunRow | undefined,
  error: string | null = null,
) {
  const step = (run?.step ?? null) as ExamStep | null;
  await ctx.bus.publish(workplaceTopics.exams(request.cnpj), {
    ...envelope(crypto.randomUUID(), ctx.clock.now()),
    type: 'examProgress',
    examId: request.id,
    readerCode: run ? ((await ctx.readers.codeOf(run.readerId)) ?? '') : null,
    state: request.status,
    step,
    percent: step ? stepProgressPercent(request.family, step) : 0,
    error,
  });
  // §4 local analysis: an exam whose results now wait for confirmation joins the list, one released or
  // sent to recollect leaves it.
  const listed = waitsForConfirmation(request);
  if (listed !== request.listed) {
    request.listed = listed;
    const change = await localAnalysisChange(ctx.db, request, listed ? 'joined' : 'left', ctx.clock.now());
    if (change) await ctx.bus.publish(...change);
  }
}

/**
 * A ready result waits for whoever may release it: they are told live (the web shows it to them only),
 * the timeline records how many were told, and a critical value alerts everyone of the workplace.
 */
export async function awaitRelease(ctx: RunContext, request: RequestRow, now: Date) {
  const localAnalysis = hasLocalAnalysis({
    permissions: request.workplacePermissions as WorkplacePermission[],
  });
  const releasers = await releasersOf(ctx.db, request.workplaceId, localAnalysis);
  await ctx.runs.note(request.id, null, 'releaseRequested', now, { told: releasers.length });
  await ctx.bus.publish(workplaceTopics.exams(request.cnpj), {
    ...envelope(crypto.randomUUID(), now),
    type: 'releaseRequested',
    examId: request.id,
    protocolNumber: request.protocolNumber,
    patient: request.patientName,
    examName: request.examName,
  });
  await alertCritical(ctx, request);
}

/**
 * A result out of its critical range, when it is ready (or rectified to one): the workplace's critical
 * notice waits for someone to record who was told, and everyone of the workplace is alerted live.
 */
export async function alertCritical(ctx: RunContext, request: RequestRow) {
  const now = ctx.clock.now();
  const { analytes } = await openCriticalNotice(ctx.db, request, now);
  if (analytes.length === 0) return;
  await ctx.bus.publish(workplaceTopics.exams(request.cnpj), {
    ...envelope(crypto.randomUUID(), now),
    type: 'criticalResult',
    examId: request.id,
    protocolNumber: request.protocolNumber,
    patient: request.patientName,
    analytes: analytes.map(({ code, name, value, unit }) => ({ code, name, value, unit })),
  });
}

/** Webhook events are written in the change's transaction (ctx.db is bound to it). */
export function webhookSource(request: RequestRow) {
  return { workplaceId: request.workplaceId, examRequestId: request.id };
}

/** What result.finished names: the exam, and the FHIR base its DiagnosticReport is read from. */
export function resultSource(ctx: { publicUrl: () => string }, request: RequestRow) {
  return { ...webhookSource(request), fhirBase: `${ctx.publicUrl()}/fhir/R4` };
}

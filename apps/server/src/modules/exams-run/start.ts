import crypto from 'node:crypto';
import { type DeviceFamily, envelope, examStateMachine, readerSuitsExam, readerTopics } from '@ponto/domain';
import { AppError } from '../../platform/errors';
import { assertQualityAllows } from '../quality/lockout-guard';
import { emitExamStarted } from '../webhooks/emit';
import type { WorkplaceRunContext } from './context';
import { publishProgress, webhookSource } from './effects';
import { detailOf, moveExam, requestIn } from './exam-request';
import type { ExamRunDetail } from './schemas';
import {
  assertBloodCountReady,
  assertNoControlRunning,
  assertReaderReady,
  assertRecollectCanStart,
  currentStatus,
} from './start-guards';
import type { Actor, RunRow } from './types';

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/**
 * POST /exam-requests/:id/start. An exam awaiting recollect starts its recollect (§4 redo): one only,
 * within its deadline, and not on a reader where another exam waits for its capsule.
 */
export async function startExam(
  ctx: WorkplaceRunContext,
  actor: Actor,
  examRequestId: string,
  readerCode: string,
  tube3VolumeUl: number | undefined,
): Promise<ExamRunDetail> {
  const request = await requestIn(ctx, examRequestId);
  const reader = await ctx.here.reader(readerCode);
  if (!reader) throw new AppError('NOT_FOUND');
  const suited = readerSuitsExam(reader.family as DeviceFamily, request.family);
  if (!suited.ok) throw new AppError(suited.code);
  const now = ctx.clock.now();
  await assertQualityAllows(
    ctx,
    { examId: request.examId, examRequestId: request.id, actorId: actor.id },
    reader,
    now,
  );
  const bloodCount = await assertBloodCountReady(ctx.readers, request, reader, tube3VolumeUl);
  const recollecting = request.status === 'awaitingRecollect' || request.status === 'recollectExpired';
  if (recollecting) {
    await assertRecollectCanStart(ctx.readers, request, reader.id, now);
  } else {
    const canStart = examStateMachine.transition(request.status, 'inAnalysis');
    if (!canStart.ok) throw new AppError(canStart.code);
    if (await ctx.runs.activeRun(request.id)) throw new AppError('INVALID_TRANSITION');
  }

  await assertNoControlRunning(ctx.readers, reader.id);
  assertReaderReady(currentStatus(reader.status, ctx.unwrittenStatus?.(reader.id)), now);

  if (recollecting) {
    await moveExam(ctx, request, 'waitingForTest');
    await ctx.runs.markRecollected(request.id, now);
    request.recollectedAt = now;
  }
  const redo = !!request.recollectedAt;
  let run: RunRow;
  try {
    // A savepoint: a lost race on the reader's partial unique index must not spoil the transaction.
    run = await ctx.runs.insertRun({
      examRequestId: request.id,
      workplaceId: ctx.workplace.id,
      readerId: reader.id,
      startedBy: actor.id,
      startedAt: now,
      waitingSince: now,
      redo,
      tube3VolumeUl: bloodCount ? (tube3VolumeUl ?? null) : null,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('READER_IN_USE');
    throw error;
  }
  await ctx.runs.note(request.id, run.id, 'started', now, {
    readerCode: reader.code,
    by: actor.id,
    ...(redo ? { redo: true } : {}),
  });
  await emitExamStarted(ctx.db, webhookSource(request), now, redo);
  await ctx.bus.publish(readerTopics.commands(reader.code), {
    ...envelope(crypto.randomUUID(), now),
    type: 'startExam',
    examId: request.id,
    examIndex: request.examIndex,
    ...(redo && request.oldCapsuleCode ? { oldCapsuleCode: request.oldCapsuleCode } : {}),
  });
  await publishProgress(ctx, request, run);
  return detailOf(ctx, request, actor);
}

import {
  canCancelExam,
  canRequestRecollect,
  capsuleDeadline,
  type ExamStep,
  isRecollectExpired,
  type Role,
  stepProgressPercent,
  stepsFor,
  USER_ACTION_TIMEOUT_MS,
} from '@ponto/domain';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { examRunEvents, examRuns, readers } from '../../db/schema';
import type { ExamRunDetail } from './schemas';
import type { Actor, RequestRow, RunRow } from './types';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/**
 * §4 early removal: the capsule came out after it was inserted and the user has not chosen yet to
 * continue (continue or recollect). The removal sets `waitingSince`; continuing stamps `continuedAt`.
 */
export function isAwaitingDecision(run: RunRow | undefined): boolean {
  return (
    !!run &&
    !run.endedAt &&
    !!run.capsuleInsertedAt &&
    !!run.waitingSince &&
    (!run.continuedAt || run.continuedAt < run.waitingSince)
  );
}

/** GET /exam-requests/:id: the request, its last run, what the user may do, and the timeline. */
export async function buildDetail(
  db: Db,
  request: RequestRow,
  now: Date,
  actor?: Actor,
): Promise<ExamRunDetail> {
  const [run] = await db
    .select()
    .from(examRuns)
    .where(eq(examRuns.examRequestId, request.id))
    .orderBy(desc(examRuns.startedAt))
    .limit(1);
  const [reader] = run
    ? await db.select({ code: readers.code }).from(readers).where(eq(readers.id, run.readerId))
    : [];
  const events = await db
    .select()
    .from(examRunEvents)
    .where(eq(examRunEvents.examRequestId, request.id))
    .orderBy(asc(examRunEvents.at), asc(sql`ctid`));
  const step = (run?.step ?? null) as ExamStep | null;
  const running = !!run && !run.endedAt;
  const recollected = !!request.recollectedAt;
  const roles = (actor?.roles ?? []) as Role[];
  const runningIt = !running || run.startedBy === actor?.id;
  return {
    id: request.id,
    examCode: request.examCode,
    examName: request.examName,
    examIndex: request.examIndex,
    family: request.family,
    patientName: request.patientName,
    protocolNumber: request.protocolNumber,
    preExamId: request.preExamId,
    state: request.status,
    running,
    reader: reader ? { code: reader.code } : null,
    capsule: run?.capsuleCode && run.lotNumber ? { code: run.capsuleCode, lot: run.lotNumber } : null,
    step,
    steps: [...stepsFor(request.family)],
    percent: step ? stepProgressPercent(request.family, step) : 0,
    instructions: request.instructions ?? {},
    errorCode: run?.errorCode ?? null,
    startedAt: iso(run?.startedAt),
    nfcReadAt: iso(run?.nfcReadAt),
    capsuleDeadlineAt:
      running && run.nfcReadAt && !run.capsuleInsertedAt ? iso(capsuleDeadline(run.nfcReadAt)) : null,
    capsuleInsertedAt: iso(run?.capsuleInsertedAt),
    actionDeadlineAt:
      running && run.waitingSince ? iso(new Date(run.waitingSince.getTime() + USER_ACTION_TIMEOUT_MS)) : null,
    warnedAt: iso(run?.warnedAt),
    endedAt: iso(run?.endedAt),
    awaitingDecision: isAwaitingDecision(run),
    continuedAt: iso(run?.continuedAt),
    redo: run?.redo ?? false,
    oldCapsuleCode: request.oldCapsuleCode,
    recollect: request.recollectRequestedAt
      ? {
          reason: request.recollectReason,
          requestedAt: request.recollectRequestedAt.toISOString(),
          deadlineAt: iso(request.recollectDeadlineAt),
          expired:
            request.status === 'recollectExpired' ||
            (request.status === 'awaitingRecollect' && isRecollectExpired(request.recollectDeadlineAt, now)),
        }
      : null,
    recollected,
    rating: request.rating,
    tube3VolumeUl: run?.tube3VolumeUl ?? null,
    canCancel: !!actor && canCancelExam(request.status, roles, runningIt).ok,
    // Whether a recollect could be asked (the user gives the reason when one is needed).
    canRecollect: canRequestRecollect({ state: request.status, recollected, reason: 'given' }).ok,
    timeline: [
      { type: 'registered', at: request.createdAt.toISOString(), detail: {} },
      ...events.map((e) => ({ type: e.type, at: e.at.toISOString(), detail: e.detail })),
    ],
  };
}

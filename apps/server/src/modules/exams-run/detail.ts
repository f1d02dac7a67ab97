import {
  canCancelExam,
  canOpenReport,
  canRectifyExam,
  canReleaseExam,
  canRequestRecollect,
  capsuleDeadline,
  type ExamStep,
  hasLocalAnalysis,
  isRecollectExpired,
  type Role,
  stepProgressPercent,
  stepsFor,
  USER_ACTION_TIMEOUT_MS,
  type WorkplacePermission,
} from '@ponto/domain';
import type { Db } from '../../db/database';
import { releasersOf } from '../results/releasers';
import { ResultRepository } from '../results/repository';
import { ExamReaderRepository } from './reader-repository';
import { ExamRunRepository } from './repository';
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
  const runs = new ExamRunRepository(db);
  const run = await runs.lastRun(request.id);
  const readerCode = run ? await new ExamReaderRepository(db).codeOf(run.readerId) : undefined;
  const events = await runs.timeline(request.id);
  const results = new ResultRepository(db);
  const analytes = await results.analytesOf(request.examId);
  const resultRows = await results.of(request.id);
  const revisions = await results.revisionsOf(request.id);
  const release = {
    state: request.status,
    released: !!request.releasedAt,
    localAnalysis: hasLocalAnalysis({ permissions: request.workplacePermissions as WorkplacePermission[] }),
    roles: (actor?.roles ?? []) as Role[],
    labAnalyst: !!actor?.labAnalyst,
    registeredHere: true,
  };
  const awaitingRelease = request.status === 'ready' && !request.releasedAt;
  const releasers = awaitingRelease ? await releasersOf(db, request.workplaceId, release.localAnalysis) : [];
  const releaseRequested = awaitingRelease
    ? events.findLast((e) => e.type === 'releaseRequested')
    : undefined;
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
    timeZone: request.workplaceTimeZone,
    state: request.status,
    running,
    reader: readerCode !== undefined ? { code: readerCode } : null,
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
    canEnterResult: request.status === 'waitingForTest' && !running,
    analytes: analytes.map((a) => ({
      code: a.code,
      name: a.name,
      unit: a.unit,
      lowerLimit: a.lowerLimit,
      upperLimit: a.upperLimit,
      qualitative: a.qualitative,
    })),
    results: resultRows.map((r) => ({
      analyteCode: r.analyteCode,
      analyteName: r.analyteName,
      qualitative: r.qualitative,
      value: r.value,
      unit: r.unit,
      lowerLimit: r.lowerLimit,
      upperLimit: r.upperLimit,
      valid: r.valid,
      description: r.description,
      interferent: r.interferent,
      methodology: r.methodology,
      resultAt: r.resultAt.toISOString(),
      source: r.source as 'reader' | 'external',
      critical: r.critical,
    })),
    releasedAt: iso(request.releasedAt),
    reportLanguages: request.reportLanguages,
    // A released report prints its results; an invalid one or one waiting for recollect prints none (§2).
    canOpenReport: canOpenReport({ state: request.status, released: !!request.releasedAt }),
    canRelease: !!actor && canReleaseExam(release).ok,
    // Whether the user could rectify once they confirm (the dialog asks).
    canRectify: !!actor && canRectifyExam({ ...release, confirmed: true }).ok,
    releasers: releasers.map(({ name, council }) => ({ name, council })),
    releaseRequestedAt: iso(releaseRequested?.at),
    revisions: revisions.map((r) => ({
      analyteCode: r.analyteCode,
      oldValue: r.oldValue,
      newValue: r.newValue,
      reason: r.reason,
      at: r.at.toISOString(),
    })),
    timeline: [
      { type: 'registered', at: request.createdAt.toISOString(), detail: {} },
      ...events.map((e) => ({ type: e.type, at: e.at.toISOString(), detail: e.detail })),
    ],
  };
}

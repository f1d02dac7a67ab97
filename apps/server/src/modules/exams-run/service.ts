import crypto from 'node:crypto';
import {
  advanceStep,
  canCancelExam,
  canRectifyExam,
  canReleaseExam,
  canRequestRecollect,
  checkCapsuleInsertion,
  checkCouncilData,
  type DeviceFamily,
  type ExamState,
  type ExamStep,
  type ExamTimelineEvent,
  type ExternalResultInput,
  envelope,
  examStateMachine,
  fieldError,
  hasLocalAnalysis,
  isInvalidResult,
  isLastStep,
  isRecollectExpired,
  type ReaderEvent,
  type RectifyInput,
  type Role,
  readerSuitsExam,
  readerTopics,
  rectifyProblems,
  stepProgressPercent,
  type WorkplacePermission,
  workplaceTopics,
} from '@ponto/domain';
import { and, desc, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import {
  animals,
  examRequests,
  examRunEvents,
  examRuns,
  exams,
  patients,
  preExams,
  readers,
  users,
  workplaces,
} from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { AppError, validationError } from '../../platform/errors';
import type { AuditSource, AuditTrail } from '../audit/service';
import { refreshCriticalFlags, withCriticalFlags } from '../critical-values/flag';
import { openCriticalNotice } from '../critical-values/open-notice';
import type { LiveBus } from '../live/live-bus';
import { localAnalysisChange, waitsForConfirmation } from '../local-analysis/change';
import { assertQualityAllows } from '../quality/lockout-guard';
import type { EventScope } from '../readers/service';
import { externalResultRows } from '../results/external-entry';
import { readerResultRows } from '../results/reader-result';
import { releasersOf } from '../results/releasers';
import { reportHashOf } from '../results/report-hash';
import { ResultRepository } from '../results/repository';
import { emitExamFailed, emitExamStarted, emitResultFinished } from '../webhooks/emit';
import { claimCapsule } from './capsule-claim';
import { buildDetail, isAwaitingDecision } from './detail';
import { countAwaitingRelease, listExamRequests } from './list';
import { type ResultPartEvent, storeResultPart } from './result-parts';
import type { ExamRunDetail, ListQuery } from './schemas';
import {
  assertBloodCountReady,
  assertNoControlRunning,
  assertReaderReady,
  assertRecollectCanStart,
} from './start-guards';
import { dueTimer } from './timers';
import type { Actor, RequestRow, RunRow, WorkplaceRef } from './types';

export type { Actor, WorkplaceRef } from './types';

export interface ExamRunDeps {
  db: Db;
  /** Releases and rectifications are recorded in the transaction that makes them (docs/audit.md). */
  audit: AuditTrail;
  bus: LiveBus;
  clock: Clock;
  log: FastifyBaseLogger;
  /** §4 recollect deadline after the request (config RECOLLECT_DEADLINE_HOURS, default 72). */
  recollectDeadlineHours?: number;
}

export interface DeviceRef {
  id: string;
  code: string;
  cnpj: string | null;
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

const requestColumns = {
  id: examRequests.id,
  workplaceId: examRequests.workplaceId,
  cnpj: workplaces.cnpj,
  status: examRequests.status,
  examIndex: examRequests.examIndex,
  examId: examRequests.examId,
  examCode: exams.code,
  examName: exams.name,
  instructions: exams.instructions,
  family: exams.deviceFamily,
  createdAt: examRequests.createdAt,
  preExamId: examRequests.preExamId,
  protocolNumber: preExams.protocolNumber,
  patientName: sql<string>`coalesce(${patients.fullName}, ${animals.animal}->>'nameOrCode', '')`,
  recollectReason: examRequests.recollectReason,
  recollectRequestedAt: examRequests.recollectRequestedAt,
  recollectDeadlineAt: examRequests.recollectDeadlineAt,
  recollectedAt: examRequests.recollectedAt,
  oldCapsuleCode: examRequests.oldCapsuleCode,
  rating: examRequests.rating,
  releasedAt: examRequests.releasedAt,
  reportLanguages: sql<string[]>`coalesce(${preExams.order}->'reportLanguages', '["pt-BR"]'::jsonb)`,
  workplacePermissions: workplaces.permissions,
  workplaceGroup: workplaces.group,
  workplaceTimeZone: workplaces.timeZone,
};

/**
 * The server's side of running an exam: start on a reader (a recollect too), device events
 * through the §4 machines, capsule and lot checks, the §4/§8/§9 timers from stored instants, continue
 * after an early removal, recollect, cancel, rating, and the timeline. Every change is published on the
 * workplace's exams topic.
 *
 * Each change runs in one database transaction that first locks the exam request's row (then its run's):
 * a reader never sees a state without its timeline entry, and an event, a timer and a user's call on the
 * same exam take turns. Messages to the broker wait for the commit, so a reader never answers a command
 * whose run it cannot see yet.
 */
export class ExamRunService {
  constructor(private readonly deps: ExamRunDeps) {}

  get db(): Db {
    return this.deps.db;
  }

  get clock(): Clock {
    return this.deps.clock;
  }

  /**
   * Runs `work` on a copy of this service bound to one transaction (its own, or the given scope's);
   * publishes its messages after the commit.
   */
  private async atomically<T>(work: (inTx: ExamRunService) => Promise<T>, scope?: EventScope): Promise<T> {
    const outbox: Array<[topic: string, message: unknown]> = [];
    const bus = {
      publish: async (topic: string, message: unknown) => {
        outbox.push([topic, message]);
      },
    } as unknown as LiveBus;
    const publishAll = async () => {
      for (const [topic, message] of outbox) await this.deps.bus.publish(topic, message);
    };
    const inTx = (tx: Db) => work(new ExamRunService({ ...this.deps, db: tx, bus }));
    if (scope) {
      scope.afterCommit(publishAll);
      return inTx(scope.db);
    }
    const result = await this.db.transaction((tx) => inTx(tx));
    await publishAll();
    return result;
  }

  private async request(
    examRequestId: string,
    options: { workplaceId?: string; lock?: boolean } = {},
  ): Promise<RequestRow | undefined> {
    const query = this.db
      .select(requestColumns)
      .from(examRequests)
      .innerJoin(exams, eq(exams.id, examRequests.examId))
      .innerJoin(workplaces, eq(workplaces.id, examRequests.workplaceId))
      .innerJoin(preExams, eq(preExams.id, examRequests.preExamId))
      .leftJoin(patients, eq(patients.id, preExams.patientId))
      .leftJoin(animals, eq(animals.id, preExams.animalId))
      .where(
        options.workplaceId
          ? and(eq(examRequests.id, examRequestId), eq(examRequests.workplaceId, options.workplaceId))
          : eq(examRequests.id, examRequestId),
      );
    const [row] = options.lock ? await query.for('update', { of: examRequests }) : await query;
    if (row) (row as RequestRow).listed = waitsForConfirmation(row);
    return row as RequestRow | undefined;
  }

  private async requestIn(workplace: WorkplaceRef, id: string, lock = true): Promise<RequestRow> {
    const row = await this.request(id, { workplaceId: workplace.id, lock });
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  private async activeRun(examRequestId: string): Promise<RunRow | undefined> {
    const [row] = await this.db
      .select()
      .from(examRuns)
      .where(and(eq(examRuns.examRequestId, examRequestId), isNull(examRuns.endedAt)))
      .for('update');
    return row;
  }

  private async lastRun(examRequestId: string): Promise<RunRow | undefined> {
    const [row] = await this.db
      .select()
      .from(examRuns)
      .where(eq(examRuns.examRequestId, examRequestId))
      .orderBy(desc(examRuns.startedAt))
      .limit(1);
    return row;
  }

  private async readerCode(readerId: string): Promise<string> {
    const [row] = await this.db.select({ code: readers.code }).from(readers).where(eq(readers.id, readerId));
    return row?.code ?? '';
  }

  private async note(
    examRequestId: string,
    runId: string | null,
    type: ExamTimelineEvent,
    at: Date,
    detail: Record<string, unknown> = {},
  ) {
    await this.db.insert(examRunEvents).values({ examRequestId, runId, type, at, detail });
  }

  /** Moves the exam request along the §4 exam machine; refused moves throw their §8 code. */
  private async move(request: RequestRow, to: ExamState): Promise<void> {
    const outcome = examStateMachine.transition(request.status, to);
    if (!outcome.ok) throw new AppError(outcome.code);
    const rows = await this.db
      .update(examRequests)
      .set({ status: to })
      .where(and(eq(examRequests.id, request.id), eq(examRequests.status, request.status)))
      .returning({ id: examRequests.id });
    if (rows.length !== 1) throw new AppError('INVALID_TRANSITION');
    request.status = to;
  }

  private async command(readerId: string, message: Record<string, unknown>): Promise<void> {
    const code = await this.readerCode(readerId);
    await this.deps.bus.publish(readerTopics.commands(code), {
      ...envelope(crypto.randomUUID(), this.deps.clock.now()),
      ...message,
    });
  }

  private async publish(request: RequestRow, run: RunRow | undefined, error: string | null = null) {
    const step = (run?.step ?? null) as ExamStep | null;
    await this.deps.bus.publish(workplaceTopics.exams(request.cnpj), {
      ...envelope(crypto.randomUUID(), this.deps.clock.now()),
      type: 'examProgress',
      examId: request.id,
      readerCode: run ? await this.readerCode(run.readerId) : null,
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
      const change = await localAnalysisChange(
        this.db,
        request,
        listed ? 'joined' : 'left',
        this.deps.clock.now(),
      );
      if (change) await this.deps.bus.publish(...change);
    }
  }

  /**
   * A ready result waits for whoever may release it: they are told live (the web shows it to them only),
   * the timeline records how many were told, and a critical value alerts everyone of the workplace.
   */
  private async awaitRelease(request: RequestRow, now: Date) {
    const localAnalysis = hasLocalAnalysis({
      permissions: request.workplacePermissions as WorkplacePermission[],
    });
    const releasers = await releasersOf(this.db, request.workplaceId, localAnalysis);
    await this.note(request.id, null, 'releaseRequested', now, { told: releasers.length });
    await this.deps.bus.publish(workplaceTopics.exams(request.cnpj), {
      ...envelope(crypto.randomUUID(), now),
      type: 'releaseRequested',
      examId: request.id,
      protocolNumber: request.protocolNumber,
      patient: request.patientName,
      examName: request.examName,
    });
    await this.alertCritical(request);
  }

  /**
   * A result out of its critical range, when it is ready (or rectified to one): the workplace's critical
   * notice waits for someone to record who was told, and everyone of the workplace is alerted live.
   */
  private async alertCritical(request: RequestRow) {
    const now = this.deps.clock.now();
    const { analytes } = await openCriticalNotice(this.db, request, now);
    if (analytes.length === 0) return;
    await this.deps.bus.publish(workplaceTopics.exams(request.cnpj), {
      ...envelope(crypto.randomUUID(), now),
      type: 'criticalResult',
      examId: request.id,
      protocolNumber: request.protocolNumber,
      patient: request.patientName,
      analytes: analytes.map(({ code, name, value, unit }) => ({ code, name, value, unit })),
    });
  }

  /** Webhook events are written in the change's transaction (this.db is bound to it). */
  private webhookSource(request: RequestRow) {
    return { workplaceId: request.workplaceId, examRequestId: request.id };
  }

  private detail(request: RequestRow, actor?: Actor): Promise<ExamRunDetail> {
    return buildDetail(this.db, request, this.deps.clock.now(), actor);
  }

  /**
   * POST /exam-requests/:id/start. An exam awaiting recollect starts its recollect (§4 redo): one only,
   * within its deadline, and not on a reader where another exam waits for its capsule.
   */
  start(
    workplace: WorkplaceRef,
    actor: Actor,
    examRequestId: string,
    readerCode: string,
    tube3VolumeUl?: number,
  ): Promise<ExamRunDetail> {
    return this.atomically((s) => s.startIn(workplace, actor, examRequestId, readerCode, tube3VolumeUl));
  }

  private async startIn(
    workplace: WorkplaceRef,
    actor: Actor,
    examRequestId: string,
    readerCode: string,
    tube3VolumeUl: number | undefined,
  ): Promise<ExamRunDetail> {
    const request = await this.requestIn(workplace, examRequestId);
    const [reader] = await this.db
      .select()
      .from(readers)
      .where(and(eq(readers.workplaceId, workplace.id), eq(readers.code, readerCode.trim().toUpperCase())));
    if (!reader) throw new AppError('NOT_FOUND');
    const suited = readerSuitsExam(reader.family as DeviceFamily, request.family);
    if (!suited.ok) throw new AppError(suited.code);
    const now = this.deps.clock.now();
    await assertQualityAllows(
      this.db,
      { workplaceId: workplace.id, examId: request.examId, examRequestId: request.id, actorId: actor.id },
      reader,
      now,
    );
    const bloodCount = await assertBloodCountReady(this.db, request, reader, tube3VolumeUl);
    const recollecting = request.status === 'awaitingRecollect' || request.status === 'recollectExpired';
    if (recollecting) {
      await assertRecollectCanStart(this.db, request, reader.id, now);
    } else {
      const canStart = examStateMachine.transition(request.status, 'inAnalysis');
      if (!canStart.ok) throw new AppError(canStart.code);
      if (await this.activeRun(request.id)) throw new AppError('INVALID_TRANSITION');
    }

    await assertNoControlRunning(this.db, reader.id);
    assertReaderReady(reader.status, now);

    if (recollecting) {
      await this.move(request, 'waitingForTest');
      await this.db.update(examRequests).set({ recollectedAt: now }).where(eq(examRequests.id, request.id));
      request.recollectedAt = now;
    }
    const redo = !!request.recollectedAt;
    let run: RunRow;
    try {
      // A savepoint: a lost race on the reader's partial unique index must not spoil the transaction.
      [run] = (await this.db.transaction((sp) =>
        sp
          .insert(examRuns)
          .values({
            examRequestId: request.id,
            workplaceId: workplace.id,
            readerId: reader.id,
            startedBy: actor.id,
            startedAt: now,
            waitingSince: now,
            redo,
            tube3VolumeUl: bloodCount ? (tube3VolumeUl ?? null) : null,
          })
          .returning(),
      )) as [RunRow];
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('READER_IN_USE');
      throw error;
    }
    await this.note(request.id, run.id, 'started', now, {
      readerCode: reader.code,
      by: actor.id,
      ...(redo ? { redo: true } : {}),
    });
    await emitExamStarted(this.db, this.webhookSource(request), now, redo);
    await this.deps.bus.publish(readerTopics.commands(reader.code), {
      ...envelope(crypto.randomUUID(), now),
      type: 'startExam',
      examId: request.id,
      examIndex: request.examIndex,
      ...(redo && request.oldCapsuleCode ? { oldCapsuleCode: request.oldCapsuleCode } : {}),
    });
    await this.publish(request, run);
    return this.detail(request, actor);
  }

  /** POST /exam-requests/:id/cancel: §4 data are lost, consumables not returned; support may cancel. */
  cancel(workplace: WorkplaceRef, actor: Actor, examRequestId: string): Promise<ExamRunDetail> {
    return this.atomically((s) => s.cancelIn(workplace, actor, examRequestId));
  }

  private async cancelIn(workplace: WorkplaceRef, actor: Actor, examRequestId: string) {
    const request = await this.requestIn(workplace, examRequestId);
    const run = await this.activeRun(request.id);
    const runningIt = !run || run.startedBy === actor.id;
    const allowed = canCancelExam(request.status, actor.roles as Role[], runningIt);
    if (!allowed.ok) throw new AppError(allowed.code);
    await this.move(request, 'cancelled');
    const now = this.deps.clock.now();
    if (run) {
      await this.endRun(run, now, 'EXAM_CANCELLED');
      await this.command(run.readerId, { type: 'cancel', examId: request.id });
    }
    await this.note(request.id, run?.id ?? null, 'cancelled', now, { by: actor.id });
    await this.publish(request, run);
    return this.detail(request, actor);
  }

  /** POST /exam-requests/:id/continue: after an early capsule removal the user goes on with the run (§4). */
  continue(workplace: WorkplaceRef, actor: Actor, examRequestId: string): Promise<ExamRunDetail> {
    return this.atomically((s) => s.continueIn(workplace, actor, examRequestId));
  }

  private async continueIn(workplace: WorkplaceRef, actor: Actor, examRequestId: string) {
    const request = await this.requestIn(workplace, examRequestId);
    const run = await this.activeRun(request.id);
    if (!run || !isAwaitingDecision(run)) throw new AppError('INVALID_TRANSITION');
    const now = this.deps.clock.now();
    const updated = await this.patch(run, { continuedAt: now });
    await this.note(request.id, run.id, 'continued', now, { by: actor.id });
    await this.command(run.readerId, { type: 'continue', examId: request.id });
    await this.publish(request, updated);
    return this.detail(request, actor);
  }

  /**
   * POST /exam-requests/:id/recollect (§4): an invalid report needs no reason, anything else does (an
   * early removal awaiting the user's decision gives its own). An active run ends and its reader is told
   * to cancel; the recollect must start before its deadline.
   */
  recollect(
    workplace: WorkplaceRef,
    actor: Actor,
    examRequestId: string,
    reason?: string,
  ): Promise<ExamRunDetail> {
    return this.atomically((s) => s.recollectIn(workplace, actor, examRequestId, reason));
  }

  private async recollectIn(workplace: WorkplaceRef, actor: Actor, examRequestId: string, given?: string) {
    const request = await this.requestIn(workplace, examRequestId);
    const run = await this.activeRun(request.id);
    const reason = given?.trim() || (isAwaitingDecision(run) ? 'CAPSULE_REMOVED_DURING_PROCESSING' : null);
    const candidate = { state: request.status, recollected: !!request.recollectedAt };
    const possible = canRequestRecollect({ ...candidate, reason: reason ?? 'given' });
    if (!possible.ok) throw new AppError(possible.code);
    if (!canRequestRecollect({ ...candidate, reason }).ok)
      throw validationError([fieldError('reason', 'required')]);
    const now = this.deps.clock.now();
    // An invalid report keeps why its run failed as the reason shown in the recollect list.
    const stored = reason ?? (run ? null : ((await this.lastRun(request.id))?.errorCode ?? null));
    if (run) {
      await this.endRun(run, now, null);
      await this.command(run.readerId, { type: 'cancel', examId: request.id });
    }
    await this.toRecollect(request, stored, now, actor.id);
    await this.publish(request, run ? { ...run, endedAt: now } : await this.lastRun(request.id));
    return this.detail(request, actor);
  }

  /** The exam goes to the recollect list with its deadline; the spent capsule is kept as the old one. */
  private async toRecollect(request: RequestRow, reason: string | null, at: Date, by: string | null) {
    const [spent] = await this.db
      .select({ code: examRuns.capsuleCode })
      .from(examRuns)
      .where(and(eq(examRuns.examRequestId, request.id), isNotNull(examRuns.capsuleCode)))
      .orderBy(desc(examRuns.startedAt))
      .limit(1);
    await this.move(request, 'awaitingRecollect');
    const hours = this.deps.recollectDeadlineHours ?? 72;
    const deadline = new Date(at.getTime() + hours * 3_600_000);
    const oldCapsuleCode = request.oldCapsuleCode ?? spent?.code ?? null;
    await this.db
      .update(examRequests)
      .set({
        recollectReason: reason,
        recollectRequestedAt: at,
        recollectDeadlineAt: deadline,
        oldCapsuleCode,
      })
      .where(eq(examRequests.id, request.id));
    Object.assign(request, {
      recollectReason: reason,
      recollectRequestedAt: at,
      recollectDeadlineAt: deadline,
      oldCapsuleCode,
    });
    await this.note(request.id, null, 'recollectRequested', at, {
      reason,
      deadlineAt: deadline.toISOString(),
      ...(by ? { by } : {}),
    });
  }

  /**
   * POST /exam-requests/:id/results (§2 external exam result entry): an operator types the result of a
   * test read outside a Ponto reader. Only an exam waiting for its test and not started on a reader takes
   * one; it becomes ready, or invalid when a reading is invalid (-1), and then follows the usual rules.
   */
  enterResult(workplace: WorkplaceRef, actor: Actor, examRequestId: string, input: ExternalResultInput) {
    return this.atomically((s) => s.enterResultIn(workplace, actor, examRequestId, input));
  }

  private async enterResultIn(
    workplace: WorkplaceRef,
    actor: Actor,
    examRequestId: string,
    input: ExternalResultInput,
  ) {
    const request = await this.requestIn(workplace, examRequestId);
    if (request.status !== 'waitingForTest' || (await this.activeRun(request.id)))
      throw new AppError('INVALID_TRANSITION');
    const now = this.deps.clock.now();
    const results = new ResultRepository(this.db);
    const { rows, invalid } = await externalResultRows(
      results,
      { examRequestId: request.id, examId: request.examId },
      input,
      actor.id,
      now,
    );
    await this.move(request, 'inAnalysis');
    await this.move(request, invalid ? 'invalid' : 'ready');
    await results.insert(await withCriticalFlags(this.db, request, rows));
    await this.note(request.id, null, 'resultEntered', now, { by: actor.id, invalid });
    if (invalid) await emitResultFinished(this.db, this.webhookSource(request), now);
    await this.publish(request, undefined);
    if (!invalid) await this.awaitRelease(request, now);
    return this.detail(request, actor);
  }

  /**
   * The exam as an approver sees it: an exam of this workplace, or of another workplace of the same
   * network (group) — which it may see but not approve (§5). Anything else is not found.
   */
  private async requestForApproval(workplace: WorkplaceRef, examRequestId: string) {
    const request = await this.request(examRequestId, { lock: true });
    if (!request) throw new AppError('NOT_FOUND');
    if (request.workplaceId === workplace.id) return { request, registeredHere: true };
    const [here] = await this.db
      .select({ group: workplaces.group })
      .from(workplaces)
      .where(eq(workplaces.id, workplace.id));
    if (!here?.group || here.group !== request.workplaceGroup) throw new AppError('NOT_FOUND');
    return { request, registeredHere: false };
  }

  private releaseContext(request: RequestRow, actor: Actor, registeredHere: boolean) {
    return {
      state: request.status,
      released: !!request.releasedAt,
      localAnalysis: hasLocalAnalysis({ permissions: request.workplacePermissions as WorkplacePermission[] }),
      roles: actor.roles as Role[],
      labAnalyst: !!actor.labAnalyst,
      registeredHere,
    };
  }

  /**
   * POST /exam-requests/:id/release (§2, §5, §6): the report's results are confirmed and may be printed.
   * The audit entry commits with the release, or neither does.
   */
  release(workplace: WorkplaceRef, actor: Actor, examRequestId: string, source: AuditSource) {
    return this.atomically(async (s) => {
      const { request, registeredHere } = await s.requestForApproval(workplace, examRequestId);
      const allowed = canReleaseExam(s.releaseContext(request, actor, registeredHere));
      if (!allowed.ok) throw new AppError(allowed.code);
      // §5: the result sheet names who released it, with their council data.
      const [releaser] = await s.db.select().from(users).where(eq(users.id, actor.id));
      const council = checkCouncilData(
        releaser ?? { councilAcronym: null, councilState: null, councilNumber: null },
      );
      if (!council.ok) throw new AppError(council.code);
      const now = s.deps.clock.now();
      const reportHash = await reportHashOf(new ResultRepository(s.db), request, now);
      await s.db
        .update(examRequests)
        .set({ releasedAt: now, releasedBy: actor.id, reportHash })
        .where(eq(examRequests.id, request.id));
      request.releasedAt = now;
      await s.note(request.id, null, 'released', now, { by: actor.id });
      await s.deps.audit.append(
        {
          action: 'resultRelease',
          outcome: 'success',
          workplaceId: workplace.id,
          actorId: actor.id,
          targetType: 'examRequest',
          targetId: request.id,
          ...source,
        },
        s.db,
      );
      // A ready result reaches integrators once confirmed, as the integration API shows it (FINISHED).
      await emitResultFinished(s.db, s.webhookSource(request), now);
      await s.publish(request, undefined);
      return s.detail(request, actor);
    });
  }

  /**
   * POST /exam-requests/:id/rectify (§4): a released result changed after the user confirmed it; each
   * old value stays in the result's history with who changed it, when and why. The audit entry commits with
   * the change, or neither does.
   */
  rectify(
    workplace: WorkplaceRef,
    actor: Actor,
    examRequestId: string,
    input: RectifyInput,
    source: AuditSource,
  ) {
    return this.atomically(async (s) => {
      const { request, registeredHere } = await s.requestForApproval(workplace, examRequestId);
      const allowed = canRectifyExam({
        ...s.releaseContext(request, actor, registeredHere),
        confirmed: input.confirmed,
      });
      if (!allowed.ok) throw new AppError(allowed.code);
      const results = new ResultRepository(s.db);
      const problems = rectifyProblems(input, await results.analytesOf(request.examId));
      if (problems.length > 0) throw validationError(problems);
      const now = s.deps.clock.now();
      const changed = await results.rectify(request.id, input, actor.id, now);
      await refreshCriticalFlags(s.db, request);
      // A rectified report states other values: it gets its own hashcode, the old paper no longer verifies.
      const reportHash = await reportHashOf(results, request, request.releasedAt as Date);
      await s.db.update(examRequests).set({ reportHash }).where(eq(examRequests.id, request.id));
      await s.note(request.id, null, 'rectified', now, { by: actor.id, analytes: changed });
      await s.deps.audit.append(
        {
          action: 'resultRectify',
          outcome: 'success',
          workplaceId: workplace.id,
          actorId: actor.id,
          targetType: 'examRequest',
          targetId: request.id,
          // Which analytes changed (codes), never their values.
          details: { analytes: changed },
          ...source,
        },
        s.db,
      );
      await s.publish(request, undefined);
      await s.alertCritical(request);
      return s.detail(request, actor);
    });
  }

  /** POST /exam-requests/:id/rating (§2 'rate exam'): 1 to 5, once the report is ready; a new rating replaces it. */
  rate(workplace: WorkplaceRef, actor: Actor, examRequestId: string, rating: number) {
    return this.atomically((s) => s.rateIn(workplace, actor, examRequestId, rating));
  }

  private async rateIn(workplace: WorkplaceRef, actor: Actor, examRequestId: string, rating: number) {
    const request = await this.requestIn(workplace, examRequestId);
    if (request.status !== 'ready') throw new AppError('INVALID_TRANSITION');
    const now = this.deps.clock.now();
    await this.db.update(examRequests).set({ rating, ratedAt: now }).where(eq(examRequests.id, request.id));
    request.rating = rating;
    await this.note(request.id, null, 'rated', now, { rating, by: actor.id });
    return this.detail(request, actor);
  }

  /** GET /exam-requests/:id. */
  async get(workplace: WorkplaceRef, examRequestId: string, actor?: Actor): Promise<ExamRunDetail> {
    // One snapshot: the request, its run and its timeline must agree even while a device event commits
    // between two of the reads (a run read before the event with a timeline read after it showed a
    // countdown that no longer ran).
    return this.db.transaction(
      async (tx) => {
        const inTx = new ExamRunService({ ...this.deps, db: tx });
        return inTx.detail(await inTx.requestIn(workplace, examRequestId, false), actor);
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
  }

  /** GET /exam-requests: newest first, by state and patient name or protocol number. */
  list(workplace: WorkplaceRef, query: ListQuery) {
    return listExamRequests(this.db, workplace, query);
  }

  awaitingReleaseCount(workplace: WorkplaceRef): Promise<number> {
    return countAwaitingRelease(this.db, workplace);
  }

  private async endRun(run: RunRow, at: Date, errorCode: string | null): Promise<boolean> {
    const rows = await this.db
      .update(examRuns)
      .set({ endedAt: at, errorCode, waitingSince: null })
      .where(and(eq(examRuns.id, run.id), isNull(examRuns.endedAt)))
      .returning({ id: examRuns.id });
    return rows.length === 1;
  }

  /**
   * A run that cannot go on: with a capsule bound to the exam it becomes invalid (cancel or recollect,
   * the capsule is spent) — or, when the user had chosen to continue after an early removal, it goes to
   * the recollect list (§4); before the capsule is bound the exam is free to start again with another
   * capsule. The reader is told to cancel.
   */
  private async fail(request: RequestRow, run: RunRow, code: string, at: Date, detail = {}): Promise<void> {
    if (!(await this.endRun(run, at, code))) return;
    await this.note(request.id, run.id, 'failed', at, { error: code, ...detail });
    if (request.status === 'inAnalysis') {
      // One recollect per exam: a recollect that fails after continuing is invalid like any other.
      if (run.continuedAt && !request.recollectedAt)
        await this.toRecollect(request, 'CAPSULE_REMOVED_DURING_PROCESSING', at, null);
      else {
        await this.move(request, 'invalid');
        await emitResultFinished(this.db, this.webhookSource(request), at, code);
      }
    }
    await emitExamFailed(this.db, this.webhookSource(request), at, code);
    await this.command(run.readerId, { type: 'cancel', examId: request.id });
    await this.publish(request, { ...run, endedAt: at, errorCode: code }, code);
  }

  private async patch(run: RunRow, values: Partial<typeof examRuns.$inferInsert>): Promise<RunRow> {
    const [row] = await this.db
      .update(examRuns)
      .set(values)
      .where(and(eq(examRuns.id, run.id), isNull(examRuns.endedAt)))
      .returning();
    return row ?? run;
  }

  /** A device event that the readers module has stored once (QoS 1 redeliveries never reach here). */
  /** A device event, in the transaction of the reader's inbox when one is given (readers/service.ts). */
  async onReaderEvent(device: DeviceRef, event: ReaderEvent, scope?: EventScope): Promise<void> {
    const examId = event.examId;
    if (!examId || !/^[0-9a-f-]{36}$/i.test(examId)) return;
    await this.atomically((s) => s.handleEvent(device, examId, event), scope);
  }

  private async handleEvent(device: DeviceRef, examId: string, event: ReaderEvent): Promise<void> {
    const request = await this.request(examId, { lock: true });
    if (!request) return;
    const [run] = await this.db
      .select()
      .from(examRuns)
      .where(
        and(eq(examRuns.readerId, device.id), eq(examRuns.examRequestId, examId), isNull(examRuns.endedAt)),
      )
      .for('update');
    if (!run) return;
    const now = this.deps.clock.now();
    switch (event.type) {
      case 'nfcRead':
        return this.nfcRead(request, run, event.capsuleCode, event.lot, now);
      case 'capsuleInserted':
        return this.capsuleInserted(request, run, now);
      case 'capsuleRemoved': {
        const updated = await this.patch(run, event.early ? { waitingSince: now, warnedAt: null } : {});
        await this.note(request.id, run.id, 'capsuleRemoved', now, { early: event.early });
        return this.publish(request, updated, event.early ? 'CAPSULE_REMOVED_DURING_PROCESSING' : null);
      }
      case 'stepStarted':
      case 'stepFinished':
        return this.step(request, run, event.type, event.step, now);
      case 'resultPart':
        return this.resultPart(request, run, event, now);
      case 'error':
        return this.fail(request, run, event.error, now, event.detail ? { detail: event.detail } : {});
      default:
        return;
    }
  }

  private async capsuleInserted(request: RequestRow, run: RunRow, now: Date) {
    if (!run.capsuleInsertedAt) {
      const check = checkCapsuleInsertion(run.nfcReadAt, now);
      if (!check.ok) return this.fail(request, run, check.code, now);
      const updated = await this.patch(run, { capsuleInsertedAt: now, waitingSince: null });
      await this.note(request.id, run.id, 'capsuleInserted', now);
      return this.publish(request, updated);
    }
    // Back in after an early removal, once the user chose to continue: the step's clock starts again.
    const continued = run.waitingSince && run.continuedAt && run.continuedAt >= run.waitingSince;
    if (!continued) return;
    const updated = await this.patch(run, { waitingSince: null, warnedAt: null, stepStartedAt: now });
    await this.note(request.id, run.id, 'capsuleInserted', now, { again: true });
    return this.publish(request, updated);
  }

  /** "Sending result (part x of y)": once all parts are in and check out, the run's result is stored. */
  private async resultPart(request: RequestRow, run: RunRow, event: ResultPartEvent, now: Date) {
    if (request.status !== 'inAnalysis') return;
    const joined = await storeResultPart(this.db, run, event, now);
    if (joined === 'pending') return;
    if (!joined.ok) return this.fail(request, run, joined.code, now, { reason: joined.reason });
    const results = new ResultRepository(this.db);
    const read = await readerResultRows(
      results,
      { examRequestId: request.id, examId: request.examId },
      joined.document,
    );
    if (!read.ok) return this.fail(request, run, 'RESULT_UNREADABLE', now, { reason: read.reason });
    await results.replace(
      request.id,
      await withCriticalFlags(
        this.db,
        request,
        read.rows.map((row) => ({ ...row, runId: run.id })),
      ),
    );
    await this.note(request.id, run.id, 'resultReceived', now, { analytes: read.rows.length });
    await this.publish(request, run);
  }

  private async nfcRead(request: RequestRow, run: RunRow, capsuleCode: string, lotNumber: string, now: Date) {
    if (run.nfcReadAt) return;
    const claim = await claimCapsule(this.db, request, capsuleCode, lotNumber, now, async (id) => {
      return (await this.request(id))?.patientName;
    });
    if (!claim.ok)
      return this.fail(request, run, claim.code, now, { capsuleCode, lot: lotNumber, ...claim.detail });
    await this.move(request, 'inAnalysis');
    const updated = await this.patch(run, {
      nfcReadAt: now,
      capsuleCode,
      lotNumber,
      waitingSince: now,
      warnedAt: null,
    });
    await this.note(request.id, run.id, 'nfcRead', now, { capsuleCode, lot: lotNumber });
    await this.publish(request, updated);
  }

  private async step(
    request: RequestRow,
    run: RunRow,
    type: 'stepStarted' | 'stepFinished',
    step: ExamStep,
    now: Date,
  ) {
    const outcome = advanceStep(request.family, run.step as ExamStep | null, step);
    if (!outcome.ok) {
      await this.note(request.id, run.id, 'refused', now, { error: outcome.code, step });
      return this.publish(request, run, outcome.code);
    }
    // The step timeout counts from the step's first event; a repeated one does not restart it.
    const stepStartedAt = step !== run.step || !run.stepStartedAt ? now : run.stepStartedAt;
    const updated = await this.patch(run, { step, stepStartedAt });
    await this.note(request.id, run.id, type, now, { step });
    const done =
      isLastStep(request.family, step) &&
      (type === 'stepFinished' || step === 'reportReady' || step === 'finish');
    if (done && request.status === 'inAnalysis') {
      // The report is what the reader measured: no result from this run, no report.
      const measured = await new ResultRepository(this.db).ofRun(run.id);
      if (measured.length === 0)
        return this.fail(request, updated, 'RESULT_UNREADABLE', now, { reason: 'missing' });
      const invalid = measured.some((r) => !r.valid) || isInvalidResult(measured);
      await this.move(request, invalid ? 'invalid' : 'ready');
      await this.endRun(updated, now, null);
      await this.note(request.id, run.id, 'resultReady', now, invalid ? { invalid } : {});
      if (invalid) await emitResultFinished(this.db, this.webhookSource(request), now);
      await this.publish(request, { ...updated, endedAt: now });
      if (!invalid) await this.awaitRelease(request, now);
      return;
    }
    await this.publish(request, updated);
  }

  /**
   * §4/§8/§9 timers from stored instants (a restart changes nothing): a capsule not inserted within 10
   * minutes of the NFC read invalidates the exam; a user action waited for 30 minutes times it out, with
   * a warning at 15 minutes left; a step running past its family's limit fails (EXAM_STEP_TIMEOUT); a
   * recollect past its deadline expires. Returns how many exams it changed.
   */
  async enforceTimers(): Promise<number> {
    const now = this.deps.clock.now();
    const active = await this.db
      .select({ run: examRuns, family: exams.deviceFamily })
      .from(examRuns)
      .innerJoin(examRequests, eq(examRequests.id, examRuns.examRequestId))
      .innerJoin(exams, eq(exams.id, examRequests.examId))
      .where(isNull(examRuns.endedAt));
    let changed = 0;
    for (const { run, family } of active) {
      if (!dueTimer(run, family as DeviceFamily, now)) continue;
      if (await this.atomically((s) => s.runTimer(run.examRequestId, run.id, now))) changed++;
    }
    const expiring = await this.db
      .select({ id: examRequests.id })
      .from(examRequests)
      .where(and(eq(examRequests.status, 'awaitingRecollect'), lt(examRequests.recollectDeadlineAt, now)));
    for (const { id } of expiring) {
      if (await this.atomically((s) => s.expireRecollect(id, now))) changed++;
    }
    return changed;
  }

  /** Re-reads the run under lock (another process may have handled it) and applies the timer that is due. */
  private async runTimer(examRequestId: string, runId: string, now: Date): Promise<boolean> {
    const request = await this.request(examRequestId, { lock: true });
    const [run] = await this.db
      .select()
      .from(examRuns)
      .where(and(eq(examRuns.id, runId), isNull(examRuns.endedAt)))
      .for('update');
    if (!request || !run) return false;
    const due = dueTimer(run, request.family, now);
    if (!due) return false;
    switch (due.kind) {
      case 'capsuleLate':
        await this.fail(request, run, 'CAPSULE_INSERTED_TOO_LATE', now);
        return true;
      case 'timedOut':
        await this.fail(request, run, 'EXAM_TIMEOUT', now);
        return true;
      case 'stepTimedOut':
        await this.fail(request, run, 'EXAM_STEP_TIMEOUT', now, { step: run.step });
        return true;
      case 'warning': {
        const updated = await this.patch(run, { warnedAt: now });
        await this.note(request.id, run.id, 'timeoutWarning', now, { remainingMs: due.remainingMs });
        await this.publish(request, updated, 'EXAM_TIMEOUT_WARNING');
        return true;
      }
    }
  }

  /** §4: a recollect not started by its deadline expires; the exam must be registered again. */
  private async expireRecollect(examRequestId: string, now: Date): Promise<boolean> {
    const request = await this.request(examRequestId, { lock: true });
    if (request?.status !== 'awaitingRecollect' || !isRecollectExpired(request.recollectDeadlineAt, now))
      return false;
    await this.move(request, 'recollectExpired');
    await this.note(request.id, null, 'recollectExpired', now, {
      deadlineAt: request.recollectDeadlineAt?.toISOString() ?? null,
    });
    await this.publish(request, await this.lastRun(request.id), 'RECOLLECT_EXPIRED');
    return true;
  }
}

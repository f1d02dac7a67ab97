import crypto from 'node:crypto';
import {
  actionTimeoutState,
  advanceStep,
  canCancelExam,
  canUseCapsule,
  capsuleDeadline,
  checkCapsuleInsertion,
  checkLot,
  type DeviceFamily,
  type ErrorCode,
  type ExamState,
  type ExamStep,
  envelope,
  examStateMachine,
  isExamInProgress,
  isLastStep,
  mustRecalibrate,
  type ReaderEvent,
  type Role,
  readerStateMachine,
  readerStatusMessageSchema,
  readerSuitsExam,
  readerTopics,
  stepProgressPercent,
  USER_ACTION_TIMEOUT_MS,
  workplaceTopics,
} from '@ponto/domain';
import { and, asc, desc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import {
  animals,
  capsulesUsed,
  examRequests,
  examRunEvents,
  examRuns,
  exams,
  lots,
  patients,
  preExams,
  readers,
  workplaces,
} from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { LiveBus } from '../live/live-bus';

export interface ExamRunDeps {
  db: Db;
  bus: LiveBus;
  clock: Clock;
  log: FastifyBaseLogger;
}

export interface WorkplaceRef {
  id: string;
  cnpj: string;
}

export interface Actor {
  id: string;
  roles: readonly string[];
}

export interface DeviceRef {
  id: string;
  code: string;
  cnpj: string | null;
}

type RunRow = typeof examRuns.$inferSelect;

interface RequestRow {
  id: string;
  workplaceId: string;
  cnpj: string;
  status: ExamState;
  examIndex: number;
  examCode: string;
  family: DeviceFamily;
  createdAt: Date;
  patientName: string;
}

export interface TimelineEntry {
  type: string;
  at: string;
  detail: Record<string, unknown>;
}

export interface ExamRunDetail {
  id: string;
  examCode: string;
  examIndex: number;
  family: DeviceFamily;
  patientName: string;
  state: ExamState;
  running: boolean;
  reader: { code: string } | null;
  capsule: { code: string; lot: string } | null;
  step: ExamStep | null;
  percent: number;
  errorCode: string | null;
  startedAt: string | null;
  nfcReadAt: string | null;
  capsuleDeadlineAt: string | null;
  capsuleInsertedAt: string | null;
  actionDeadlineAt: string | null;
  warnedAt: string | null;
  endedAt: string | null;
  timeline: TimelineEntry[];
}

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/** A lot is valid through the whole of its expiry date (UTC). */
function lotExpiry(expiresOn: string): Date {
  return new Date(new Date(`${expiresOn}T00:00:00Z`).getTime() + 86_400_000);
}

/**
 * The server's side of running an exam (issue 6, first slice): start on a reader, device events through
 * the §4 machines, capsule and lot checks, the §4/§9 timers from stored instants, cancel, and the
 * timeline. Every change is published on the workplace's exams topic.
 */
export class ExamRunService {
  constructor(private readonly deps: ExamRunDeps) {}

  private get db() {
    return this.deps.db;
  }

  private async request(examRequestId: string, workplaceId?: string): Promise<RequestRow | undefined> {
    const [row] = await this.db
      .select({
        id: examRequests.id,
        workplaceId: examRequests.workplaceId,
        cnpj: workplaces.cnpj,
        status: examRequests.status,
        examIndex: examRequests.examIndex,
        examCode: exams.code,
        family: exams.deviceFamily,
        createdAt: examRequests.createdAt,
        patientName: sql<string>`coalesce(${patients.fullName}, ${animals.animal}->>'nameOrCode', '')`,
      })
      .from(examRequests)
      .innerJoin(exams, eq(exams.id, examRequests.examId))
      .innerJoin(workplaces, eq(workplaces.id, examRequests.workplaceId))
      .innerJoin(preExams, eq(preExams.id, examRequests.preExamId))
      .leftJoin(patients, eq(patients.id, preExams.patientId))
      .leftJoin(animals, eq(animals.id, preExams.animalId))
      .where(
        workplaceId
          ? and(eq(examRequests.id, examRequestId), eq(examRequests.workplaceId, workplaceId))
          : eq(examRequests.id, examRequestId),
      );
    return row as RequestRow | undefined;
  }

  private async requestIn(workplace: WorkplaceRef, id: string): Promise<RequestRow> {
    const row = await this.request(id, workplace.id);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  private async activeRun(examRequestId: string): Promise<RunRow | undefined> {
    const [row] = await this.db
      .select()
      .from(examRuns)
      .where(and(eq(examRuns.examRequestId, examRequestId), isNull(examRuns.endedAt)));
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
    type: string,
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
  }

  /** POST /exam-requests/:id/start. */
  async start(
    workplace: WorkplaceRef,
    actor: Actor,
    examRequestId: string,
    readerCode: string,
  ): Promise<ExamRunDetail> {
    const request = await this.requestIn(workplace, examRequestId);
    const [reader] = await this.db
      .select()
      .from(readers)
      .where(and(eq(readers.workplaceId, workplace.id), eq(readers.code, readerCode.trim().toUpperCase())));
    if (!reader) throw new AppError('NOT_FOUND');
    const suited = readerSuitsExam(reader.family as DeviceFamily, request.family);
    if (!suited.ok) throw new AppError(suited.code);
    const canStart = examStateMachine.transition(request.status, 'inAnalysis');
    if (!canStart.ok) throw new AppError(canStart.code);
    if (await this.activeRun(request.id)) throw new AppError('INVALID_TRANSITION');

    const parsed = reader.status ? readerStatusMessageSchema.safeParse(reader.status) : null;
    const status = parsed?.success ? parsed.data : null;
    if (!status || status.state === 'offline' || status.state === 'reconnecting')
      throw new AppError('READER_OFFLINE');
    const now = this.deps.clock.now();
    if (isExamInProgress(status.state)) throw new AppError('READER_IN_USE');
    const calibration =
      status.calibration.status === 'none'
        ? null
        : {
            approved: status.calibration.status === 'approved',
            expiresAt: status.calibration.expiresAt ?? 0,
          };
    if (mustRecalibrate(calibration, now)) throw new AppError('CALIBRATION_NEEDED');
    if (status.state !== 'idle') {
      const move = readerStateMachine.transition(status.state, 'waitingNfcTag');
      throw new AppError(move.ok ? 'READER_IN_USE' : (move.code as ErrorCode));
    }

    let run: RunRow;
    try {
      [run] = (await this.db
        .insert(examRuns)
        .values({
          examRequestId: request.id,
          workplaceId: workplace.id,
          readerId: reader.id,
          startedBy: actor.id,
          startedAt: now,
          waitingSince: now,
        })
        .returning()) as [RunRow];
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('READER_IN_USE');
      throw error;
    }
    await this.note(request.id, run.id, 'started', now, { readerCode: reader.code, by: actor.id });
    await this.deps.bus.publish(readerTopics.commands(reader.code), {
      ...envelope(crypto.randomUUID(), now),
      type: 'startExam',
      examId: request.id,
      examIndex: request.examIndex,
    });
    await this.publish(request, run);
    return this.detail(request);
  }

  /** POST /exam-requests/:id/cancel: §4 data are lost, consumables not returned; support may cancel. */
  async cancel(workplace: WorkplaceRef, actor: Actor, examRequestId: string): Promise<ExamRunDetail> {
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
    return this.detail(request);
  }

  /** GET /exam-requests/:id. */
  async get(workplace: WorkplaceRef, examRequestId: string): Promise<ExamRunDetail> {
    return this.detail(await this.requestIn(workplace, examRequestId));
  }

  private async detail(request: RequestRow): Promise<ExamRunDetail> {
    const run = await this.lastRun(request.id);
    const events = await this.db
      .select()
      .from(examRunEvents)
      .where(eq(examRunEvents.examRequestId, request.id))
      .orderBy(asc(examRunEvents.at), asc(sql`ctid`));
    const step = (run?.step ?? null) as ExamStep | null;
    const running = !!run && !run.endedAt;
    return {
      id: request.id,
      examCode: request.examCode,
      examIndex: request.examIndex,
      family: request.family,
      patientName: request.patientName,
      state: request.status,
      running,
      reader: run ? { code: await this.readerCode(run.readerId) } : null,
      capsule: run?.capsuleCode && run.lotNumber ? { code: run.capsuleCode, lot: run.lotNumber } : null,
      step,
      percent: step ? stepProgressPercent(request.family, step) : 0,
      errorCode: run?.errorCode ?? null,
      startedAt: iso(run?.startedAt),
      nfcReadAt: iso(run?.nfcReadAt),
      capsuleDeadlineAt:
        running && run.nfcReadAt && !run.capsuleInsertedAt ? iso(capsuleDeadline(run.nfcReadAt)) : null,
      capsuleInsertedAt: iso(run?.capsuleInsertedAt),
      actionDeadlineAt:
        running && run.waitingSince
          ? iso(new Date(run.waitingSince.getTime() + USER_ACTION_TIMEOUT_MS))
          : null,
      warnedAt: iso(run?.warnedAt),
      endedAt: iso(run?.endedAt),
      timeline: [
        { type: 'registered', at: request.createdAt.toISOString(), detail: {} },
        ...events.map((e) => ({ type: e.type, at: e.at.toISOString(), detail: e.detail })),
      ],
    };
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
   * the capsule is spent); before that the exam is free to start again with another capsule. The
   * reader is told to cancel.
   */
  private async fail(request: RequestRow, run: RunRow, code: string, at: Date, detail = {}): Promise<void> {
    if (!(await this.endRun(run, at, code))) return;
    if (request.status === 'inAnalysis') await this.move(request, 'invalid');
    await this.note(request.id, run.id, 'failed', at, { error: code, ...detail });
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
  async onReaderEvent(device: DeviceRef, event: ReaderEvent): Promise<void> {
    if (!event.examId || !/^[0-9a-f-]{36}$/i.test(event.examId)) return;
    const [run] = await this.db
      .select()
      .from(examRuns)
      .where(
        and(
          eq(examRuns.readerId, device.id),
          eq(examRuns.examRequestId, event.examId),
          isNull(examRuns.endedAt),
        ),
      );
    if (!run) return;
    const request = await this.request(run.examRequestId);
    if (!request) return;
    const now = this.deps.clock.now();
    switch (event.type) {
      case 'nfcRead':
        return this.nfcRead(request, run, event.capsuleCode, event.lot, now);
      case 'capsuleInserted': {
        if (run.capsuleInsertedAt) return;
        const check = checkCapsuleInsertion(run.nfcReadAt, now);
        if (!check.ok) return this.fail(request, run, check.code, now);
        const updated = await this.patch(run, { capsuleInsertedAt: now, waitingSince: null });
        await this.note(request.id, run.id, 'capsuleInserted', now);
        return this.publish(request, updated);
      }
      case 'capsuleRemoved': {
        const updated = await this.patch(run, event.early ? { waitingSince: now, warnedAt: null } : {});
        await this.note(request.id, run.id, 'capsuleRemoved', now, { early: event.early });
        return this.publish(request, updated, event.early ? 'CAPSULE_REMOVED_DURING_PROCESSING' : null);
      }
      case 'stepStarted':
      case 'stepFinished':
        return this.step(request, run, event.type, event.step, now);
      case 'error':
        return this.fail(request, run, event.error, now, event.detail ? { detail: event.detail } : {});
      default:
        return;
    }
  }

  private async nfcRead(request: RequestRow, run: RunRow, capsuleCode: string, lotNumber: string, now: Date) {
    if (run.nfcReadAt) return;
    const refuse = (code: string, detail: Record<string, unknown> = {}) =>
      this.fail(request, run, code, now, { capsuleCode, lot: lotNumber, ...detail });
    const [lot] = await this.db
      .select()
      .from(lots)
      .where(and(eq(lots.workplaceId, request.workplaceId), eq(lots.lotNumber, lotNumber)));
    const lotCheck = checkLot(
      lot ? { number: lot.lotNumber, expiresAt: lotExpiry(lot.expiresOn) } : null,
      now,
    );
    if (!lot || !lotCheck.ok) return refuse(lotCheck.ok ? 'LOT_NOT_FOUND' : lotCheck.code);
    const [exam] = await this.db
      .select({ id: examRequests.examId })
      .from(examRequests)
      .where(eq(examRequests.id, request.id));
    if (lot.examId !== exam?.id) return refuse('CAPSULE_INCOMPATIBLE');
    const claimed = await this.db
      .insert(capsulesUsed)
      .values({ lotId: lot.id, capsuleCode, examRequestId: request.id, usedAt: now })
      .onConflictDoNothing()
      .returning({ examRequestId: capsulesUsed.examRequestId });
    if (claimed.length === 0) {
      const [used] = await this.db
        .select({ examRequestId: capsulesUsed.examRequestId })
        .from(capsulesUsed)
        .where(and(eq(capsulesUsed.lotId, lot.id), eq(capsulesUsed.capsuleCode, capsuleCode)));
      const user = used ? await this.request(used.examRequestId) : undefined;
      const outcome = canUseCapsule({ usedByPatient: user?.patientName || '?' }, now);
      if (!outcome.ok) return refuse(outcome.code, outcome.params ?? {});
    }
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
    const updated = await this.patch(run, { step });
    await this.note(request.id, run.id, type, now, { step });
    const done =
      isLastStep(request.family, step) &&
      (type === 'stepFinished' || step === 'reportReady' || step === 'finish');
    if (done && request.status === 'inAnalysis') {
      await this.move(request, 'ready');
      await this.endRun(updated, now, null);
      await this.note(request.id, run.id, 'resultReady', now);
      return this.publish(request, { ...updated, endedAt: now });
    }
    await this.publish(request, updated);
  }

  /**
   * §4/§9 timers from stored instants (a restart changes nothing): a capsule not inserted within 10
   * minutes of the NFC read invalidates the exam; a user action waited for 30 minutes times it out, with
   * a warning at 15 minutes left. Returns how many runs it changed.
   */
  async enforceTimers(): Promise<number> {
    const now = this.deps.clock.now();
    const due = await this.db
      .select()
      .from(examRuns)
      .where(
        and(
          isNull(examRuns.endedAt),
          or(
            isNotNull(examRuns.waitingSince),
            and(isNotNull(examRuns.nfcReadAt), isNull(examRuns.capsuleInsertedAt)),
          ),
        ),
      );
    let changed = 0;
    for (const run of due) {
      const request = await this.request(run.examRequestId);
      if (!request) continue;
      if (run.nfcReadAt && !run.capsuleInsertedAt) {
        const late = checkCapsuleInsertion(run.nfcReadAt, now);
        if (!late.ok) {
          await this.fail(request, run, late.code, now);
          changed++;
          continue;
        }
      }
      if (!run.waitingSince) continue;
      const timer = actionTimeoutState(run.waitingSince, now);
      if (timer.phase === 'timedOut') {
        await this.fail(request, run, 'EXAM_TIMEOUT', now);
        changed++;
      } else if (timer.phase === 'warning' && !run.warnedAt) {
        const [updated] = await this.db
          .update(examRuns)
          .set({ warnedAt: now })
          .where(and(eq(examRuns.id, run.id), isNull(examRuns.endedAt), isNull(examRuns.warnedAt)))
          .returning();
        if (!updated) continue; // another server process warned first
        await this.note(request.id, run.id, 'timeoutWarning', now, { remainingMs: timer.remainingMs });
        await this.publish(request, updated, 'EXAM_TIMEOUT_WARNING');
        changed++;
      }
    }
    return changed;
  }
}

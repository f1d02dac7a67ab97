import crypto from 'node:crypto';
import {
  CONTROL_RUN_MAX_MS,
  CONTROL_SAMPLE_PREFIXES,
  type ControlResult,
  type ControlSession,
  controlKindOfCode,
  controlSampleCodeProblemKeys,
  controlSampleCodeProblems,
  type DeviceFamily,
  type ExamStep,
  envelope,
  fieldError,
  isLastStep,
  judgeControl,
  type ProviderSample,
  type ReaderStatusMessage,
  readerSuitsExam,
  readerTopics,
} from '@ponto/domain';
import type { Db } from '../../db/database';
import type { Clock } from '../../platform/clock';
import { AppError, validationError } from '../../platform/errors';
import type { WorkplaceContext } from '../../request-context';
import { assertReaderReady, currentStatus } from '../exams-run/start-guards';
import type { LiveBus } from '../live/live-bus';
import type { ExamRow } from '../quality/standing';
import { examRefOf, toControlResult } from '../quality/views';
import type { EventScope } from '../readers/service';
import { claimControlCapsule } from './capsule';
import { type ControlSampleProvider, type ProviderSampleInfo, ProviderUnavailableError } from './provider';
import {
  type ControlResultPatch,
  type ControlResultRow,
  ControlSampleNetworkRepository,
  ControlSampleRepository,
} from './repository';
import { joinControlResult } from './result';

type Row = ControlResultRow;

/** A judged control run to send to the provider once its transaction commits. */
interface Submission {
  workplaceId: string;
  userId: string | null;
  code: string;
  value: string;
  at: Date;
  id: string;
}

/** 'ci a1cn0001', 'CI-A1CN0001' and 'CIA1CN0001' are one sample: 'CI-A1CN0001'. */
export function normaliseSampleCode(raw: string): string {
  const code = raw.trim().toUpperCase();
  const problems = controlSampleCodeProblems(code);
  if (problems.length > 0)
    throw validationError([
      fieldError(
        'sampleCode',
        controlSampleCodeProblemKeys[problems[0]!],
        problems[0] === 'wrongPrefix' ? { prefixes: CONTROL_SAMPLE_PREFIXES.join(', ') } : undefined,
      ),
    ]);
  return `${code.slice(0, 2)}-${code.slice(2).replace(/^[-\s]/, '')}`;
}

/**
 * §4 control-sample mode (docs/control-samples.md): the user's provider session, the §5 sample checks, and
 * control runs on readers driven by the same device events as patient exams.
 */
export class ControlSamplesService {
  /** Sessions, catalogue and network-wide checks; a workplace's runs go through its bound repository. */
  private readonly network: ControlSampleNetworkRepository;

  constructor(
    private readonly deps: {
      db: Db;
      clock: Clock;
      bus: LiveBus;
      provider: ControlSampleProvider;
      /** A reader's status this process received and has not stored yet (readers/status-writer.ts). */
      unwrittenStatus?: (readerId: string) => ReaderStatusMessage | undefined;
    },
  ) {
    this.network = new ControlSampleNetworkRepository(deps.db);
  }

  private async provider<T>(call: (p: ControlSampleProvider) => Promise<T>): Promise<T> {
    try {
      return await call(this.deps.provider);
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (error instanceof ProviderUnavailableError) throw new AppError('CONTROL_PROVIDER_UNAVAILABLE');
      throw error;
    }
  }

  async session(userId: string): Promise<ControlSession> {
    const row = await this.network.session(userId, this.deps.clock.now());
    return row
      ? {
          active: true,
          providerUser: row.providerUser,
          enteredAt: row.enteredAt.toISOString(),
          expiresAt: row.expiresAt.toISOString(),
        }
      : { active: false, providerUser: null, enteredAt: null, expiresAt: null };
  }

  /** Enters the mode: the provider must accept the user; the token stays on the server. */
  async enter(userId: string, username: string, password: string): Promise<ControlSession> {
    const now = this.deps.clock.now();
    const login = await this.provider((p) => p.login(username, password, now));
    if (!login) throw new AppError('CONTROL_PROVIDER_LOGIN_FAILED');
    const values = {
      providerUser: username.trim(),
      providerToken: login.token,
      expiresAt: login.expiresAt,
      enteredAt: now,
    };
    await this.network.saveSession(userId, values);
    return this.session(userId);
  }

  async leave(userId: string): Promise<ControlSession> {
    await this.network.deleteSession(userId);
    return this.session(userId);
  }

  private async tokenOf(network: ControlSampleNetworkRepository, userId: string): Promise<string> {
    const row = await network.session(userId, this.deps.clock.now());
    if (!row) throw new AppError('CONTROL_MODE_REQUIRED');
    return row.providerToken;
  }

  /**
   * §5 checks in order: format ('Formato incorreto'), the mode, the sample known to the provider, the
   * reader of this workplace and suited to the sample's exam, lot not expired, round not closed, code not
   * used. Answers what a run needs.
   */
  private async checked(
    network: ControlSampleNetworkRepository,
    controls: ControlSampleRepository,
    userId: string,
    rawCode: string,
    readerCode: string,
  ) {
    const code = normaliseSampleCode(rawCode);
    const token = await this.tokenOf(network, userId);
    const now = this.deps.clock.now();
    const sample = await this.provider((p) => p.findSample(token, code, now));
    if (!sample) throw new AppError('CONTROL_SAMPLE_NOT_FOUND');
    const exam = await network.examByCode(sample.examCode);
    if (!exam) throw new AppError('CONTROL_SAMPLE_NOT_FOUND');
    const reader = await controls.reader(readerCode);
    if (!reader) throw new AppError('NOT_FOUND');
    if (!readerSuitsExam(reader.family as DeviceFamily, exam.deviceFamily as DeviceFamily).ok)
      throw new AppError('CONTROL_SAMPLE_INCOMPATIBLE');
    if (sample.lotExpiresOn < now.toISOString().slice(0, 10)) throw new AppError('LOT_EXPIRED');
    if (sample.round && sample.round.closesAt <= now) throw new AppError('LOT_ROUND_CLOSED');
    if (await network.sampleUsed(code)) throw new AppError('SAMPLE_CODE_ALREADY_USED');
    return { code, token, sample, exam: exam as ExamRow, reader, now };
  }

  async preview(
    { caller, repos }: WorkplaceContext,
    rawCode: string,
    readerCode: string,
  ): Promise<ProviderSample> {
    const { sample, exam } = await this.checked(
      this.network,
      repos.controlSamples,
      caller.user.id,
      rawCode,
      readerCode,
    );
    return toProviderSample(sample, exam);
  }

  /** Runs a sample on a reader: the reader gets the same start command as for a patient exam. */
  async start(
    ctx: WorkplaceContext,
    body: { sampleCode: string; readerCode: string },
  ): Promise<ControlResult> {
    const userId = ctx.caller.user.id;
    const outbox: Array<[string, unknown]> = [];
    const id = await ctx.transaction(async ({ controlSamples: controls }, tx) => {
      const { code, sample, exam, reader, now } = await this.checked(
        new ControlSampleNetworkRepository(tx),
        controls,
        userId,
        body.sampleCode,
        body.readerCode,
      );
      if (await controls.runsPatientExam(reader.id)) throw new AppError('READER_IN_USE');
      assertReaderReady(currentStatus(reader.status, this.deps.unwrittenStatus?.(reader.id)), now);
      let row: Row;
      try {
        // A lost race on the reader's or the code's unique index is a refusal (the insert is a savepoint).
        row = await controls.insertRun({
          readerId: reader.id,
          examId: exam.id,
          kind: sample.kind,
          sampleCode: code,
          material: sample.material,
          roundCode: sample.round?.code ?? null,
          roundClosesAt: sample.round?.closesAt ?? null,
          lot: sample.lot,
          lotExpiresOn: sample.lotExpiresOn,
          analyte: sample.analyte,
          unit: sample.unit,
          targetMean: sample.target ? String(sample.target.mean) : null,
          targetSd: sample.target ? String(sample.target.sd) : null,
          rangeLow: sample.target ? String(sample.target.low) : null,
          rangeHigh: sample.target ? String(sample.target.high) : null,
          expectedResult: sample.expected,
          startedBy: userId,
          startedAt: now,
        });
      } catch (error) {
        const e = error as {
          code?: string;
          cause?: { code?: string; constraint?: string };
          constraint?: string;
        };
        if ((e.code ?? e.cause?.code) === '23505')
          throw new AppError(
            (e.constraint ?? e.cause?.constraint) === 'control_results_sample_used'
              ? 'SAMPLE_CODE_ALREADY_USED'
              : 'READER_IN_USE',
          );
        throw error;
      }
      outbox.push([
        readerTopics.commands(reader.code),
        {
          ...envelope(crypto.randomUUID(), now),
          type: 'startExam',
          examId: row.id,
          examIndex: exam.index,
        },
      ]);
      return row.id;
    });
    for (const [topic, message] of outbox) await this.deps.bus.publish(topic, message);
    return this.get(ctx, id);
  }

  async get({ repos }: WorkplaceContext, id: string): Promise<ControlResult> {
    const row = await repos.controlSamples.get(id);
    if (!row) throw new AppError('NOT_FOUND');
    return toControlResult(
      row.r,
      { code: row.readerCode, family: row.readerFamily },
      row.exam as ExamRow,
      row.by,
    );
  }

  /** Stops a running control: the reader is told to cancel; the sample may be run again. */
  async cancel(ctx: WorkplaceContext, id: string): Promise<ControlResult> {
    const controls = ctx.repos.controlSamples;
    const now = this.deps.clock.now();
    const readerId = await controls.cancel(id, now);
    if (readerId) {
      const reader = await controls.readerCode(readerId);
      if (reader)
        await this.deps.bus.publish(readerTopics.commands(reader), {
          ...envelope(crypto.randomUUID(), now),
          type: 'cancel',
          examId: id,
        });
    }
    return this.get(ctx, id);
  }

  async rounds(userId: string) {
    const token = await this.tokenOf(this.network, userId);
    const rounds = await this.provider((p) => p.rounds(token, this.deps.clock.now()));
    const now = this.deps.clock.now();
    return {
      items: rounds.map((r) => ({
        code: r.code,
        title: r.title,
        opensAt: r.opensAt.toISOString(),
        closesAt: r.closesAt.toISOString(),
        closed: r.closesAt <= now,
        materials: r.materials,
      })),
    };
  }

  /** Fails the control runs abandoned for CONTROL_RUN_MAX_MS and tells their readers to stop. */
  async expireAbandoned(): Promise<number> {
    const now = this.deps.clock.now();
    const expired = await this.network.expireStartedBefore(new Date(now.getTime() - CONTROL_RUN_MAX_MS), now);
    for (const run of expired)
      await this.deps.bus.publish(readerTopics.commands(run.readerCode), {
        ...envelope(crypto.randomUUID(), now),
        type: 'cancel',
        examId: run.id,
      });
    return expired.length;
  }

  /**
   * A reader's event for a control run (patient exams ignore ids that are not theirs, and so does this).
   * The run's row is locked, so events of one run take turns.
   */
  /** A device event, in the transaction of the reader's inbox when one is given (readers/service.ts). */
  async onReaderEvent(
    device: { id: string; workplaceId: string | null },
    event: { type: string; examId: string | null } & Record<string, unknown>,
    scope?: EventScope,
  ) {
    const id = event.examId;
    // A reader of no workplace runs no control; a reader's runs are its workplace's.
    const workplaceId = device.workplaceId;
    if (!id || !/^[0-9a-f-]{36}$/i.test(id) || !workplaceId) return;
    let submit: Submission | null = null;
    await (scope?.db ?? this.deps.db).transaction(async (tx) => {
      const controls = new ControlSampleRepository(tx, workplaceId);
      const run = await controls.lockActive(id, device.id);
      if (!run) return;
      const now = this.deps.clock.now();
      const patch = (values: ControlResultPatch) => controls.patch(id, values);
      const fail = (code: string) => patch({ status: 'failed', errorCode: code, endedAt: now });
      switch (event.type) {
        case 'nfcRead': {
          if (run.r.nfcReadAt) return;
          const capsuleCode = String(event.capsuleCode);
          const lot = String(event.lot);
          const claim = await claimControlCapsule(tx, run.r, capsuleCode, lot, now);
          if (!claim.ok) return fail(claim.code);
          return patch({ nfcReadAt: now, capsuleCode, capsuleLot: lot });
        }
        case 'resultPart': {
          const joined = joinControlResult(run.r, event as never);
          if (joined.state === 'pending') return patch({ resultParts: joined.parts });
          if (joined.state === 'failed') return fail(joined.code);
          return patch({ resultParts: joined.parts, value: joined.value, resultAt: now });
        }
        case 'stepStarted':
        case 'stepFinished': {
          const step = event.step as ExamStep;
          const last =
            isLastStep(run.family as DeviceFamily, step) &&
            (event.type === 'stepFinished' || step === 'reportReady' || step === 'finish');
          if (!last) return patch({ step });
          if (run.r.value === null) return fail('RESULT_UNREADABLE');
          const earlier = await controls.judgedValues(run.r);
          const target =
            run.r.targetMean !== null && run.r.targetSd !== null
              ? {
                  mean: Number(run.r.targetMean),
                  sd: Number(run.r.targetSd),
                  low: Number(run.r.rangeLow),
                  high: Number(run.r.rangeHigh),
                }
              : null;
          const judged = judgeControl(
            { target, expected: run.r.expectedResult },
            run.r.value,
            earlier.map(Number).filter(Number.isFinite),
          );
          await patch({ step, status: judged.status, violations: judged.violations, endedAt: now });
          submit = {
            workplaceId,
            userId: run.r.startedBy,
            code: run.r.sampleCode,
            value: run.r.value,
            at: now,
            id,
          };
          return;
        }
        case 'error':
          return fail(String(event.error));
        default:
          return;
      }
    });
    const judged = submit;
    if (!judged) return;
    if (scope) scope.afterCommit(() => this.submit(judged));
    else await this.submit(judged);
  }

  /** Sends the result to the provider with the session of whoever ran it; kept for later if it is gone. */
  private async submit(result: Submission) {
    if (!result.userId) return;
    const token = await this.network.token(result.userId);
    if (!token) return;
    try {
      await this.deps.provider.submitResult(token, result.code, result.value, result.at);
      await new ControlSampleRepository(this.deps.db, result.workplaceId).patch(result.id, {
        submittedAt: result.at,
      });
    } catch {
      // Not sent: submitted_at stays empty and the result is still kept and judged here.
    }
  }
}

export function toProviderSample(sample: ProviderSampleInfo, exam: ExamRow): ProviderSample {
  return {
    code: sample.code,
    kind: sample.kind ?? controlKindOfCode(sample.code),
    material: sample.material,
    exam: examRefOf(exam),
    lot: sample.lot,
    lotExpiresOn: sample.lotExpiresOn,
    roundCode: sample.round?.code ?? null,
    roundClosesAt: sample.round?.closesAt.toISOString() ?? null,
    analyte: sample.analyte,
    unit: sample.unit,
    targetMean: sample.target?.mean ?? null,
    targetSd: sample.target?.sd ?? null,
    rangeLow: sample.target?.low ?? null,
    rangeHigh: sample.target?.high ?? null,
    expectedResult: sample.expected,
  };
}

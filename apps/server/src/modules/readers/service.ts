import crypto from 'node:crypto';
import {
  type CalibrationRecord,
  CURRENT_FIRMWARE_VERSION,
  calibrationCapsuleDeadline,
  calibrationValidity,
  type DeviceFamily,
  envelope,
  isExamInProgress,
  parseTopic,
  READER_EVENT_GAP_WAIT_MS,
  type ReaderEvent,
  type ReaderOverview,
  type ReaderStatusMessage,
  readerEventSchema,
  readerStatusMessageSchema,
  readerTopics,
  readerUpdateAvailable,
  type ShelfLot,
  workplaceTopics,
} from '@ponto/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { WorkplaceContext } from '../../request-context';
import { hashToken, randomToken } from '../auth/tokens';
import type { LiveBus } from '../live/live-bus';
import { type CachedDevice, DeviceCache } from './device-cache';
import { MAX_EVENT_ATTEMPTS, ReaderEventInbox } from './event-inbox-repository';
import { type CalibrationRow, type ReaderRow, ReadersRepository } from './repository';
import { StatusWriter } from './status-writer';

export interface ReadersServiceDeps {
  db: Db;
  repo: ReadersRepository;
  bus: LiveBus;
  clock: Clock;
  log: FastifyBaseLogger;
  publicUrl: () => string;
  /** The workplace's lots in stock (the stock module's shelf), loaded into the virtual readers it provisions. */
  shelf: (context: WorkplaceContext) => Promise<ShelfLot[]>;
}

/**
 * How virtual device codes look: family prefix, the company root of the tax id (its first 8 digits; the
 * last 6 are branch and check digits, alike across companies) and a serial. Unique and topic-safe.
 */
function virtualCode(family: DeviceFamily, cnpj: string, serial: number): string {
  return `V${family.slice(0, 3).toUpperCase()}-${cnpj.slice(0, 8)}-${String(serial).padStart(2, '0')}`;
}

/** Connected as far as the portal knows: its last status is not its last will (`offline`). */
function isConnected(row: ReaderRow): boolean {
  const status = lastStatus(row);
  return status !== null && status.state !== 'offline';
}

/**
 * How long a virtual reader given a secret has to say its first status. Until then it counts as running:
 * another simulator provisioning the same workplace a moment later must not take its secret away before it
 * connects.
 */
const FIRST_STATUS_GRACE_MS = 20_000;

/** Given its secret a moment ago and not heard from since: a simulator is connecting it. */
function isConnecting(row: ReaderRow, now: Date): boolean {
  const issued = row.secretIssuedAt;
  if (!issued || now.getTime() - issued.getTime() >= FIRST_STATUS_GRACE_MS) return false;
  return !row.statusAt || row.statusAt < issued;
}

function lastStatus(row: ReaderRow): ReaderStatusMessage | null {
  const parsed = row.status ? readerStatusMessageSchema.safeParse(row.status) : null;
  return parsed?.success ? parsed.data : null;
}

function toCalibrationRecord(row: CalibrationRow, readerCode: string): CalibrationRecord {
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  return {
    id: row.id,
    readerCode,
    requestedAt: row.requestedAt.toISOString(),
    deadlineAt: row.deadlineAt.toISOString(),
    capsuleInsertedAt: iso(row.capsuleInsertedAt),
    outcome: row.outcome as CalibrationRecord['outcome'],
    errorCode: row.errorCode,
    finishedAt: iso(row.finishedAt),
    expiresAt: iso(row.expiresAt),
  };
}

/**
 * The transaction a device event is handled in: the handler writes through `db`, and defers what must not
 * happen unless it commits (messages to browsers, calls to other systems) to `afterCommit`.
 */
export interface EventScope {
  db: Db;
  afterCommit(task: () => Promise<void>): void;
}

/** Another module's handler of a stored device event (exams-run follows exam events). */
export type ReaderEventHandler = (
  device: CachedDevice,
  event: ReaderEvent,
  scope: EventScope,
) => Promise<void>;

export class ReadersService {
  private readonly devices: DeviceCache;
  readonly statuses: StatusWriter;
  private readonly eventHandlers: ReaderEventHandler[] = [];

  constructor(private readonly deps: ReadersServiceDeps) {
    this.devices = new DeviceCache(deps.repo);
    this.statuses = new StatusWriter(
      deps.repo,
      ({ cnpj, message }) =>
        deps.bus.publish(workplaceTopics.readers(cnpj!), { ...message, type: 'readerStatus' }),
      deps.log,
    );
  }

  /** Called with each device event in the reader's order, in the transaction that marks it handled. */
  onEvent(handler: ReaderEventHandler): void {
    this.eventHandlers.push(handler);
  }

  overview(row: ReaderRow): ReaderOverview {
    const status = lastStatus(row);
    const expiresAt = status?.calibration.expiresAt ?? null;
    const calibration =
      status && status.calibration.status !== 'none'
        ? { approved: status.calibration.status === 'approved', expiresAt: expiresAt ?? 0 }
        : null;
    return {
      code: row.code,
      family: row.family as DeviceFamily,
      virtual: row.virtual,
      state: status?.state ?? null,
      led: status?.led ?? null,
      batteryPercent: status?.batteryPercent ?? null,
      wifiLevel: status?.wifiLevel ?? null,
      connectionType: status?.connectionType ?? null,
      firmware: status?.firmware ?? null,
      calibration: { validity: calibrationValidity(calibration, this.deps.clock.now()), expiresAt },
      examId: status?.examId ?? null,
      progress: status?.progress ?? null,
      statusAt: row.statusAt?.toISOString() ?? null,
      updateAvailable: status !== null && readerUpdateAvailable(status),
    };
  }

  async list({ repos }: WorkplaceContext): Promise<ReaderOverview[]> {
    return (await repos.readers.list()).map((row) => this.overview(row));
  }

  /** §5: the code must exist in the device registry and not be registered already. */
  async register({ workplace, repos }: WorkplaceContext, code: string): Promise<ReaderOverview> {
    const device = await this.deps.repo.byCode(code.trim().toUpperCase());
    if (!device) throw new AppError('READER_CODE_NOT_FOUND');
    if (device.workplaceId || !(await repos.readers.register(device.id, this.deps.clock.now()))) {
      throw new AppError('READER_ALREADY_REGISTERED');
    }
    return this.overview({ ...device, workplaceId: workplace.id });
  }

  /**
   * Virtual readers for a workplace (demo and tests): the first `count` of that family are created when
   * missing and get a new secret each time, so running the simulator again never piles up devices. A reader
   * that is connected, or still connecting with the secret it was given a moment ago, keeps its secret (a new
   * one would end its connection) and the next serial is used instead, unless `rekey` asks for it.
   */
  async provisionVirtual(context: WorkplaceContext, family: DeviceFamily, count: number, rekey = false) {
    const { workplace, repos } = context;
    const existing = await repos.readers.virtualCodes(family);
    const now = this.deps.clock.now();
    const readers: Array<{ code: string; family: DeviceFamily; secret: string }> = [];
    for (let serial = 1; readers.length < count; serial++) {
      const code = virtualCode(family, workplace.cnpj, serial);
      const taken = await this.deps.repo.byCode(code);
      if (taken && !existing.includes(code)) continue; // another workplace's device: pick the next serial
      if (taken && !rekey && (isConnected(taken) || isConnecting(taken, now))) continue;
      const secret = randomToken();
      await repos.readers.upsertVirtual(code, family, hashToken(secret), now);
      this.devices.forget(code);
      readers.push({ code, family, secret });
    }
    return { brokerUrl: this.deps.bus.deviceUrl(), readers, shelf: await this.deps.shelf(context) };
  }

  private async readerOf({ repos }: WorkplaceContext, code: string): Promise<ReaderRow> {
    const row = await repos.readers.reader(code);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  /** Starts a calibration: the reader must be connected and free; the capsule window starts now. */
  async calibrate(context: WorkplaceContext, code: string): Promise<CalibrationRecord> {
    const row = await this.readerOf(context, code);
    const status = lastStatus(row);
    if (!status || status.state === 'offline' || status.state === 'reconnecting')
      throw new AppError('READER_OFFLINE');
    if (status.state.startsWith('update')) throw new AppError('READER_UPDATING');
    if (
      isExamInProgress(status.state) ||
      status.state === 'calibrating' ||
      (await this.deps.repo.pendingCalibration(row.id))
    ) {
      throw new AppError('READER_IN_USE');
    }
    const now = this.deps.clock.now();
    const calibration = await context.repos.readers.insertCalibration({
      readerId: row.id,
      requestedBy: context.caller.user.id,
      requestedAt: now,
      deadlineAt: calibrationCapsuleDeadline(now),
    });
    await this.deps.bus.publish(readerTopics.commands(code), {
      ...envelope(crypto.randomUUID(), now),
      type: 'calibrate',
    });
    return toCalibrationRecord(calibration, code);
  }

  /**
   * Sends the current firmware to a reader (§9: it takes 5 to 10 minutes). Refused during an exam; a
   * reader blocked by the blacklist must take it before any exam.
   */
  async update(context: WorkplaceContext, code: string): Promise<{ firmware: string }> {
    const row = await this.readerOf(context, code);
    const status = lastStatus(row);
    if (!status || status.state === 'offline' || status.state === 'reconnecting')
      throw new AppError('READER_OFFLINE');
    if (isExamInProgress(status.state)) throw new AppError('READER_UPDATE_REFUSED_DURING_EXAM');
    if (status.state.startsWith('update')) throw new AppError('READER_UPDATING');
    const firmware = CURRENT_FIRMWARE_VERSION;
    await this.deps.bus.publish(readerTopics.commands(code), {
      ...envelope(crypto.randomUUID(), this.deps.clock.now()),
      type: 'update',
      firmware,
      url: `${this.deps.publicUrl()}/firmware/${row.family}/${firmware}`,
    });
    return { firmware };
  }

  async calibrationHistory(context: WorkplaceContext, code: string): Promise<CalibrationRecord[]> {
    const row = await this.readerOf(context, code);
    return (await this.deps.repo.calibrationHistory(row.id, 50)).map((c) => toCalibrationRecord(c, code));
  }

  /** §4: a calibration whose capsule did not go in within 2 minutes times out. */
  async expireCalibrations(): Promise<number> {
    const now = this.deps.clock.now();
    let expired = 0;
    for (const calibration of await this.deps.repo.overdueCalibrations(now)) {
      const done = await this.deps.repo.finishCalibration(calibration.id, {
        outcome: 'timeout',
        finishedAt: now,
        errorCode: 'CALIBRATION_TIMEOUT',
      });
      if (done) expired++;
    }
    return expired;
  }

  /**
   * Everything a device publishes comes here before it is acknowledged. A malformed message is logged and
   * dropped (redelivering it would not fix it); a database failure throws, so the device sends it again.
   */
  async ingest(topic: string, payload: Buffer): Promise<void> {
    const parsed = parseTopic(topic);
    if (parsed?.kind !== 'reader' || parsed.channel === 'commands') return;
    if (parsed.channel === 'status') return this.ingestMessage(parsed, topic, payload);
    // A reader's events are handled one after the other, in the order they came: an external broker hands
    // them over without waiting, and an exam's steps must not overtake each other.
    return this.inDeviceOrder(parsed.code, () => this.ingestMessage(parsed, topic, payload));
  }

  private readonly deviceQueues = new Map<string, Promise<void>>();

  private inDeviceOrder(code: string, task: () => Promise<void>): Promise<void> {
    const run = (this.deviceQueues.get(code) ?? Promise.resolve()).then(task);
    const settled = run.catch(() => {});
    this.deviceQueues.set(code, settled);
    void settled.then(() => {
      if (this.deviceQueues.get(code) === settled) this.deviceQueues.delete(code);
    });
    return run;
  }

  private async ingestMessage(
    parsed: { code: string; channel: string },
    topic: string,
    payload: Buffer,
  ): Promise<void> {
    let json: unknown;
    try {
      json = JSON.parse(payload.toString('utf8'));
    } catch {
      this.deps.log.warn({ topic }, 'reader message is not JSON: dropped');
      // An empty payload is itself the clearing of a retained status.
      if (parsed.channel === 'status' && payload.length > 0) this.deps.bus.clearRetained(topic);
      return;
    }
    const device = await this.devices.get(parsed.code, { unknownMayBeStale: parsed.channel === 'events' });
    if (!device) return;
    if (parsed.channel === 'status') this.ingestStatus(device, topic, json);
    else await this.ingestEvent(device, json);
  }

  /** Statuses are acknowledged at once and written in batches (see StatusWriter). */
  private ingestStatus(device: CachedDevice, topic: string, json: unknown): void {
    const message = readerStatusMessageSchema.safeParse(json);
    if (!message.success || message.data.code !== device.code) {
      this.deps.log.warn({ code: device.code }, 'invalid reader status: dropped');
      this.deps.bus.clearRetained(topic);
      return;
    }
    this.statuses.add({ readerId: device.id, cnpj: device.cnpj, message: message.data });
  }

  private async ingestEvent(device: CachedDevice, json: unknown): Promise<void> {
    const message = readerEventSchema.safeParse(json);
    if (!message.success || message.data.code !== device.code) {
      this.deps.log.warn({ code: device.code }, 'invalid reader event: dropped');
      return;
    }
    await new ReaderEventInbox(this.deps.db).store(device.id, message.data, this.deps.clock.now());
    await this.handleWaiting(device);
  }

  /**
   * Handles the reader's stored events that are due, one transaction each, until none is. A handler that
   * fails rolls its event back to waiting; the sweep (`handleOverdue`) tries it again.
   */
  private async handleWaiting(device: CachedDevice): Promise<void> {
    while ((await this.handleNext(device)) === 'handled');
  }

  private async handleNext(device: CachedDevice): Promise<'handled' | 'waiting' | 'none'> {
    const afterCommit: Array<() => Promise<void>> = [];
    let current: { id: string; attempts: number } | undefined;
    let outcome: 'handled' | 'waiting' | 'none';
    try {
      outcome = await this.deps.db.transaction(async (db) => {
        const inbox = new ReaderEventInbox(db);
        await inbox.lockReader(device.id);
        const now = this.deps.clock.now();
        const next = await inbox.nextDue(device.id, now);
        if (next === null || next === 'waiting') return next ?? 'none';
        current = next;
        if (next.attempts < MAX_EVENT_ATTEMPTS) {
          const scope: EventScope = { db, afterCommit: (task) => afterCommit.push(task) };
          for (const handler of this.eventHandlers) await handler(device, next.payload, scope);
          await this.followCalibration(new ReadersRepository(db), device, next.payload);
        }
        await inbox.markHandled(next.id, now);
        return 'handled' as const;
      });
    } catch (error) {
      if (!current) throw error;
      const attempts = await new ReaderEventInbox(this.deps.db).countFailure(current.id);
      // Past the limit, the next attempt sets the event aside (handled without handlers).
      const givingUp = attempts >= MAX_EVENT_ATTEMPTS;
      this.deps.log.error(
        { err: error, code: device.code, eventId: current.id, attempts, givingUp },
        'reader event not handled',
      );
      return givingUp ? 'handled' : 'waiting';
    }
    // The event is handled and committed: a follow-up that fails (a message to browsers) is only logged.
    for (const task of afterCommit) {
      await task().catch((error) =>
        this.deps.log.error({ err: error, code: device.code }, 'follow-up of a reader event failed'),
      );
    }
    return outcome;
  }

  /**
   * Handles the events that have waited too long: a predecessor that never came, a handler that failed,
   * or a process that stopped between storing and handling. Safe in every process at once (per-reader lock).
   */
  async handleOverdue(): Promise<void> {
    const cutoff = new Date(this.deps.clock.now().getTime() - READER_EVENT_GAP_WAIT_MS);
    for (const code of await new ReaderEventInbox(this.deps.db).readersWaitingSince(cutoff)) {
      const device = await this.devices.get(code);
      if (device) await this.inDeviceOrder(code, () => this.handleWaiting(device));
    }
  }

  /** A calibration in progress follows the reader's capsule and its verdict. */
  private async followCalibration(
    repo: ReadersRepository,
    device: CachedDevice,
    event: ReaderEvent,
  ): Promise<void> {
    const pending = await repo.pendingCalibration(device.id);
    if (!pending) return;
    if (event.type === 'capsuleInserted') await repo.markCapsuleInserted(pending.id, new Date(event.ts));
    if (event.type === 'calibrationFinished') {
      await repo.finishCalibration(pending.id, {
        outcome: event.approved ? 'approved' : 'rejected',
        finishedAt: new Date(event.ts),
        expiresAt: event.expiresAt ? new Date(event.expiresAt) : null,
      });
    }
    if (event.type === 'error' && event.error.startsWith('CALIBRATION_')) {
      await repo.finishCalibration(pending.id, {
        outcome: event.error === 'CALIBRATION_TIMEOUT' ? 'timeout' : 'failed',
        finishedAt: new Date(event.ts),
        errorCode: event.error,
      });
    }
  }
}

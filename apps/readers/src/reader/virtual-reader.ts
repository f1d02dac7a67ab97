import {
  type ConnectionType,
  type DeviceFamily,
  type ErrorCode,
  type ReaderCommand,
  type ReaderState,
  type ShelfLot,
  shelfLotFor,
} from '@ponto/domain';
import { runCalibration } from '../calibration/run-calibration';
import { createExamSession, type ExamSession } from '../exam/exam-session';
import { runExam } from '../exam/run-exam';
import { MqttLink } from '../link/mqtt-link';
import { FaultPlan } from '../scenario/fault-plan';
import { parseScenario, type Scenario, type ScenarioInput } from '../scenario/scenario';
import { type ReaderLogger, silentLogger } from '../simulation/logger';
import { type Clock, Timeline } from '../simulation/timeline';
import { runUpdate } from '../update/run-update';
import type { ActivityContext, ActivityKind } from './activity';
import { runInBackground } from './background';
import { boot } from './boot';
import { CommandInbox } from './command-inbox';
import { DeviceCondition } from './condition';
import { refusalFor } from './refusals';
import { Reporter } from './reporter';
import { type Activity, runActivity, type StopReason } from './run-activity';

type ActivityBody = (ctx: ActivityContext & { exam?: ExamSession }) => Promise<void>;

export interface VirtualReaderOptions {
  code: string;
  /** The device secret issued when the device was registered: the MQTT password. */
  secret: string;
  family: DeviceFamily;
  brokerUrl: string;
  /** Time factor: 60 runs a 15-minute exam in 15 s. Default 1 (real time). */
  speed?: number;
  scenario?: ScenarioInput;
  logger?: ReaderLogger;
  clock?: Clock;
  /** Random source for generated codes, Wi-Fi moves and update times (tests pass a seeded one). */
  random?: () => number;
  /**
   * The lots in stock at the reader's workplace (the portal hands them out when it provisions the device):
   * an exam's capsule comes from the lot of its exam that expires first, unless the scenario names one.
   */
  shelf?: readonly ShelfLot[];
}

/** Simulated time a blinking identify lasts. */
const IDENTIFY_MS = 5_000;

/**
 * One virtual reader device. It speaks the reader protocol of packages/domain over MQTT exactly as a
 * device would: retained status on every change, events during exams and calibration, commands from its
 * own topic only. Scripting hooks let tests and demos cause what users and hardware cause.
 */
export class VirtualReader {
  readonly code: string;
  readonly family: DeviceFamily;
  readonly scenario: Scenario;
  private readonly timeline: Timeline;
  private readonly condition: DeviceCondition;
  private readonly faults: FaultPlan;
  private readonly logger: ReaderLogger;
  private readonly random: () => number;
  private readonly shelf: readonly ShelfLot[];
  private readonly link: MqttLink;
  private readonly inbox: CommandInbox;
  private readonly lifetime = new AbortController();
  private readonly reporter: Reporter;
  private activity: Activity | null = null;
  private nextInsertLate = false;
  private started = false;

  constructor(options: VirtualReaderOptions) {
    this.code = options.code;
    this.family = options.family;
    this.scenario = parseScenario(options.scenario);
    this.timeline = new Timeline(options.speed ?? 1, options.clock);
    this.condition = new DeviceCondition(this.scenario.device, this.timeline.now());
    this.faults = new FaultPlan(this.scenario.faults);
    this.logger = options.logger ?? silentLogger;
    this.random = options.random ?? Math.random;
    this.shelf = options.shelf ?? [];
    this.inbox = new CommandInbox(this.logger);
    this.link = new MqttLink({
      brokerUrl: options.brokerUrl,
      code: options.code,
      secret: options.secret,
      lastWill: () => this.reporter.statusMessage('offline'),
      onCommand: (payload) => this.receive(payload),
      onReconnected: () => this.reporter.announceReconnection(),
      onLost: () => this.logger.info('offline: connection lost (the broker publishes the last will)'),
      logger: this.logger,
      publishDelayMs: this.scenario.network.publishDelayMs,
    });
    this.reporter = new Reporter({
      code: this.code,
      family: this.family,
      condition: this.condition,
      timeline: this.timeline,
      logger: this.logger,
      link: this.link,
      examId: () => this.examId,
    });
  }

  /** The state the device is really in (also while disconnected). */
  get state(): ReaderState {
    return this.reporter.state;
  }

  get examId(): string | null {
    return this.activity?.exam?.examId ?? null;
  }

  get connected(): boolean {
    return this.link.connected;
  }

  /** Connects (rejects if the broker refuses the credentials or cannot be reached), then boots. */
  async start(): Promise<void> {
    if (this.started) throw new Error(`reader ${this.code} already started`);
    this.started = true;
    await this.link.connect();
    this.logger.info(
      `booting: ${this.family}, ${this.condition.connectionType}, firmware ${this.condition.firmware}, speed ${this.timeline.speed}`,
    );
    this.publishStatus();
    runInBackground({
      timeline: this.timeline,
      signal: this.lifetime.signal,
      scenario: this.scenario,
      condition: this.condition,
      faults: this.faults,
      random: this.random,
      logger: this.logger,
      isWorking: () => this.activity !== null && this.activity.kind !== 'boot',
      timePassed: (changed) => this.afterConditionChange(changed),
      dropConnection: (ms) => this.dropConnection(ms),
      injectError: (error, options) => this.injectError(error, options),
    });
    this.run('boot', boot);
  }

  /** Stops every activity, publishes a retained offline status and disconnects. */
  async stop(): Promise<void> {
    if (!this.started || this.lifetime.signal.aborted) return;
    this.lifetime.abort();
    const running = this.activity;
    running?.controller.abort({ kind: 'stop' } satisfies StopReason);
    await running?.done;
    await this.link.close(this.reporter.statusMessage('offline'));
    this.logger.info('offline: stopped');
  }

  /** Republishes the current status with a fresh envelope (a heartbeat, e.g. for a benchmark). */
  publishStatus(): void {
    this.reporter.publishStatus();
  }

  // Scripting hooks -------------------------------------------------------------------------------------

  /** Kills the connection without a DISCONNECT (the broker sends the last will) for `simulatedMs`. */
  dropConnection(simulatedMs: number): void {
    this.logger.info(`dropping the connection for ${Math.round(simulatedMs / 1000)} s (simulated)`);
    this.link.drop(this.timeline.wallMs(simulatedMs));
  }

  setBattery(percent: number): void {
    this.condition.battery = Math.min(100, Math.max(0, percent));
    this.afterConditionChange();
  }

  setConnection(type: ConnectionType, wifiLevel?: number): void {
    this.condition.connectionType = type;
    if (type !== 'wifi') this.condition.battery = 100;
    if (wifiLevel !== undefined) this.condition.wifi = wifiLevel;
    this.afterConditionChange();
  }

  /** Publishes an error event; with `abort`, the running activity stops and the reader shows error (red). */
  injectError(error: ErrorCode, options: { abort?: boolean; detail?: string } = {}): void {
    this.reporter.emit(this.examId, {
      type: 'error',
      error,
      ...(options.detail ? { detail: options.detail } : {}),
    });
    this.logger.info(`injected ${error}`);
    if (!options.abort) return;
    const running = this.activity;
    // An update cannot be interrupted half-way; it reports the error and carries on.
    if (running && running.kind !== 'update')
      running.controller.abort({ kind: 'fault', error } satisfies StopReason);
    else if (!running) this.run('recovery', async () => {}, undefined, { kind: 'fault', error });
  }

  /** The user pulls the consumable out of a running exam; false when there is none inside. */
  removeCapsuleEarly(): boolean {
    const exam = this.activity?.exam;
    if (!exam?.inside) return false;
    exam.earlyRemoval.fire();
    return true;
  }

  /**
   * The next exam's capsule (or the running exam's, before it reaches the insertion) goes in after the
   * 10-minute window.
   */
  insertCapsuleLate(): void {
    const exam = this.activity?.exam;
    if (exam && !exam.inside) exam.insertLate = true;
    else this.nextInsertLate = true;
  }

  block(): void {
    this.condition.blocked = true;
    this.afterConditionChange();
  }

  unblock(): void {
    this.condition.blocked = false;
    this.afterConditionChange();
  }

  /** Blacklisted: every exam is refused until a successful update. */
  blacklist(): void {
    this.condition.blacklisted = true;
    this.afterConditionChange();
  }

  // Commands -------------------------------------------------------------------------------------------

  private receive(payload: Buffer): void {
    const command = this.inbox.accept(payload);
    if (!command) return;
    this.logger.info(`command ${command.type}${'examId' in command ? ` ${command.examId}` : ''}`);
    this.handle(command);
  }

  private handle(command: ReaderCommand): void {
    switch (command.type) {
      case 'startExam':
        this.unlessRefused('waitingNfcTag', command.examId, () =>
          this.run('exam', (ctx) => runExam(ctx, ctx.exam!), this.newExam(command)),
        );
        break;
      case 'calibrate':
        this.unlessRefused('calibrating', null, () => this.run('calibration', runCalibration));
        break;
      case 'update':
        this.unlessRefused('updateDownloading', this.examId, () =>
          this.run('update', (ctx) => runUpdate(ctx, command.firmware)),
        );
        break;
      case 'cancel':
        if (this.holds(command)) this.activity!.controller.abort({ kind: 'cancel' } satisfies StopReason);
        break;
      case 'continue':
        if (this.holds(command)) this.activity!.continued.fire();
        break;
      case 'identify':
        this.identify();
        break;
    }
  }

  /** Starts the work unless the reader's activity or state refuses the move, which it reports as an error event. */
  private unlessRefused(target: ReaderState, examId: string | null, start: () => void): void {
    const refusal = refusalFor(this.reporter.state, target, this.activity?.kind ?? null);
    if (!refusal) {
      start();
      return;
    }
    this.logger.info(`refused: ${refusal}`);
    this.reporter.emit(examId, { type: 'error', error: refusal });
  }

  private holds(command: { type: string; examId: string }): boolean {
    if (this.examId === command.examId) return true;
    this.logger.info(`${command.type} ignored: the reader does not hold exam ${command.examId}`);
    return false;
  }

  private newExam(command: { examId: string; examIndex: number }): ExamSession {
    const insertLate = this.nextInsertLate;
    this.nextInsertLate = false;
    return createExamSession({
      ...command,
      family: this.family,
      exam: this.scenario.exam,
      random: this.random,
      now: this.timeline.now(),
      insertLate,
      shelfLot: shelfLotFor(this.shelf, command.examIndex, this.timeline.wallNow())?.lotNumber ?? null,
    });
  }

  /** The reader blinks: a short busy (cyan) between two idles (green), only when it is free. */
  private identify(): void {
    if (this.activity || this.reporter.state !== 'idle') return;
    this.reporter.setState('busy');
    this.timeline
      .wait(IDENTIFY_MS, this.lifetime.signal)
      .then(() => {
        if (this.reporter.state === 'busy' && !this.activity) this.settle();
      })
      .catch(() => {});
  }

  // Activities and state -------------------------------------------------------------------------------

  private run(kind: ActivityKind, body: ActivityBody, exam?: ExamSession, failure?: StopReason): void {
    runActivity(
      kind,
      exam,
      body,
      {
        context: (activity) => this.context(activity),
        started: (activity) => {
          this.activity = activity;
        },
        finished: (activity) => {
          if (this.activity === activity) this.activity = null;
        },
        setState: (state) => this.reporter.setState(state),
        settle: () => this.settle(),
        logger: this.logger,
      },
      failure,
    );
  }

  private context(activity: Activity): ActivityContext & { exam?: ExamSession } {
    const { exam } = activity;
    return {
      family: this.family,
      scenario: this.scenario,
      timeline: this.timeline,
      condition: this.condition,
      faults: this.faults,
      random: this.random,
      logger: this.logger,
      signal: activity.controller.signal,
      ...(exam ? { exam } : {}),
      setState: (state, progress) => this.reporter.setState(state, progress),
      emit: (event) => this.reporter.emit(exam?.examId ?? null, event),
      continued: () => activity.continued.next(),
    };
  }

  /** Where the reader goes when nothing runs (idle, calibrationNeeded, lowBattery, blocked…). */
  private settle(): void {
    if (this.activity || this.lifetime.signal.aborted) return;
    this.reporter.rest(
      this.condition.restingState(this.timeline.now(), this.scenario.device.lowBatteryPercent),
    );
  }

  /** Settles when free (battery, calibration expiry, flags) and republishes what changed in place. */
  private afterConditionChange(changed = true): void {
    if (!this.started) return;
    const before = this.reporter.state;
    this.settle();
    if (changed && this.reporter.state === before) this.publishStatus();
  }
}

import { randomUUID } from 'node:crypto';
import {
  type DeviceFamily,
  type ReaderState,
  type ReaderStatusMessage,
  readerLed,
  readerStateMachine,
  type SendingResultProgress,
} from '@ponto/domain';
import type { MqttLink } from '../link/mqtt-link';
import type { ReaderLogger } from '../simulation/logger';
import type { Timeline } from '../simulation/timeline';
import type { DeviceCondition } from './condition';
import { eventMessage, type ReaderEventBody, statusMessage } from './messages';

export interface ReporterDeps {
  code: string;
  family: DeviceFamily;
  condition: DeviceCondition;
  timeline: Timeline;
  logger: ReaderLogger;
  link: Pick<MqttLink, 'publishStatus' | 'publishEvent'>;
  /** The exam the reader holds now, for the status. */
  examId: () => string | null;
}

/**
 * The reader's state and what it says about it: every change is checked against the domain's reader
 * state machine, logged as one line, and published as a retained status; events go out with their
 * envelope.
 */
export class Reporter {
  private current: ReaderState = 'booting';
  private progress: SendingResultProgress | undefined;
  /** Events are numbered from 1 in each run of the reader, so the server can put them back in order. */
  private readonly boot = randomUUID();
  private eventsSent = 0;

  constructor(private readonly deps: ReporterDeps) {}

  get state(): ReaderState {
    return this.current;
  }

  setState(state: ReaderState, progress?: SendingResultProgress): void {
    const sameProgress = progress?.part === this.progress?.part && progress?.of === this.progress?.of;
    if (state === this.current && sameProgress) return;
    if (state !== this.current && !readerStateMachine.can(this.current, state)) {
      this.deps.logger.warn(`unexpected move ${this.current} → ${state} (the domain refuses it)`);
    }
    this.current = state;
    this.progress = state === 'sendingResult' ? progress : undefined;
    const part = this.progress ? ` part ${this.progress.part} of ${this.progress.of}` : '';
    this.deps.logger.info(`${state}${part} (${readerLed[state]})`);
    this.publishStatus();
  }

  /** Goes to a resting state, through idle or a reboot where the domain allows no direct move (error → lowBattery). */
  rest(target: ReaderState): void {
    if (target === this.current) return;
    if (!readerStateMachine.can(this.current, target)) {
      const throughIdle =
        readerStateMachine.can(this.current, 'idle') && readerStateMachine.can('idle', target);
      this.setState(throughIdle ? 'idle' : 'booting');
    }
    this.setState(target);
  }

  emit(examId: string | null, body: ReaderEventBody): void {
    const { deps } = this;
    this.eventsSent += 1;
    const event = eventMessage(deps.code, examId, body, deps.timeline.wallNow(), {
      boot: this.boot,
      seq: this.eventsSent,
    });
    if (event.type === 'error') deps.logger.info(`error event ${event.error}`);
    else deps.logger.debug(`event ${event.type}${'step' in event ? ` ${event.step}` : ''}`);
    deps.link.publishEvent(event);
  }

  /** Republishes the current status with a fresh envelope. */
  publishStatus(): void {
    this.deps.link.publishStatus(this.statusMessage(this.current));
  }

  /** §4: a reconnecting reader says so, then republishes the state it is really in. */
  announceReconnection(): void {
    this.deps.logger.info(`reconnecting → ${this.current}`);
    this.deps.link.publishStatus(this.statusMessage('reconnecting'));
    this.publishStatus();
  }

  /** The status as it would read in `state` (offline for the last will and the clean stop). */
  statusMessage(state: ReaderState): ReaderStatusMessage {
    const { deps } = this;
    return statusMessage({
      code: deps.code,
      family: deps.family,
      state,
      condition: deps.condition,
      examId: deps.examId(),
      ...(this.progress ? { progress: this.progress } : {}),
      at: deps.timeline.wallNow(),
      toWall: (simulated) => deps.timeline.toWall(simulated),
    });
  }
}

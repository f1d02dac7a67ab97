import {
  HL7_ACK_TIMEOUT_MS,
  HL7_RETRY_WINDOW_MS,
  hl7Outcome,
  hl7RetryAt,
  hl7RetryDelaysMs,
} from '@ponto/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock';
import { IntervalJob } from '../../platform/interval-job';
import type { Hl7Sender } from './mllp';
import type { ClaimedHl7Message, Hl7Repository } from './repository';

export interface Hl7WorkerDeps {
  repo: Hl7Repository;
  clock: Clock;
  log: FastifyBaseLogger;
  send: Hl7Sender;
  /** The domain's schedule unless given (a test may shorten it). */
  retryDelaysMs?: readonly number[];
  retryWindowMs?: number;
  timeoutMs?: number;
  intervalMs?: number;
}

/**
 * Delivers the HL7 outbox at least once: a message is delivered only on an AA. AE, no ACK and a refused
 * connection are recorded and retried with backoff for the retry window, then failed; AR is retried up to
 * HL7_AR_MAX_ATTEMPTS times, then the message is rejected.
 */
export class Hl7Worker {
  private readonly job: IntervalJob;

  constructor(private readonly deps: Hl7WorkerDeps) {
    this.job = new IntervalJob('hl7 delivery', () => this.drain(), deps.intervalMs ?? 1000, deps.log);
  }

  start(): void {
    this.job.start();
  }

  stop(): Promise<void> {
    return this.job.stop();
  }

  /** One round: claims what is due and sends it, in parallel (a slow LIS does not hold up another's). */
  async drain(): Promise<number> {
    const due = await this.deps.repo.claimDue(this.deps.clock.now(), 20);
    await Promise.all(due.map((message) => this.deliver(message)));
    return due.length;
  }

  private async deliver(message: ClaimedHl7Message): Promise<void> {
    const { repo, clock, log } = this.deps;
    let ackCode: string | null = null;
    let error = '';
    try {
      const ack = await this.deps.send(
        { host: message.host, port: message.port, tls: message.tls },
        message.message,
        this.deps.timeoutMs ?? HL7_ACK_TIMEOUT_MS,
      );
      ackCode = ack.code;
      error = ack.text ? `${ack.code}: ${ack.text}` : ack.code;
    } catch (e) {
      error = e instanceof Error ? e.message : String(e);
    }
    const outcome = hl7Outcome(ackCode, message.attempts);
    if (outcome === 'delivered') {
      await repo.markDelivered(message.id, ackCode as string, clock.now());
      return;
    }
    const context = { hl7MessageId: message.id, attempts: message.attempts, ackCode, error };
    if (outcome === 'rejected') {
      log.warn(context, 'HL7 message rejected by the LIS (AR): not sent again');
      await repo.markAttemptFailed(message.id, { ackCode, error }, { finalStatus: 'rejected' });
      return;
    }
    const retryAt = hl7RetryAt(
      { createdAt: message.createdAt, attempts: message.attempts, now: clock.now() },
      this.deps.retryDelaysMs ?? hl7RetryDelaysMs,
      this.deps.retryWindowMs ?? HL7_RETRY_WINDOW_MS,
    );
    log.warn({ ...context, retryAt }, 'HL7 message not accepted');
    await repo.markAttemptFailed(
      message.id,
      { ackCode, error },
      retryAt ? { retryAt } : { finalStatus: 'failed' },
    );
  }
}

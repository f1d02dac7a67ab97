import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock';
import { IntervalJob } from '../../platform/interval-job';
import type { MessagingRepository, OutboxMessage } from './repository';
import type { Transport } from './transports';

const MAX_ATTEMPTS = 8;

/** Exponential backoff: 30 s, 1 min, 2 min … capped at one hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(3_600_000, 30_000 * 2 ** Math.max(0, attempts - 1));
}

/** Delivers the outbox at least once: a message is marked sent only after its transport accepted it. */
export class OutboxWorker {
  private readonly job: IntervalJob;

  constructor(
    private readonly repo: MessagingRepository,
    private readonly transport: Transport,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    intervalMs = 500,
  ) {
    this.job = new IntervalJob('outbox delivery', () => this.drain(), intervalMs, log);
  }

  start(): void {
    this.job.start();
  }

  stop(): Promise<void> {
    return this.job.stop();
  }

  /** One batch, sent in parallel so that the whole batch ends within one send's timeouts (the lease). */
  async drain(): Promise<number> {
    const due = await this.repo.claimDue(this.clock.now(), 10);
    await Promise.all(due.map((message) => this.deliver(message)));
    return due.length;
  }

  private async deliver(message: OutboxMessage): Promise<void> {
    try {
      await this.transport.send(message);
      await this.repo.markSent(message.id, this.clock.now());
    } catch (error) {
      const attempts = message.attempts + 1;
      const retryAt =
        attempts >= MAX_ATTEMPTS ? null : new Date(this.clock.now().getTime() + retryDelayMs(attempts));
      this.log.warn({ err: error, messageId: message.id, attempts }, 'outbox message not delivered');
      await this.repo.markFailed(message.id, String(error), retryAt);
    }
  }
}

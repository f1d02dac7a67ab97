import type { FastifyBaseLogger } from 'fastify';
import { isDatabaseUnavailable } from './database-unavailable';

/** Runs a task every `intervalMs`, never two rounds at once; stop() waits for a round in progress. */
export class IntervalJob {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  /** While the database is unreachable a job says so once, not every round. */
  private waitingForDatabase = false;

  constructor(
    private readonly name: string,
    private readonly task: () => Promise<unknown>,
    private readonly intervalMs: number,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    this.timer = setInterval(() => {
      if (this.running) return;
      this.running = this.task()
        .then(
          () => {
            this.waitingForDatabase = false;
          },
          (error) => this.failed(error),
        )
        .finally(() => {
          this.running = undefined;
        });
    }, this.intervalMs);
  }

  private failed(error: unknown): void {
    if (!isDatabaseUnavailable(error)) {
      this.log.error({ err: error }, `${this.name} failed`);
      return;
    }
    if (this.waitingForDatabase) return;
    this.waitingForDatabase = true;
    this.log.warn(`${this.name}: the database does not answer; trying again every round`);
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }
}

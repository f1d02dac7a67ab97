import type { ReaderStatusMessage } from '@ponto/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { ReadersRepository } from './repository';

export interface PendingStatus {
  readerId: string;
  cnpj: string | null;
  message: ReaderStatusMessage;
}

/** Whether `next` should replace `current` for the same reader within one batch. */
function supersedes(next: PendingStatus, current: PendingStatus): boolean {
  if (next.message.state === 'offline' || current.message.state === 'offline') return true;
  return next.message.ts >= current.message.ts;
}

/**
 * Reader statuses are state, not facts: each one replaces the last. Each is republished to its workplace at
 * once (browsers never wait for the database), unless it is older than one already republished by this
 * process; then they are gathered for a few milliseconds and written in one statement (a thousand readers
 * reporting every second would otherwise cost a thousand commits a second). A status lost in a crash is
 * replaced by the device's next one (and its retained copy on the broker).
 */
export class StatusWriter {
  private pending = new Map<string, PendingStatus>();
  /** Statuses whose batch is being written: still newer than the stored ones until their write ends. */
  private readonly writing = new Map<string, PendingStatus>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();
  private stopped = false;
  /** The time of the newest status republished per reader (statuses of one reader may come out of order). */
  private readonly shownAt = new Map<string, number>();

  constructor(
    private readonly repo: ReadersRepository,
    private readonly republish: (status: PendingStatus) => Promise<void>,
    private readonly log: FastifyBaseLogger,
    private readonly windowMs = 50,
    private readonly maxBatch = 1000,
  ) {}

  add(status: PendingStatus): void {
    // Shutting down: the device's retained status tells the next start.
    if (this.stopped) return;
    if (status.cnpj && this.isNews(status))
      this.republish(status).catch((error) =>
        this.log.error({ err: error, readerId: status.readerId }, 'reader status not republished'),
      );
    const current = this.pending.get(status.readerId);
    if (!current || supersedes(status, current)) this.pending.set(status.readerId, status);
    if (this.pending.size >= this.maxBatch) this.flushSoon(0);
    else this.flushSoon(this.windowMs);
  }

  /** A last will (offline) is always news: it carries the time of the connection it outlived. */
  private isNews(status: PendingStatus): boolean {
    if (status.message.state === 'offline') return true;
    const ts = Date.parse(status.message.ts);
    const shown = this.shownAt.get(status.readerId);
    if (shown !== undefined && ts < shown) return false;
    this.shownAt.set(status.readerId, ts);
    return true;
  }

  private flushSoon(delayMs: number): void {
    if (this.timer && delayMs > 0) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.flush();
    }, delayMs);
  }

  /**
   * The newest status this process received from a reader and has not stored yet (gathered, or in a write
   * under way): what the reader says now, which the stored row catches up with within the window.
   */
  unwritten(readerId: string): ReaderStatusMessage | undefined {
    return (this.pending.get(readerId) ?? this.writing.get(readerId))?.message;
  }

  /** Writes what is pending; batches are written one after another, in arrival order. */
  flush(): Promise<void> {
    const batch = [...this.pending.values()];
    this.pending = new Map();
    for (const status of batch) {
      const earlier = this.writing.get(status.readerId);
      if (!earlier || supersedes(status, earlier)) this.writing.set(status.readerId, status);
    }
    this.flushing = this.flushing.then(() =>
      this.write(batch).finally(() => {
        for (const status of batch)
          if (this.writing.get(status.readerId) === status) this.writing.delete(status.readerId);
      }),
    );
    return this.flushing;
  }

  private async write(batch: PendingStatus[]): Promise<void> {
    if (batch.length === 0) return;
    try {
      await this.repo.saveStatuses(
        batch.map((s) => ({
          id: s.readerId,
          status: s.message,
          sentAt: new Date(s.message.ts),
          offline: s.message.state === 'offline',
        })),
      );
    } catch (error) {
      this.log.error({ err: error, statuses: batch.length }, 'reader statuses not written');
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.flush();
  }
}

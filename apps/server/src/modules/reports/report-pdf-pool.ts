import { availableParallelism } from 'node:os';
import { Readable } from 'node:stream';
import { Piscina } from 'piscina';
import type { ReportPdfInput } from './report-pdf';
import type { ReportPdfTask } from './report-pdf-thread';

const threadFile = new URL('./report-pdf-thread.mjs', import.meta.url);

/**
 * Report PDFs are drawn on worker threads, one per core: drawing (layout, font subsetting, compression)
 * costs tens of milliseconds of CPU per report, which on the main thread would hold every other request
 * back while a ZIP of 200 reports is written, and would use one core only. The threads start on first use
 * (or `warmUp`, at listen) and stay for the life of the process.
 */
export class ReportPdfPool {
  private pool: Piscina<ReportPdfTask, Uint8Array | null> | undefined;

  constructor(
    /** Told of a thread that failed outside any task (its task's caller is told of the others). */
    private readonly onError: (error: unknown) => void,
    private readonly threads = Math.max(1, Math.min(availableParallelism(), 4)),
  ) {}

  get size(): number {
    return this.threads;
  }

  private get started(): Piscina<ReportPdfTask, Uint8Array | null> {
    this.pool ??= new Piscina<ReportPdfTask, Uint8Array | null>({
      filename: threadFile.href,
      minThreads: this.threads,
      maxThreads: this.threads,
      name: 'default',
      // Not the parent's Node options: the entry registers its own TypeScript loader, and a module the
      // parent preloads with --import (a profiler's probe) would not load in a thread of Node 20.
      execArgv: [],
      // Below the main thread: a ZIP's drawing takes the cores the requests of everyone else leave free.
      niceIncrement: 10,
    });
    this.pool.on('error', this.onError);
    return this.pool;
  }

  /** The report's PDF, whole (a report is tens of kilobytes), as a stream to pipe. */
  async draw(report: ReportPdfInput): Promise<Readable> {
    const bytes = await this.started.run({ report });
    if (!bytes) throw new Error('the drawing thread returned no PDF');
    return Readable.from([Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)], {
      objectMode: false,
    });
  }

  /** Starts every thread and draws one report on each, so that the first reports after a start come fast. */
  async warmUp(): Promise<void> {
    const pool = this.started;
    await Promise.all(Array.from({ length: this.threads }, () => pool.run({ warmUp: true })));
  }

  async close(): Promise<void> {
    const pool = this.pool;
    this.pool = undefined;
    await pool?.destroy();
  }
}

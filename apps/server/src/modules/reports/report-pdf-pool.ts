import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { ReportToDraw } from './report-drawing';
import type { ReportPdfTask } from './report-pdf-thread';

const threadFile = new URL('./report-pdf-thread.mjs', import.meta.url);

/** Samples each thread draws at start: enough for V8 to optimise the drawing code (a fifth of a second). */
const WARM_UP_ROUNDS = 12;

/**
 * How many threads draw: one per core but one (at least one, at most four), so that a core stays with the
 * requests and the database while a ZIP is drawn. On 2 cores, with one thread, the exam list's p95 during
 * ZIPs was 10–14 ms against 15–16 with two, for a ZIP of 1.4–1.6 s against 1.0–1.2 (docs/performance.md).
 */
export function drawingThreadsFor(cores: number): number {
  return Math.max(1, Math.min(cores - 1, 4));
}

/**
 * Report PDFs are drawn on worker threads: drawing (layout, font subsetting, compression) costs milliseconds
 * of CPU per report, which on the main thread would hold every other request back while a ZIP of 200 reports
 * is written. The threads start on first use, or at the server's start (`warmUp`), and stay for the life of
 * the process.
 */
export class ReportPdfPool {
  private pool: Piscina<ReportPdfTask, Uint8Array | null> | undefined;
  /** Reports asked for since the start: the warm-up gives way once one is (drawn by now or not). */
  private asked = 0;

  constructor(
    /** Told of a thread that failed outside any task (its task's caller is told of the others). */
    private readonly onError: (error: unknown) => void,
    private readonly threads = drawingThreadsFor(availableParallelism()),
  ) {}

  private get started(): Piscina<ReportPdfTask, Uint8Array | null> {
    if (this.pool) return this.pool;
    this.pool = new Piscina<ReportPdfTask, Uint8Array | null>({
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
    // Once, with the pool: a listener added on every use would pile up, one more per report ever drawn.
    this.pool.on('error', this.onError);
    return this.pool;
  }

  /** The report's PDF, whole: a report is tens of kilobytes. */
  async draw(report: ReportToDraw): Promise<Buffer> {
    this.asked += 1;
    const bytes = await this.started.run({ report });
    if (!bytes) throw new Error('the drawing thread returned no PDF');
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  /**
   * Starts every thread and has each draw a sample report, round after round, so that the first reports after
   * a start come fast. Real reports do not queue behind it: it stops at the first round that finds one asked.
   * Resolves with the rounds drawn.
   */
  async warmUp(): Promise<number> {
    const pool = this.started;
    const askedBefore = this.asked;
    let rounds = 0;
    for (; rounds < WARM_UP_ROUNDS && this.asked === askedBefore; rounds += 1)
      await Promise.all(Array.from({ length: this.threads }, () => pool.run({ warmUp: true })));
    return rounds;
  }

  async close(): Promise<void> {
    const pool = this.pool;
    this.pool = undefined;
    await pool?.destroy();
  }
}

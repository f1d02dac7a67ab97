import { type ChildProcess, fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { availableParallelism, getPriority, tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline, type Readable } from 'node:stream';
import { DatabaseUnavailableError } from '../../platform/database-unavailable';
import { Framer, Unframer } from '../../platform/frames';
import type { ArchiveHead, ArchiveJob } from './report-archive-job';
import type { ReportToDraw } from './report-drawing';
import { LogosSent } from './report-logo-crossing';
import type { DrawerReply, DrawerRequest, ReportPdfTask } from './report-pdf-drawer';

const entry = new URL('./report-pdf-process.mjs', import.meta.url);

/** Samples each process draws at start: enough for V8 to optimise the drawing code (a fifth of a second). */
const WARM_UP_ROUNDS = 12;

/** How far below the server the drawing runs: a ZIP's drawing takes the cores everyone else's requests leave. */
const NICE_INCREMENT = 10;

/** A drawing process that does not go within this long after it is let go is killed. */
const CLOSE_GRACE_MS = 2_000;

/**
 * How many processes draw: one per core but one (at least one, at most four), so that a core stays with the
 * requests and the database while a ZIP is drawn. On 2 cores, with one, the exam list's p95 during ZIPs was
 * 10–14 ms against 15–16 with two, for a ZIP of 1.4–1.6 s against 1.0–1.2 (docs/performance.md).
 */
export function drawingProcessesFor(cores: number): number {
  return Math.max(1, Math.min(cores - 1, 4));
}

type Job = {
  id: number;
  task: ReportPdfTask;
  resolve: (pdf: Uint8Array | null) => void;
  reject: (error: Error) => void;
};

type Drawer = {
  process: ChildProcess;
  ready: boolean;
  /** Settles when the process is ready, or failed before. */
  started: Promise<void>;
  settleStart: { resolve: () => void; reject: (error: Error) => void };
  job?: Job;
  logos: LogosSent;
  /** Where the process takes connections that ask for an archive. */
  socketPath: string;
  /** Archives it is making now. */
  archives: number;
};

/**
 * Report PDFs are drawn in processes of their own, below the server's priority: drawing (layout, font
 * subsetting, compression) costs milliseconds of CPU per report and makes garbage, and a ZIP of 200 reports
 * would otherwise hold everyone else's requests back. A process of its own has its own heap and its own
 * collector threads, which run at its priority, not the server's: a worker thread's garbage is swept by the
 * threads the server's own requests wait on. The processes start on first use, or at the server's start
 * (`warmUp`), and stay for the life of the server; one that dies is replaced on the next report.
 */
export class ReportPdfPool {
  private drawers: Drawer[] = [];
  private queue: Job[] = [];
  private nextId = 1;
  private closed = false;
  /** Reports asked for since the start: the warm-up gives way once one is (drawn by now or not). */
  private asked = 0;
  /** The folder of the processes' sockets, made with the first process. */
  private socketFolder: string | null = null;
  private started = 0;

  constructor(
    /** Told of a drawing process that failed (the callers of the reports it was drawing are told too). */
    private readonly onError: (error: unknown) => void,
    private readonly processes = drawingProcessesFor(availableParallelism()),
  ) {}

  /** The report's PDF, whole: a report is tens of kilobytes. */
  async draw(report: ReportToDraw): Promise<Buffer> {
    this.asked += 1;
    const bytes = await this.run({ report });
    if (!bytes) throw new Error('the drawing process returned no PDF');
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  /**
   * A ZIP of the reports of these exam requests, made by a drawing process: it reads the reports with its own
   * connection to the database, draws them and writes the archive, and the bytes come back through a local
   * socket, so the server's main thread only passes them on (a ZIP of 200 reports would otherwise hold
   * everyone else's requests back while it reads 200 reports, sends them across and takes 200 PDFs back).
   * Resolves once the process has read the reports, before any byte: with how many files the archive holds
   * (none: `stream` is empty), or fails with why it could not make it. A stream that is destroyed stops the
   * archive; one the process could not finish fails.
   */
  async archive(job: ArchiveJob): Promise<{ files: number; stream: Readable }> {
    if (this.closed) throw new Error('the report drawing pool is closed');
    this.asked += 1;
    this.dispatch();
    const drawer = this.drawers.reduce((least, drawer) =>
      drawer.archives < least.archives ? drawer : least,
    );
    await drawer.started;
    drawer.archives += 1;
    const connection = connect({ path: drawer.socketPath, allowHalfOpen: true });
    const body = new Unframer();
    pipeline(connection, body, () => {
      drawer.archives -= 1;
    });
    const request = new Framer();
    request.pipe(connection);
    request.end(JSON.stringify(job));
    const head = JSON.parse((await body.head).toString()) as ArchiveHead;
    if ('error' in head) {
      body.destroy();
      throw head.error === 'DATABASE_UNAVAILABLE'
        ? new DatabaseUnavailableError(head.message)
        : new Error(`the drawing process could not make the archive: ${head.message}`);
    }
    return { files: head.files, stream: body };
  }

  /**
   * Starts every process and has each draw a sample report, round after round, so that the first reports after
   * a start come fast. Real reports do not queue behind it: it stops at the first round that finds one asked.
   * Resolves with the rounds drawn.
   */
  async warmUp(): Promise<number> {
    const askedBefore = this.asked;
    let rounds = 0;
    for (; rounds < WARM_UP_ROUNDS && this.asked === askedBefore; rounds += 1) {
      try {
        await Promise.all(Array.from({ length: this.processes }, () => this.run({ warmUp: true })));
      } catch (error) {
        // A server that stops while it starts (its DATA_DIR taken) closes the pool under the warm-up.
        if (this.closed) break;
        throw error;
      }
    }
    return rounds;
  }

  /** The ids of the drawing processes running now. */
  get pids(): number[] {
    return this.drawers.flatMap((drawer) => (drawer.process.pid ? [drawer.process.pid] : []));
  }

  /** Stops the drawing processes: reports not drawn by then fail. */
  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new Error('the report drawing pool is closed'));
    await Promise.all(this.drawers.map((drawer) => this.letGo(drawer)));
    this.drawers = [];
    if (this.socketFolder) rmSync(this.socketFolder, { recursive: true, force: true });
  }

  private run(task: ReportPdfTask): Promise<Uint8Array | null> {
    if (this.closed) return Promise.reject(new Error('the report drawing pool is closed'));
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, task, resolve, reject });
      this.dispatch();
    });
  }

  private dispatch(): void {
    while (this.drawers.length < this.processes) this.drawers.push(this.start());
    for (const drawer of this.drawers) {
      if (!drawer.ready || drawer.job) continue;
      const job = this.queue.shift();
      if (!job) break;
      drawer.job = job;
      drawer.process.channel?.ref();
      const { task } = job;
      const request: DrawerRequest = {
        id: job.id,
        task:
          'report' in task ? { report: { ...task.report, logo: drawer.logos.wire(task.report.logo) } } : task,
      };
      drawer.process.send(request);
    }
  }

  private start(): Drawer {
    const nice = Math.min(19, getPriority() + NICE_INCREMENT);
    this.socketFolder ??= mkdtempSync(path.join(tmpdir(), 'ponto-drawing-'));
    this.started += 1;
    const socketPath = path.join(this.socketFolder, `${this.started}.sock`);
    const child = fork(entry, [], {
      // Not the server's Node options: a module it preloads with --import (a profiler's probe) is not the
      // drawing's. The entry registers its own TypeScript loader.
      execArgv: [],
      env: { ...process.env, PONTO_DRAWING_NICE: String(nice), PONTO_DRAWING_SOCKET: socketPath },
      // Buffers and dates cross as they are, not as JSON.
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    let settleStart!: Drawer['settleStart'];
    const started = new Promise<void>((resolve, reject) => {
      settleStart = { resolve, reject };
    });
    // Awaited only by an archive; a process that fails before it is ready fails the reports waiting anyway.
    started.catch(() => {});
    const drawer: Drawer = {
      process: child,
      ready: false,
      started,
      settleStart,
      logos: new LogosSent(),
      socketPath,
      archives: 0,
    };
    // An idle drawing process keeps nobody's event loop alive; one drawing does (`dispatch`).
    child.unref();
    child.channel?.unref();
    child.on('message', (reply: DrawerReply) => this.answered(drawer, reply));
    child.on('error', (error) => this.failed(drawer, error));
    child.on('exit', (code, signal) =>
      this.failed(drawer, new Error(`the report drawing process stopped (${signal ?? `exit ${code}`})`)),
    );
    return drawer;
  }

  private answered(drawer: Drawer, reply: DrawerReply): void {
    if ('ready' in reply) {
      drawer.ready = true;
      drawer.settleStart.resolve();
    } else {
      const job = drawer.job;
      if (!job || job.id !== reply.id) return;
      drawer.job = undefined;
      drawer.process.channel?.unref();
      if ('error' in reply) job.reject(new Error(reply.error));
      else job.resolve(reply.pdf);
    }
    this.dispatch();
  }

  private failed(drawer: Drawer, error: Error): void {
    if (!this.drawers.includes(drawer)) return;
    this.drawers = this.drawers.filter((other) => other !== drawer);
    drawer.settleStart.reject(error);
    drawer.job?.reject(error);
    if (this.closed) return;
    this.onError(error);
    // A process that dies before it is ready would die again: the reports waiting fail rather than loop.
    if (!drawer.ready) for (const job of this.queue.splice(0)) job.reject(error);
    else if (this.queue.length > 0) this.dispatch();
  }

  private letGo(drawer: Drawer): Promise<void> {
    const child = drawer.process;
    if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    // Waited for with the process counted among the server's work, whatever else is left to keep it running.
    child.ref();
    return new Promise((resolve) => {
      const kill = setTimeout(() => child.kill('SIGKILL'), CLOSE_GRACE_MS);
      child.once('exit', () => {
        clearTimeout(kill);
        resolve();
      });
      if (child.connected) child.disconnect();
      else child.kill('SIGKILL');
    });
  }
}

import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { pdfInputOf, type ReportToDraw } from './report-drawing';
import { type LogoOnWire, LogosReceived } from './report-logo-crossing';
import { drawableLogo } from './report-logo-image';
import { reportPdf } from './report-pdf';
import { warmUpReportPdf } from './report-warm-up';

/** A drawing process's task: a report to draw, or a sample drawn to warm the process up. */
export type ReportPdfTask = { report: ReportToDraw } | { warmUp: true };

/** A report as it crosses to the drawing process: its logo sent whole once, then by its key. */
export type ReportOnWire = Omit<ReportToDraw, 'logo'> & { logo: LogoOnWire | null };

/** What the server sends the drawing process. */
export type DrawerRequest = { id: number; task: { report: ReportOnWire } | { warmUp: true } };

/** What the drawing process answers: it is ready, or a task's PDF (none for a warm-up), or why it failed. */
export type DrawerReply =
  | { ready: true }
  | { id: number; pdf: Uint8Array | null }
  | { id: number; error: string };

/** Words and draws one report, whole. */
export async function drawTask(task: ReportPdfTask): Promise<Uint8Array | null> {
  if ('warmUp' in task) {
    await warmUpReportPdf();
    return null;
  }
  const { logo } = task.report;
  const doc = await reportPdf(
    pdfInputOf({
      ...task.report,
      logo: logo && (await drawableLogo(Buffer.from(logo.buffer, logo.byteOffset, logo.byteLength))),
    }),
  );
  const chunks: Buffer[] = [];
  for await (const chunk of doc as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/**
 * Runs in the drawing process (report-pdf-pool.ts): draws the tasks the server sends, one at a time, in the
 * order they come, and answers each by its id. The server sends one task at a time anyway. Where the server
 * gave it a socket path, it also makes the archives the server asks for on connections to that path
 * (report-archive-drawing.ts), their reports drawn in turn with the single ones.
 */
export async function serveDrawing(channel: NodeJS.Process, socketPath?: string): Promise<void> {
  let last: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    const run = last.then(work);
    last = run.catch(() => undefined);
    return run;
  };
  const logos = new LogosReceived();
  // A reply the server no longer waits for (it has let this process go, or is gone) is dropped: with a
  // callback, a closed channel is reported to it instead of crashing this process with an 'error' event.
  const send = (reply: DrawerReply) => {
    if (channel.connected) channel.send?.(reply, undefined, undefined, () => undefined);
  };
  channel.on('message', ({ id, task }: DrawerRequest) => {
    // In the order the tasks came, which is the order the server counted on when it sent them.
    inTurn(async () => {
      try {
        const drawn =
          'report' in task ? { report: { ...task.report, logo: logos.bytesOf(task.report.logo) } } : task;
        send({ id, pdf: await drawTask(drawn) });
      } catch (error) {
        send({
          id,
          error: error instanceof Error ? (error.stack ?? error.message) : String(error),
        });
      }
    });
  });
  if (socketPath) await listenForArchives(socketPath, inTurn);
  send({ ready: true });
}

/**
 * After each report of an archive, the drawing process rests this share of the time the report took, so that it
 * draws an archive on at most four fifths of a core: a download nobody watches page by page gives the rest to
 * the requests people wait on. Measured (docs/performance.md): the others' p99 during ZIPs 0.77–0.93 of their
 * p99 beside a busy core, against 0.81–1.21 (median 0.99) without; a ZIP of 200 reports 1.5–1.8 s warm.
 * Single reports do not rest: someone waits for each.
 */
const ARCHIVE_REST = 0.25;

async function listenForArchives(
  socketPath: string,
  inTurn: <T>(work: () => Promise<T>) => Promise<T>,
): Promise<void> {
  // Loaded while the process waits for work, not before it is ready: the database's code is not the drawing's.
  const archives = import('./report-archive-drawing');
  archives.catch(() => {});
  // The server half-closes its side once it has asked; the archive still goes back on this one.
  const server = createServer({ allowHalfOpen: true });
  server.on('connection', (connection) => {
    archives.then(
      ({ drawArchive }) =>
        drawArchive(connection, (report) =>
          inTurn(async () => {
            const began = performance.now();
            const pdf = (await drawTask({ report })) ?? Buffer.alloc(0);
            // Within its turn, so that nothing else is drawn meanwhile.
            await new Promise((resolve) => setTimeout(resolve, ARCHIVE_REST * (performance.now() - began)));
            return pdf;
          }),
        ),
      () => connection.destroy(),
    );
  });
  // A path left by a process that died is taken over.
  rmSync(socketPath, { force: true });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.unref();
}

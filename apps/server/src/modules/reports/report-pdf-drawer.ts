import { pdfInputOf, type ReportToDraw } from './report-drawing';
import { drawableLogo } from './report-logo-image';
import { reportPdf } from './report-pdf';
import { warmUpReportPdf } from './report-warm-up';

/** A drawing process's task: a report to draw, or a sample drawn to warm the process up. */
export type ReportPdfTask = { report: ReportToDraw } | { warmUp: true };

/** What the server sends the drawing process. */
export type DrawerRequest = { id: number; task: ReportPdfTask };

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
 * order they come, and answers each by its id. The server sends one task at a time anyway.
 */
export function serveDrawing(channel: NodeJS.Process): void {
  let last = Promise.resolve();
  // A reply the server no longer waits for (it has let this process go, or is gone) is dropped: with a
  // callback, a closed channel is reported to it instead of crashing this process with an 'error' event.
  const send = (reply: DrawerReply) => {
    if (channel.connected) channel.send?.(reply, undefined, undefined, () => undefined);
  };
  channel.on('message', (message: DrawerRequest) => {
    last = last.then(async () => {
      try {
        send({ id: message.id, pdf: await drawTask(message.task) });
      } catch (error) {
        send({
          id: message.id,
          error: error instanceof Error ? (error.stack ?? error.message) : String(error),
        });
      }
    });
  });
  send({ ready: true });
}

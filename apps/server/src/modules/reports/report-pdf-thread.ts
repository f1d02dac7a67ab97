import { move } from 'piscina';
import { pdfInputOf, type ReportToDraw } from './report-drawing';
import { reportPdf } from './report-pdf';
import { warmUpReportPdf } from './report-warm-up';

/** A drawing thread's task: a report to draw, or a sample drawn to warm the thread up. */
export type ReportPdfTask = { report: ReportToDraw } | { warmUp: true };

/**
 * Runs on a drawing thread (report-pdf-pool.ts): words and draws one report and hands its bytes back, moved
 * rather than copied.
 */
export default async function drawReport(task: ReportPdfTask): Promise<Uint8Array | null> {
  if ('warmUp' in task) {
    await warmUpReportPdf();
    return null;
  }
  const doc = await reportPdf(pdfInputOf(task.report));
  const chunks: Buffer[] = [];
  for await (const chunk of doc as AsyncIterable<Buffer>) chunks.push(chunk);
  const bytes = new Uint8Array(Buffer.concat(chunks));
  return move(bytes) as Uint8Array;
}

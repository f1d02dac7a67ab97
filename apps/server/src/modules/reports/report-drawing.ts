import { type ReportLinesSource, reportLines, verificationOf } from './report-lines';
import type { ReportPdfInput } from './report-pdf';

/**
 * A report as it crosses to a drawing process (report-pdf-pool.ts): what it prints is read by the server and
 * worded in the drawing process, with the drawing, so that neither holds the other requests back.
 */
export interface ReportToDraw {
  source: ReportLinesSource;
  /** The report's public verification page; null when it has no hashcode to verify. */
  verifyUrl: string | null;
  /** PNG or JPEG bytes; null draws the Ponto name mark. */
  logo: Uint8Array | null;
}

export function pdfInputOf({ source, verifyUrl, logo }: ReportToDraw): ReportPdfInput {
  return {
    lines: reportLines(source),
    protocolNumber: source.report.protocolNumber,
    reportHash: source.report.reportHash,
    verify: verifyUrl ? verificationOf(verifyUrl, source.locale) : null,
    logo,
  };
}

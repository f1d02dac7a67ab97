import type { Readable } from 'node:stream';
import {
  canOpenReport,
  type ExamState,
  fieldError,
  initialsOf,
  type ReportBase64,
  type ReportVerification,
  type ResultView,
} from '@ponto/domain';
import { isLocale, type Locale } from '@ponto/i18n';
import type { Db } from '../../db/database';
import { AppError, validationError } from '../../platform/errors';
import { ResultRepository } from '../results/repository';
import { reportLines } from './report-lines';
import type { ReportPdfPool } from './report-pdf-pool';
import { ReportRepository, type ReportRow, type WorkplaceReportRepository } from './repository';
import { traceabilityOf } from './traceability';

/** The languages chosen at registration for the exam's report; pt-BR when none was recorded. */
export function reportLocalesOf(report: Pick<ReportRow, 'order'>): Locale[] {
  return ((report.order as { reportLanguages?: string[] }).reportLanguages ?? ['pt-BR']).filter(isLocale);
}

/**
 * §2 exam report: the PDF of a released report (or, for an invalid one or one waiting for recollect, the
 * report that prints no result), in one of the languages chosen at registration; and the public
 * verification of a printed report by its hashcode.
 */
export class ReportService {
  private readonly reports: ReportRepository;
  private readonly results: ResultRepository;

  constructor(
    private readonly deps: {
      db: Db;
      publicUrl: () => string;
      /** The workplace's logo (else the portal's) as PNG or JPEG bytes; null draws the Ponto name mark. */
      logo?: (workplaceId: string) => Promise<Buffer | null>;
      /** The threads that draw the PDFs. */
      pdfs: ReportPdfPool;
    },
  ) {
    this.reports = new ReportRepository(deps.db);
    this.results = new ResultRepository(deps.db);
  }

  verifyUrl(hash: string): string {
    return `${this.deps.publicUrl()}/verificar/${hash}`;
  }

  /** The report of one of the workplace's exams (`reports` is bound to the workplace). */
  async pdf(reports: WorkplaceReportRepository, examRequestId: string, lang: string | undefined) {
    const report = await reports.report(examRequestId);
    if (!report) throw new AppError('NOT_FOUND');
    if (!canOpenReport({ state: report.state as ExamState, released: !!report.releasedAt }))
      throw new AppError('INVALID_TRANSITION');
    const chosen = reportLocalesOf(report);
    const locale = (lang ?? chosen[0] ?? 'pt-BR') as Locale;
    if (!chosen.includes(locale)) throw validationError([fieldError('lang', 'invalidOption')]);
    const document = await this.render(report, locale);
    return { document, filename: `laudo-${report.protocolNumber}-${locale}.pdf` };
  }

  /**
   * §6/§7 the report PDF as base64 in JSON, for contracted workplaces only (REPORT_BASE64_NOT_CONTRACTED
   * otherwise). A single report is small: it is read whole to encode it, unlike the streamed PDF and ZIP.
   */
  async base64(
    workplace: { contracted: boolean },
    reports: WorkplaceReportRepository,
    examRequestId: string,
    lang: string | undefined,
  ): Promise<ReportBase64> {
    if (!workplace.contracted) throw new AppError('REPORT_BASE64_NOT_CONTRACTED');
    const { document, filename } = await this.pdf(reports, examRequestId, lang);
    const chunks: Buffer[] = [];
    for await (const chunk of document as AsyncIterable<Buffer>) chunks.push(chunk);
    return { filename, contentType: 'application/pdf', base64: Buffer.concat(chunks).toString('base64') };
  }

  /** The PDF of a report already loaded and allowed to open (canOpenReport), in a language it was chosen in. */
  async render(report: ReportRow, locale: Locale): Promise<Readable> {
    // Independent reads, side by side: one report waits for the slowest, not for their sum.
    const [rows, revisions, traceability, logo] = await Promise.all([
      report.state === 'ready' ? this.results.of(report.id) : [],
      this.results.revisionsOf(report.id),
      traceabilityOf(this.deps.db, { examRequestId: report.id, workplaceId: report.workplaceId }),
      this.deps.logo?.(report.workplaceId) ?? null,
    ]);
    const results: ResultView[] = rows.map((r) => ({
      ...r,
      resultAt: r.resultAt.toISOString(),
      source: r.source as ResultView['source'],
    }));
    return this.deps.pdfs.draw({
      lines: reportLines({ report, results, traceability, rectified: revisions.length > 0, locale }),
      protocolNumber: report.protocolNumber,
      reportHash: report.reportHash,
      verifyUrl: report.reportHash ? this.verifyUrl(report.reportHash) : null,
      logo,
      locale,
    });
  }

  /** Only what confirms the paper: which protocol and exam, where, when released, the patient's initials. */
  async verify(hash: string): Promise<ReportVerification> {
    const report = await this.reports.byHash(hash);
    if (!report?.releasedAt) throw new AppError('NOT_FOUND');
    const rectified = await this.reports.rectified(report.id);
    return {
      authentic: true,
      protocolNumber: report.protocolNumber,
      examName: report.examName,
      patientInitials: initialsOf(report.patientName ?? ''),
      workplaceName: report.workplaceName,
      releasedAt: report.releasedAt.toISOString(),
      timeZone: report.workplaceTimeZone,
      rectified,
    };
  }
}

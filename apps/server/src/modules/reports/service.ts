import { Readable } from 'node:stream';
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
import type { ReportPdfPool } from './report-pdf-pool';
import { ReportRepository, type ReportRow, type WorkplaceReportRepository } from './repository';
import { traceabilitiesOf } from './traceability';

/** The languages chosen at registration for the exam's report; pt-BR when none was recorded. */
export function reportLocalesOf({ reportLanguages }: Pick<ReportRow, 'reportLanguages'>): Locale[] {
  return (Array.isArray(reportLanguages) ? reportLanguages : ['pt-BR']).filter(isLocale);
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
    const bytes = await (await this.renderer([report]))(report, locale);
    return Readable.from([bytes], { objectMode: false });
  }

  /**
   * Reads what the PDFs of these reports say besides their rows (results, rectifications, traceability, the
   * logo), for all of them at once: a query per kind, not per report, so that a download of 200 reports
   * does not hold everyone else back with a thousand small queries. Then draws any of them on demand.
   */
  async renderer(
    reports: readonly ReportRow[],
  ): Promise<(report: ReportRow, locale: Locale) => Promise<Buffer>> {
    const ids = reports.map((report) => report.id);
    const workplaceIds = [...new Set(reports.map((report) => report.workplaceId))];
    const [results, rectified, traced, logos] = await Promise.all([
      this.results.ofMany(reports.filter((report) => report.state === 'ready').map((report) => report.id)),
      this.results.rectifiedAmong(ids),
      traceabilitiesOf(
        this.deps.db,
        reports.map((report) => ({ examRequestId: report.id, workplaceId: report.workplaceId })),
      ),
      Promise.all(workplaceIds.map(async (id) => [id, (await this.deps.logo?.(id)) ?? null] as const)),
    ]);
    const logoOf = new Map(logos);
    return async (report, locale) => {
      const traceability = traced.get(report.id);
      if (!traceability) throw new Error(`report ${report.id} was not read for drawing`);
      const views: ResultView[] = (results.get(report.id) ?? []).map((r) => ({
        ...r,
        resultAt: r.resultAt.toISOString(),
        source: r.source as ResultView['source'],
      }));
      // Worded in the drawing process too: a ZIP's 200 reports would otherwise hold the server's
      // requests back while their texts are translated and formatted.
      return this.deps.pdfs.draw({
        source: { report, results: views, traceability, rectified: rectified.has(report.id), locale },
        verifyUrl: report.reportHash ? this.verifyUrl(report.reportHash) : null,
        logo: logoOf.get(report.workplaceId) ?? null,
      });
    };
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

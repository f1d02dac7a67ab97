import { Readable } from 'node:stream';
import {
  canOpenReport,
  type ExamState,
  fieldError,
  initialsOf,
  type ReportBase64,
  type ReportVerification,
} from '@ponto/domain';
import type { Locale } from '@ponto/i18n';
import type { Db } from '../../db/database';
import { AppError, validationError } from '../../platform/errors';
import { reportDrawings, reportLocalesOf, verifyUrlOf } from './report-drawings';
import type { ReportPdfPool } from './report-pdf-pool';
import { ReportRepository, type ReportRow, type WorkplaceReportRepository } from './repository';

/**
 * §2 exam report: the PDF of a released report (or, for an invalid one or one waiting for recollect, the
 * report that prints no result), in one of the languages chosen at registration; and the public
 * verification of a printed report by its hashcode.
 */
export class ReportService {
  private readonly reports: ReportRepository;

  constructor(
    private readonly deps: {
      db: Db;
      /** Where the drawing processes read the reports of an archive. */
      databaseUrl: () => string;
      publicUrl: () => string;
      /** The workplace's logo (else the portal's) as PNG or JPEG bytes; null draws the Ponto name mark. */
      logo?: (workplaceId: string) => Promise<Buffer | null>;
      /** The threads that draw the PDFs. */
      pdfs: ReportPdfPool;
    },
  ) {
    this.reports = new ReportRepository(deps.db);
  }

  verifyUrl(hash: string): string {
    return verifyUrlOf(this.deps.publicUrl(), hash);
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
   * logo), for all of them at once, then draws any of them on demand.
   */
  async renderer(
    reports: readonly ReportRow[],
  ): Promise<(report: ReportRow, locale: Locale) => Promise<Buffer>> {
    const drawingOf = await reportDrawings(this.deps.db, reports, {
      verifyUrl: (hash) => this.verifyUrl(hash),
      logoOf: async (workplaceId) => (await this.deps.logo?.(workplaceId)) ?? null,
    });
    return (report, locale) => this.deps.pdfs.draw(drawingOf(report, locale));
  }

  /**
   * The reports of these exam requests of one workplace as PDFs in one ZIP, in this order under these names,
   * each in `lang` where that language was chosen at registration, else in the first chosen. Made by a drawing
   * process, which reads the reports itself (report-pdf-pool.ts); resolves before any byte with how many files
   * it holds: a report that can no longer be opened (a recollect started since it was counted) is left out.
   */
  async archive(
    workplaceId: string,
    files: Array<{ id: string; name: string }>,
    lang: Locale,
  ): Promise<{ files: number; stream: Readable }> {
    const logo = (await this.deps.logo?.(workplaceId)) ?? null;
    return this.deps.pdfs.archive({
      databaseUrl: this.deps.databaseUrl(),
      workplaceId,
      files,
      lang,
      publicUrl: this.deps.publicUrl(),
      logo: logo?.toString('base64') ?? null,
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

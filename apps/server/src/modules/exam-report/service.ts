import { Readable } from 'node:stream';
import {
  DOWNLOAD_FILES_MAX,
  type ExamReportFilter,
  type ExamReportPage,
  fieldError,
  reportColumns,
  reportRowCells,
  withinDownloadLimit,
} from '@ponto/domain';
import type { Locale } from '@ponto/i18n';
import { AppError } from '../../platform/errors';
import { translator } from '../../platform/i18n';
import { decodeCursor, encodeCursor, pgTimestampPattern } from '../../platform/keyset-cursor';
import type { WorkplaceContext } from '../../request-context';
import type { ReportService } from '../reports/service';
import { CSV_BOM, csvRecord } from './csv';
import type { ReportPosition, ReportRecord } from './repository';
import { reportRowOf, rowWords } from './row-format';

/** Lines of one 'load more' page (§9 list pagination). */
export const REPORT_PAGE_LINES = 50;
/** Lines turned into CSV text at a time while a CSV streams: 500 keeps the server's memory flat (+9 MiB for 100,000 rows; 2,000 gave +128 MiB of garbage V8 collects late). */
const CSV_BATCH_LINES = 500;

const positionParts = {
  at: pgTimestampPattern,
  id: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
  // An analyte code, empty for an exam with no result; no control character (PostgreSQL refuses NUL).
  analyte: /^\P{Cc}{0,100}$/u,
};

function positionIn(cursor: string): ReportPosition {
  return decodeCursor(cursor, positionParts);
}

const positionOf = (line: ReportRecord): ReportPosition => ({
  at: line.cursorAt,
  id: line.examRequestId,
  analyte: line.analyteCode ?? '',
});

/**
 * §2 exam report (/relatorio-exames) of one workplace under the §5 filters: report rows page by page, the
 * whole period as a CSV streamed in batches, or the period's reports as PDFs in a ZIP of at most 200 files
 * (§9). The SQL lives in the repository, the row's formats in row-format, the PDF in the reports module.
 */
export class ExamReportService {
  constructor(private readonly deps: { reports: ReportService }) {}

  async page(
    { repos }: WorkplaceContext,
    filter: ExamReportFilter,
    options: { cursor?: string | undefined; lang: Locale },
  ): Promise<ExamReportPage> {
    const after = options.cursor ? positionIn(options.cursor) : undefined;
    const lines = await repos.examReport.lines(filter, { after, limit: REPORT_PAGE_LINES + 1 });
    const page = lines.slice(0, REPORT_PAGE_LINES);
    const words = rowWords(options.lang, translator(options.lang));
    const last = page.at(-1);
    return {
      items: page.map((line) => ({
        examRequestId: line.examRequestId,
        row: reportRowOf(line, words),
      })),
      nextCursor: lines.length > REPORT_PAGE_LINES && last ? encodeCursor(positionOf(last)) : null,
    };
  }

  /**
   * The CSV of the whole period: BOM, the translated header, then the lines, read through one COPY and
   * written as the client takes them, so memory stays flat however long the period.
   */
  csv(
    { repos }: WorkplaceContext,
    filter: ExamReportFilter,
    lang: Locale,
  ): { stream: Readable; filename: string } {
    const t = translator(lang);
    const words = rowWords(lang, t);
    const repo = repos.examReport;
    async function* chunks() {
      yield CSV_BOM + csvRecord(reportColumns.map((column) => t(`examReport:columns.${column}`)));
      for await (const lines of repo.allLines(filter, CSV_BATCH_LINES)) {
        let text = '';
        for (const line of lines) text += csvRecord(reportRowCells(reportRowOf(line, words)));
        yield text;
      }
    }
    return {
      stream: Readable.from(chunks(), { objectMode: false }),
      filename: `${t('examReport:fileName')}-${filter.from}_${filter.to}.csv`,
    };
  }

  /**
   * The period's reports as PDFs in one ZIP, newest first, named protocol-exam.pdf. Counted before anything
   * is written: more than §9's 200 files is refused whole, and an empty download is an error, not an empty
   * ZIP. Each PDF is in `lang` where that language was chosen at registration, else in the first chosen.
   */
  async zip(
    { repos, workplace }: WorkplaceContext,
    filter: ExamReportFilter,
    lang: Locale,
  ): Promise<{ stream: Readable; filename: string }> {
    const openable = await repos.examReport.openable(filter, DOWNLOAD_FILES_MAX + 1);
    if (!withinDownloadLimit(openable.length))
      throw new AppError('DOWNLOAD_LIMIT_EXCEEDED', {
        fields: [fieldError('from', 'downloadLimitExceeded', { max: DOWNLOAD_FILES_MAX })],
      });
    if (openable.length === 0) throw new AppError('NO_REPORTS_TO_DOWNLOAD');
    const archive = await this.deps.reports.archive(
      workplace.id,
      openable.map((file) => ({ id: file.id, name: `${file.protocolNumber}-${file.examCode}.pdf` })),
      lang,
    );
    if (archive.files === 0) {
      archive.stream.destroy();
      throw new AppError('NO_REPORTS_TO_DOWNLOAD');
    }
    const t = translator(lang);
    return {
      stream: archive.stream,
      filename: `${t('examReport:zipName')}-${filter.from}_${filter.to}.zip`,
    };
  }
}

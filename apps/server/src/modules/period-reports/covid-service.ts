import { type CovidReport, covidOutcomes, covidReportColumns, type ReportPeriod } from '@ponto/domain';
import type { Locale } from '@ponto/i18n';
import { translator } from '../../platform/i18n';
import type { WorkplaceContext } from '../../request-context';
import { type CsvFile, csvFile } from './csv-file';

type Counts = CovidReport['totals'];

/**
 * §2 Covid-19 report (/relatorio-covid) of one workplace: its Covid exams per day of the period (days with
 * none are left out), oldest first, by outcome, and the period's totals.
 */
export class CovidReportService {
  async report({ repos }: WorkplaceContext, period: ReportPeriod): Promise<CovidReport> {
    const days = await repos.covidReport.days(period);
    const totals = Object.fromEntries(
      (['total', ...covidOutcomes] as const).map((key) => [key, days.reduce((n, d) => n + d[key], 0)]),
    ) as Counts;
    return {
      days,
      totals,
    };
  }

  /** One line per day, then the totals line. */
  async csv(context: WorkplaceContext, period: ReportPeriod, lang: Locale): Promise<CsvFile> {
    const t = translator(lang);
    const { days, totals } = await this.report(context, period);
    const counts = (c: Counts) => (['total', ...covidOutcomes] as const).map((key) => String(c[key]));
    const records = [...days.map((d) => [d.day, ...counts(d)]), [t('covidReport:total'), ...counts(totals)]];
    return csvFile(
      `${t('covidReport:fileName')}-${period.from}_${period.to}.csv`,
      covidReportColumns.map((column) => t(`covidReport:columns.${column}`)),
      async function* () {
        yield records;
      },
    );
  }
}

import {
  localised,
  type PaymentMethod,
  type ReportPeriod,
  type ServicesReport,
  servicesReportColumns,
} from '@ponto/domain';
import type { Locale } from '@ponto/i18n';
import { translator } from '../../platform/i18n';
import type { WorkplaceContext } from '../../request-context';
import { centsText } from '../exam-report/row-format';
import { type CsvFile, csvFile } from './csv-file';

type Money = Pick<
  ServicesReport['totals'],
  'fullPriceCents' | 'discountCents' | 'pricePaidCents' | 'displacementFeeCents'
>;

/**
 * §2 services report (/relatorio-servicos) of one workplace: per exam of the catalogue, the exam requests
 * registered in the period, how many were released, and their share of what the protocols charged; the
 * totals; and what was received by payment method.
 */
export class ServicesReportService {
  async report({ repos }: WorkplaceContext, period: ReportPeriod): Promise<ServicesReport> {
    const [examRows, paymentRows] = await Promise.all([
      repos.servicesReport.exams(period),
      repos.servicesReport.payments(period),
    ]);
    const exams = examRows.map((row) => ({
      examIndex: row.examIndex,
      examCode: row.examCode,
      name: row.name,
      requests: row.requests,
      released: row.released,
      fullPriceCents: Number(row.fullPriceCents),
      discountCents: Number(row.discountCents),
      pricePaidCents: Number(row.pricePaidCents),
      displacementFeeCents: Number(row.displacementFeeCents),
    }));
    const sum = (pick: (exam: (typeof exams)[number]) => number) => exams.reduce((n, e) => n + pick(e), 0);
    return {
      exams,
      totals: {
        // Every protocol has a payment, so the breakdown counts each protocol of the period once.
        protocols: paymentRows.reduce((n, p) => n + p.protocols, 0),
        requests: sum((e) => e.requests),
        released: sum((e) => e.released),
        fullPriceCents: sum((e) => e.fullPriceCents),
        discountCents: sum((e) => e.discountCents),
        pricePaidCents: sum((e) => e.pricePaidCents),
        displacementFeeCents: sum((e) => e.displacementFeeCents),
      },
      paymentMethods: paymentRows
        .filter((p): p is typeof p & { method: PaymentMethod } => p.method !== null)
        .map((p) => ({ method: p.method, protocols: p.protocols, pricePaidCents: Number(p.pricePaidCents) })),
    };
  }

  /** One line per exam, then the totals line; money as plain decimals ('123.45'). */
  async csv(context: WorkplaceContext, period: ReportPeriod, lang: Locale): Promise<CsvFile> {
    const t = translator(lang);
    const { exams, totals } = await this.report(context, period);
    const money = (m: Money) => [
      centsText(m.fullPriceCents),
      centsText(m.discountCents),
      centsText(m.pricePaidCents),
      centsText(m.displacementFeeCents),
    ];
    const records = [
      ...exams.map((e) => [
        String(e.examIndex),
        localised(e.name, lang),
        String(e.requests),
        String(e.released),
        ...money(e),
      ]),
      ['', t('servicesReport:total'), String(totals.requests), String(totals.released), ...money(totals)],
    ];
    return csvFile(
      `${t('servicesReport:fileName')}-${period.from}_${period.to}.csv`,
      servicesReportColumns.map((column) => t(`servicesReport:columns.${column}`)),
      async function* () {
        yield records;
      },
    );
  }
}

import type { ResultView } from '@ponto/domain';
import { isLocale, type Locale } from '@ponto/i18n';
import type { Db } from '../../db/database';
import { ResultRepository } from '../results/repository';
import type { ReportToDraw } from './report-drawing';
import type { ReportRow } from './repository';
import { traceabilitiesOf } from './traceability';

/** The languages chosen at registration for the exam's report; pt-BR when none was recorded. */
export function reportLocalesOf({ reportLanguages }: Pick<ReportRow, 'reportLanguages'>): Locale[] {
  return (Array.isArray(reportLanguages) ? reportLanguages : ['pt-BR']).filter(isLocale);
}

/** The language of a report in a download of many: the one asked for where it was chosen, else the first chosen. */
export function downloadLocaleOf(report: Pick<ReportRow, 'reportLanguages'>, asked: Locale): Locale {
  const chosen = reportLocalesOf(report);
  return chosen.includes(asked) ? asked : (chosen[0] ?? 'pt-BR');
}

/** The public page that confirms a printed report by its hashcode. */
export function verifyUrlOf(publicUrl: string, hash: string): string {
  return `${publicUrl}/verificar/${hash}`;
}

export interface ReportDrawingsOptions {
  /** The public verification page of a report's hashcode. */
  verifyUrl: (hash: string) => string;
  /** The workplace's logo (else the portal's) as PNG or JPEG bytes; null draws the Ponto name mark. */
  logoOf: (workplaceId: string) => Promise<Uint8Array | null>;
}

/**
 * Reads what the PDFs of these reports say besides their rows (results, rectifications, traceability, the
 * logo), for all of them at once: a query per kind, not per report, so that a download of 200 reports does
 * not make a thousand small queries. Then gives each report's drawing on demand, in a language it was chosen
 * in. Used by the server for one report and by the drawing process for an archive of many.
 */
export async function reportDrawings(
  db: Db,
  reports: readonly ReportRow[],
  { verifyUrl, logoOf }: ReportDrawingsOptions,
): Promise<(report: ReportRow, locale: Locale) => ReportToDraw> {
  const results = new ResultRepository(db);
  const ids = reports.map((report) => report.id);
  const workplaceIds = [...new Set(reports.map((report) => report.workplaceId))];
  const [resultsOf, rectified, traced, logos] = await Promise.all([
    results.ofMany(reports.filter((report) => report.state === 'ready').map((report) => report.id)),
    results.rectifiedAmong(ids),
    traceabilitiesOf(
      db,
      reports.map((report) => ({ examRequestId: report.id, workplaceId: report.workplaceId })),
    ),
    Promise.all(workplaceIds.map(async (id) => [id, await logoOf(id)] as const)),
  ]);
  const logoOfWorkplace = new Map(logos);
  return (report, locale) => {
    const traceability = traced.get(report.id);
    if (!traceability) throw new Error(`report ${report.id} was not read for drawing`);
    const views: ResultView[] = (resultsOf.get(report.id) ?? []).map((r) => ({
      ...r,
      resultAt: r.resultAt.toISOString(),
      source: r.source as ResultView['source'],
    }));
    // Worded in the drawing process: a ZIP's 200 reports would otherwise hold the server's requests back
    // while their texts are translated and formatted.
    return {
      source: { report, results: views, traceability, rectified: rectified.has(report.id), locale },
      verifyUrl: report.reportHash ? verifyUrl(report.reportHash) : null,
      logo: logoOfWorkplace.get(report.workplaceId) ?? null,
    };
  };
}

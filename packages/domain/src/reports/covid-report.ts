import { z } from 'zod';
import { isoDateSchema } from '../shared/calendar-date';

/** §2 Covid-19 report: the catalogue's SARS-CoV-2 exams, the antigen rapid test and the RT-PCR. */
export const covidExamCodes = ['COVID_AG', 'COVID_PCR'] as const;

/**
 * Where a Covid exam stands: its released result (§3 qualitative 1, 0, -2, -1), invalid when its report
 * prints no result, or still awaiting one (not run, in analysis, awaiting recollect, not released yet).
 */
export const covidOutcomes = ['positive', 'negative', 'inconclusive', 'invalid', 'awaiting'] as const;
export type CovidOutcome = (typeof covidOutcomes)[number];

const count = z.number().int().nonnegative();
const countsShape = {
  total: count,
  positive: count,
  negative: count,
  inconclusive: count,
  invalid: count,
  awaiting: count,
};

/** One day of the workplace's calendar with at least one Covid exam registered. */
export const covidReportDaySchema = z.object({ day: isoDateSchema, ...countsShape });
export type CovidReportDay = z.infer<typeof covidReportDaySchema>;

/** GET /reports/covid (§2 /relatorio-covid): per day, oldest first, and the period's totals. */
export const covidReportSchema = z.object({
  days: z.array(covidReportDaySchema),
  totals: z.object(countsShape),
});
export type CovidReport = z.infer<typeof covidReportSchema>;

/** The CSV's columns: one line per day, then a totals line. */
export const covidReportColumns = ['day', 'total', ...covidOutcomes] as const;
export type CovidReportColumn = (typeof covidReportColumns)[number];

import { type ReportPeriod, reportPeriodProblems } from '@ponto/domain';

const iso = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** This month so far: what a report is first asked for. */
export function thisMonth(today: Date = new Date()): ReportPeriod {
  return { from: iso(new Date(today.getFullYear(), today.getMonth(), 1)), to: iso(today) };
}

/** The §5 problems of a period by field, as validation keys (the server checks the same rules). */
export function periodProblems(period: ReportPeriod): Partial<Record<keyof ReportPeriod, string>> {
  const problems: Partial<Record<keyof ReportPeriod, string>> = {};
  for (const problem of reportPeriodProblems(period)) problems[problem.field] ??= problem.code;
  return problems;
}

export function periodQuery(period: ReportPeriod, extra: Record<string, string | null | undefined> = {}) {
  const query = new URLSearchParams({ from: period.from, to: period.to });
  for (const [key, value] of Object.entries(extra)) if (value) query.set(key, value);
  return query.toString();
}

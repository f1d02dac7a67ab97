import { DOWNLOAD_FILES_MAX } from '../constants/business';
import { compareDates, type DateInput } from '../shared/calendar-date';
import type { ValidationKey } from './messages';

export type ReportFilterProblem = 'required' | 'dateRangeInverted' | 'downloadLimitExceeded';

export const reportFilterProblemKeys: Record<ReportFilterProblem, ValidationKey> = {
  required: 'required',
  dateRangeInverted: 'dateRangeInverted',
  downloadLimitExceeded: 'downloadLimitExceeded',
};

export interface ReportFilters {
  workplace?: string | null;
  exam?: string | null;
  from?: DateInput | null;
  to?: DateInput | null;
  model?: string | null;
}

/** §5 report filters: workplace, exam, period and model are required; the period must not be inverted. */
export function reportFilterProblems(
  filters: ReportFilters,
): Partial<Record<keyof ReportFilters, ReportFilterProblem>> {
  const problems: Partial<Record<keyof ReportFilters, ReportFilterProblem>> = {};
  for (const field of ['workplace', 'exam', 'from', 'to', 'model'] as const) {
    if (!filters[field]) problems[field] = 'required';
  }
  if (filters.from && filters.to && compareDates(filters.from, filters.to) > 0)
    problems.from = 'dateRangeInverted';
  return problems;
}

/** §9 at most 200 files in one download. */
export function withinDownloadLimit(fileCount: number): boolean {
  return fileCount <= DOWNLOAD_FILES_MAX;
}

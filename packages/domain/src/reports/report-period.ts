import { z } from 'zod';
import { compareDates, fromIsoDate } from '../shared/calendar-date';
import type { ValidationKey } from '../validation/messages';

/**
 * §5 "Report dates: initial not after final": the period every report of the portal is asked for, as days
 * (YYYY-MM-DD) of the workplace's calendar, `to` included.
 */
export interface ReportPeriod {
  /** First day of the period (YYYY-MM-DD), on the workplace's calendar. */
  from: string;
  /** Last day of the period, included. */
  to: string;
}

export const reportPeriodFields = ['from', 'to'] as const;
export type ReportPeriodField = (typeof reportPeriodFields)[number];

/** The period as a form or a query string holds it: text, possibly missing. */
export type ReportPeriodInput = Partial<Record<ReportPeriodField, string | null>>;

export interface ReportPeriodProblem {
  field: ReportPeriodField;
  code: ValidationKey;
}

/**
 * Both days are required and must exist; an inverted period is reported on `from`, the date to change,
 * and only once both days are readable (comparing a day that does not exist would say nothing useful).
 */
export function reportPeriodProblems(input: ReportPeriodInput): ReportPeriodProblem[] {
  const problems: ReportPeriodProblem[] = [];
  for (const field of reportPeriodFields) {
    const value = input[field];
    if (!value) problems.push({ field, code: 'required' });
    else if (!fromIsoDate(value)) problems.push({ field, code: 'invalidDate' });
  }
  if (problems.length === 0 && compareDates(input.from as string, input.to as string) > 0)
    problems.push({ field: 'from', code: 'dateRangeInverted' });
  return problems;
}

/** The two period fields as text, before their rules; for query strings that carry more (lang, cursor). */
export const reportPeriodShape = {
  from: z.string().optional(),
  to: z.string().optional(),
};

/** Adds one issue per problem, named by field, with its validation key as the message (zodIssueKey). */
export function refineReportPeriod(input: ReportPeriodInput, ctx: z.RefinementCtx): void {
  for (const problem of reportPeriodProblems(input))
    ctx.addIssue({ code: 'custom', path: [problem.field], message: `validation:${problem.code}` });
}

/** The period once reportPeriodProblems found nothing wrong. */
export function toReportPeriod(input: ReportPeriodInput): ReportPeriod {
  return { from: input.from as string, to: input.to as string };
}

/** The period checked and typed: the web's forms and the server's query strings share these rules. */
export const reportPeriodSchema = z
  .object(reportPeriodShape)
  .superRefine(refineReportPeriod)
  .transform(toReportPeriod);

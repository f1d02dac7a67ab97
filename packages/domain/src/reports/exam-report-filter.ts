import { z } from 'zod';
import { deviceFamilies } from '../entities/device-family';
import type { ValidationKey } from '../validation/messages';
import { type ReportPeriod, reportPeriodProblems, reportPeriodShape } from './report-period';

/**
 * §5 "model" of the exam report: the family of the reader the exam ran on, or 'external' for results typed
 * by hand (§2 external result entry), which no reader measured.
 */
export const examReportModels = [...deviceFamilies, 'external'] as const;
export type ExamReportModel = (typeof examReportModels)[number];

/** §5 the filters of the exam report; the workplace is the CNPJ header of the call, not a filter here. */
export interface ExamReportFilter extends ReportPeriod {
  /** An exam index of the catalogue, or every exam. */
  exam: 'all' | number;
  model: 'all' | ExamReportModel;
}

export const examReportFilterFields = ['from', 'to', 'exam', 'model'] as const;
export type ExamReportFilterField = (typeof examReportFilterFields)[number];

/** The filters as a form or a query string holds them: text, possibly missing. */
export type ExamReportFilterInput = Partial<Record<ExamReportFilterField, string | null>>;

export interface ExamReportFilterProblem {
  field: ExamReportFilterField;
  code: ValidationKey;
}

const examIndexPattern = /^[1-9]\d{0,8}$/;
const isModel = (value: string): value is ExamReportModel =>
  (examReportModels as readonly string[]).includes(value);

/**
 * §5 "Filters need workplace, exam, period and model" and "initial not after final": every field is
 * required, and the period follows reportPeriodProblems (real days, an inverted one reported on `from`).
 */
export function examReportFilterProblems(input: ExamReportFilterInput): ExamReportFilterProblem[] {
  const problems: ExamReportFilterProblem[] = reportPeriodProblems(input);
  if (!input.exam) problems.push({ field: 'exam', code: 'required' });
  else if (input.exam !== 'all' && !examIndexPattern.test(input.exam))
    problems.push({ field: 'exam', code: 'invalidOption' });
  if (!input.model) problems.push({ field: 'model', code: 'required' });
  else if (input.model !== 'all' && !isModel(input.model))
    problems.push({ field: 'model', code: 'invalidOption' });
  return problems;
}

/** The filters once examReportFilterProblems found nothing wrong. */
export function toExamReportFilter(input: ExamReportFilterInput): ExamReportFilter {
  const exam = input.exam as string;
  return {
    from: input.from as string,
    to: input.to as string,
    exam: exam === 'all' ? 'all' : Number(exam),
    model: input.model as ExamReportFilter['model'],
  };
}

/** The four filter fields as text, before their rules; for query strings that carry more (cursor, lang). */
export const examReportFilterShape = {
  ...reportPeriodShape,
  exam: z.string().optional(),
  model: z.string().optional(),
};

/** Adds one issue per problem, named by field, with its validation key as the message (zodIssueKey). */
export function refineExamReportFilter(input: ExamReportFilterInput, ctx: z.RefinementCtx): void {
  for (const problem of examReportFilterProblems(input))
    ctx.addIssue({ code: 'custom', path: [problem.field], message: `validation:${problem.code}` });
}

/** The filters checked and typed: the web's form and the server's query string share these rules. */
export const examReportFilterSchema = z
  .object(examReportFilterShape)
  .superRefine(refineExamReportFilter)
  .transform(toExamReportFilter);

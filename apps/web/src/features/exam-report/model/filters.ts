import { type ExamReportFilterField, examReportFilterProblems } from '@ponto/domain';

/** The exam report's filters as the form holds them (§5): the workplace is the CNPJ the calls carry. */
export interface ExamReportForm {
  cnpj: string;
  from: string;
  to: string;
  exam: string;
  model: string;
}

const iso = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** This month so far, every exam and model: what a lab looks at first. */
export function initialForm(cnpj: string, today: Date = new Date()): ExamReportForm {
  return {
    cnpj,
    from: iso(new Date(today.getFullYear(), today.getMonth(), 1)),
    to: iso(today),
    exam: 'all',
    model: 'all',
  };
}

/** The §5 problems of the form, by field, as validation keys (the server checks the same rules). */
export function formProblems(form: ExamReportForm): Partial<Record<ExamReportFilterField | 'cnpj', string>> {
  const problems: Partial<Record<ExamReportFilterField | 'cnpj', string>> = {};
  if (!form.cnpj) problems.cnpj = 'required';
  for (const problem of examReportFilterProblems(form)) problems[problem.field] ??= problem.code;
  return problems;
}

/** The query string of a report call: the filters, the language of the words in the rows, the cursor. */
export function reportQuery(form: ExamReportForm, lang: string, cursor?: string | null): string {
  const query = new URLSearchParams({
    from: form.from,
    to: form.to,
    exam: form.exam,
    model: form.model,
    lang,
  });
  if (cursor) query.set('cursor', cursor);
  return query.toString();
}

import { z } from 'zod';
import { reportRowSchema } from '../entities/report-row';

/** One line of the exam report: an analyte result of an exam request (or the exam, while it has none). */
export const examReportItemSchema = z.object({
  examRequestId: z.string(),
  row: reportRowSchema,
});
export type ExamReportItem = z.infer<typeof examReportItemSchema>;

/** GET /reports/exams: a page of report lines, newest exam first; null when there is nothing more to load. */
export const examReportPageSchema = z.object({
  items: z.array(examReportItemSchema),
  nextCursor: z.string().nullable(),
});
export type ExamReportPage = z.infer<typeof examReportPageSchema>;

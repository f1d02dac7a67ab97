import { z } from 'zod';

/** §3 the 31 columns of the exam report, in the order the CSV prints them. */
export const reportColumns = [
  'document',
  'patient',
  'phone',
  'examDate',
  'analyte',
  'operator',
  'operatorDocument',
  'workplace',
  'result',
  'orderPassword',
  'valid',
  'elapsedTime',
  'processingTime',
  'tubeCode',
  'code',
  'hashcode',
  'age',
  'city',
  'address',
  'state',
  'birthDate',
  'pricePaid',
  'fullPrice',
  'discount',
  'discountMotive',
  'paymentMethod',
  'methodology',
  'sex',
  'voucher',
  'interferent',
  'assistantRegistration',
] as const;
export type ReportColumn = (typeof reportColumns)[number];

/** One report row: every column as the text the CSV carries (empty when unknown). */
export const reportRowSchema = z.object(
  Object.fromEntries(reportColumns.map((c) => [c, z.string()])) as Record<ReportColumn, z.ZodString>,
);
export type ReportRow = z.infer<typeof reportRowSchema>;

/** The row's cells in column order. */
export function reportRowCells(row: ReportRow): string[] {
  return reportColumns.map((column) => row[column]);
}

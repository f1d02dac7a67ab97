import { z } from 'zod';
import { paymentMethodSchema } from '../entities/exam-request';

const count = z.number().int().nonnegative();
const cents = z.number().int().nonnegative();

/**
 * §3 exam request money, in cents: what the protocols' payments put on these exams. A payment covers a
 * whole protocol; the server splits it over the protocol's exams by each exam's price (docs/reports.md).
 */
const moneyShape = {
  fullPriceCents: cents,
  discountCents: cents,
  pricePaidCents: cents,
  displacementFeeCents: cents,
};

/** One exam of the catalogue the workplace registered in the period. */
export const servicesReportExamSchema = z.object({
  examIndex: z.number().int().positive(),
  examCode: z.string(),
  /** The catalogue name by locale (pt-BR, en-US, es-ES, pt-PT). */
  name: z.record(z.string(), z.string()),
  /** Exam requests registered in the period. */
  requests: count,
  /** Of those, the ones whose result was released. */
  released: count,
  ...moneyShape,
});
export type ServicesReportExam = z.infer<typeof servicesReportExamSchema>;

/** What the protocols of the period paid with one method. */
export const servicesReportPaymentSchema = z.object({
  method: paymentMethodSchema,
  protocols: count,
  pricePaidCents: cents,
});
export type ServicesReportPayment = z.infer<typeof servicesReportPaymentSchema>;

/** GET /reports/services (§2 /relatorio-servicos): what the workplace did and charged in the period. */
export const servicesReportSchema = z.object({
  /** By exam index. */
  exams: z.array(servicesReportExamSchema),
  totals: z.object({ protocols: count, requests: count, released: count, ...moneyShape }),
  /** By payment method, the most paid first. */
  paymentMethods: z.array(servicesReportPaymentSchema),
});
export type ServicesReport = z.infer<typeof servicesReportSchema>;

/** The CSV's columns: one line per exam, then a totals line. */
export const servicesReportColumns = [
  'examIndex',
  'exam',
  'requests',
  'released',
  'fullPrice',
  'discount',
  'pricePaid',
  'displacementFee',
] as const;
export type ServicesReportColumn = (typeof servicesReportColumns)[number];

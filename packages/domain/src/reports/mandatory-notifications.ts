import { z } from 'zod';

/** §3 "Mandatory notification fields", in the order the spec lists them and the CSV prints them. */
export const mandatoryNotificationColumns = [
  'patientAge',
  'exam',
  'result',
  'code',
  'patientAddress',
  'examDate',
  'tradeName',
  'taxId',
  'city',
  'state',
  'patientName',
  'method',
  'patientSex',
  'birthDate',
  'phone',
  'notificationDate',
] as const;
export type MandatoryNotificationColumn = (typeof mandatoryNotificationColumns)[number];

/**
 * One notification as the report shows it: every field as display text in the report's language (age in
 * whole years, the address on one line, sex and result translated, days as YYYY-MM-DD).
 */
export const mandatoryNotificationRowSchema = z.object(
  Object.fromEntries(mandatoryNotificationColumns.map((c) => [c, z.string()])) as Record<
    MandatoryNotificationColumn,
    z.ZodString
  >,
);
export type MandatoryNotificationRow = z.infer<typeof mandatoryNotificationRowSchema>;

/** The row's cells in column order. */
export function mandatoryNotificationCells(row: MandatoryNotificationRow): string[] {
  return mandatoryNotificationColumns.map((column) => row[column]);
}

/** One line of the report: a positive released result of a notifiable exam. */
export const mandatoryNotificationItemSchema = z.object({
  examRequestId: z.string(),
  row: mandatoryNotificationRowSchema,
  /** The exam has an RNDS document (docs/rnds.md): RNDS takes the exam and the patient has a CPF. */
  rndsDocument: z.boolean(),
  /** The exam's latest send to RNDS, if any. */
  rndsLastSend: z
    .object({
      status: z.enum(['sent', 'failed']),
      sentAt: z.string(),
      rndsId: z.string().nullable(),
      error: z.string().nullable(),
    })
    .nullable(),
});
export type MandatoryNotificationItem = z.infer<typeof mandatoryNotificationItemSchema>;

/** GET /reports/notifications: a page, newest notification first; null when there is nothing more to load. */
export const mandatoryNotificationsPageSchema = z.object({
  items: z.array(mandatoryNotificationItemSchema),
  nextCursor: z.string().nullable(),
  /** The server can send to RNDS (its RNDS_ settings are there): managers may send an exam's document. */
  rndsSending: z.boolean(),
});
export type MandatoryNotificationsPage = z.infer<typeof mandatoryNotificationsPageSchema>;

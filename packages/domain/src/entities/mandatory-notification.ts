import { z } from 'zod';
import { isoDateSchema } from '../shared/calendar-date';
import { sexSchema } from './person';

/** §3 the fields a mandatory (compulsory) notification report carries. */
export const mandatoryNotificationSchema = z.object({
  patientAge: z.number().int().nonnegative(),
  exam: z.string(),
  result: z.string(),
  code: z.string(),
  patientAddress: z.string(),
  examDate: isoDateSchema,
  tradeName: z.string(),
  taxId: z.string(),
  city: z.string(),
  state: z.string(),
  patientName: z.string(),
  method: z.string(),
  patientSex: sexSchema,
  birthDate: isoDateSchema,
  phone: z.string(),
  notificationDate: isoDateSchema,
});
export type MandatoryNotification = z.infer<typeof mandatoryNotificationSchema>;

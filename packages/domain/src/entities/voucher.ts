import { z } from 'zod';
import { isoDateSchema } from '../shared/calendar-date';

/** §3 voucher. */
export const voucherSchema = z.object({
  code: z.string().trim().min(1),
  workplaceCnpj: z.string(),
  examIndex: z.number().int().positive(),
  maxQuantity: z.number().int().positive(),
  used: z.number().int().nonnegative().default(0),
  validUntil: isoDateSchema,
  patientDocument: z.string().optional(),
});
export type Voucher = z.infer<typeof voucherSchema>;

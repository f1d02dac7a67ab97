import { z } from 'zod';
import type { ApiClient } from '@/lib/api-client';

export const voucherCheckSchema = z.object({
  code: z.string(),
  examIndex: z.number().int(),
  remaining: z.number().int().nullish(),
  validUntil: z.string().nullish(),
});
export type VoucherCheck = z.infer<typeof voucherCheckSchema>;

export interface VoucherCheckRequest {
  code: string;
  examIndexes: number[];
  patientDocument: { type: string; number: string; country: string };
}

/**
 * POST /vouchers/check (docs/new-exam.md): the voucher's exam and what is left of it, or an ApiError with one of
 * the seven §5 voucher codes and its field 'order.procedure.voucherCode'.
 */
export function checkVoucher(api: ApiClient, cnpj: string, body: VoucherCheckRequest): Promise<VoucherCheck> {
  return api.request('/vouchers/check', {
    method: 'POST',
    headers: { cnpj },
    body,
    schema: voucherCheckSchema,
  });
}

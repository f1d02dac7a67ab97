import { z } from 'zod';
import type { FieldError } from '../errors/api-error';
import type { ExpiryFlag } from '../rules/stock-expiry';
import { fieldError } from '../validation/messages';
import { stockFieldError } from './messages';

/** More capsules than one lot ever holds: a bound on the request, not a business rule. */
export const TRANSFER_QUANTITY_MAX = 100_000;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * POST /stock/transfers: capsules of one lot to another workplace of the network (by its tax id, masked or
 * not), a whole number of at least one.
 */
export const stockTransferBodySchema = z.object({
  lotId: z
    .string()
    .trim()
    .min(1, 'validation:required')
    // An empty id is named 'required' once, not also as a bad option.
    .refine((id) => id === '' || uuidPattern.test(id), { message: 'validation:invalidOption' }),
  toCnpj: z
    .string()
    .trim()
    .min(1, 'validation:required')
    .transform((value) => value.replace(/\D/g, ''))
    .refine((digits) => /^\d{14}$/.test(digits), { message: 'validation:invalidOption' }),
  quantity: z
    .number('validation:required')
    .int('validation:invalid')
    .min(1, 'validation:tooSmall')
    .max(TRANSFER_QUANTITY_MAX, 'validation:invalid'),
});
export type StockTransferBody = z.infer<typeof stockTransferBodySchema>;
export type StockTransferInput = z.input<typeof stockTransferBodySchema>;

export type TransferRefusalCode = 'TRANSFER_SAME_WORKPLACE' | 'LOT_EXPIRED' | 'STOCK_INSUFFICIENT';

export interface TransferRefusal {
  code: TransferRefusalCode;
  field: FieldError;
}

/**
 * The transfer rules once the lot and the destination are known: not to the workplace it is at, not an
 * expired lot (blocked for use), not more than the lot has. Each refusal names its field; the server
 * enforces it on the locked lot, the form mirrors it before sending.
 */
export function transferRefusal(input: {
  fromCnpj: string;
  toCnpj: string;
  lot: { flag: ExpiryFlag; quantity: number };
  quantity: number;
}): TransferRefusal | null {
  if (input.fromCnpj === input.toCnpj)
    return { code: 'TRANSFER_SAME_WORKPLACE', field: stockFieldError('toCnpj', 'sameWorkplace') };
  if (input.lot.flag === 'expired') return { code: 'LOT_EXPIRED', field: fieldError('lotId', 'lotExpired') };
  if (input.quantity > input.lot.quantity)
    return {
      code: 'STOCK_INSUFFICIENT',
      field: stockFieldError('quantity', 'insufficient', { available: input.lot.quantity }),
    };
  return null;
}

import { z } from 'zod';
import type { FieldError } from '../errors/api-error';
import type { ErrorCode } from '../errors/catalogue';
import { type OrderStatus, orderStatusSchema } from '../machines/order-status';
import { compareDates, fromIsoDate } from '../shared/calendar-date';
import { fieldError } from '../validation/messages';
import { ordersFieldError } from './messages';

/** A day that exists ('2026-02-30' passes an ISO pattern but no database would take it). */
export const realDaySchema = z
  .string()
  .refine((value) => fromIsoDate(value) !== null, { message: 'validation:invalidDate' });

/** §5 lot numbers: letters, digits and dashes, as printed on the box (and read by the NFC tag). */
export const lotNumberSchema = z
  .string()
  .trim()
  .min(1, 'validation:lotRequired')
  .max(64, 'validation:tooLong')
  .regex(/^[A-Za-z0-9-]*$/, 'validation:invalidLot');

/**
 * A shipping invoice number as printed on the invoice (digits, letters, dots, slashes and dashes). Kept in
 * capitals, so 'nf-12' typed at arrival finds 'NF-12'.
 */
export const invoiceNumberSchema = z
  .string()
  .trim()
  .min(1, 'validation:required')
  .max(60, 'validation:tooLong')
  .regex(/^[A-Za-z0-9./-]*$/, 'validation:invalid')
  .transform((value) => value.toUpperCase());

export const SHIPMENT_LOTS_MAX = 100;

/**
 * §3 a lot the distributor ships with the invoice: exam, lot number, optional internal lot, manufacture
 * and expiry dates (made on or before it expires) and how many capsules.
 */
export const shipmentLotSchema = z
  .object({
    examIndex: z.number().int().positive(),
    lotNumber: lotNumberSchema,
    /** Left out or blank: the workplace has not numbered it yet. */
    internalLot: z.string().trim().max(64, 'validation:tooLong').optional(),
    manufacturedOn: realDaySchema,
    expiresOn: realDaySchema,
    quantity: z.number().int().min(1, 'validation:tooSmall').max(1_000_000, 'validation:invalid'),
  })
  .superRefine((lot, ctx) => {
    const bothDays = fromIsoDate(lot.manufacturedOn) && fromIsoDate(lot.expiresOn);
    if (bothDays && compareDates(lot.manufacturedOn, lot.expiresOn) > 0)
      ctx.addIssue({ code: 'custom', path: ['expiresOn'], message: 'validation:dateRangeInverted' });
  });
export type ShipmentLot = z.infer<typeof shipmentLotSchema>;

/** POST /distributor/v1/orders/:id/status: the move and what the distributor tells with it. */
export const distributorMoveBodySchema = z.object({
  to: orderStatusSchema,
  /** The delivery forecast, on any move. */
  forecastOn: realDaySchema.optional(),
  /** The payment ticket line or the payment invoice number, when billing. */
  paymentReference: z.string().trim().min(1).max(200, 'validation:tooLong').optional(),
  /** The shipping invoice (invoice for shipping, dispatched). */
  invoice: invoiceNumberSchema.optional(),
  /** The day it left (dispatched; today when left out). */
  sentOn: realDaySchema.optional(),
  /** The lots shipped with the invoice; replaces any given before. */
  lots: z.array(shipmentLotSchema).min(1, 'validation:required').max(SHIPMENT_LOTS_MAX).optional(),
});
export type DistributorMoveBody = z.infer<typeof distributorMoveBodySchema>;

/** The moves that ship: they carry the invoice and the lots. */
export const shippingStatuses: readonly OrderStatus[] = ['invoiceForShipping', 'dispatched'];

/**
 * The shipment's own rules: each lot number once, only exams the order asked for, and no lot that has
 * already expired on the day it ships (§5 lot not expired).
 */
export function shipmentLotProblems(
  lots: readonly Pick<ShipmentLot, 'examIndex' | 'lotNumber' | 'expiresOn'>[],
  orderedExamIndexes: readonly number[],
  today: string,
): FieldError[] {
  const seen = new Set<string>();
  const problems: FieldError[] = [];
  lots.forEach((lot, i) => {
    if (seen.has(lot.lotNumber)) problems.push(ordersFieldError(`lots.${i}.lotNumber`, 'lotTwice'));
    seen.add(lot.lotNumber);
    if (!orderedExamIndexes.includes(lot.examIndex))
      problems.push(ordersFieldError(`lots.${i}.examIndex`, 'lotExamNotOrdered'));
    if (compareDates(lot.expiresOn, today) < 0)
      problems.push(fieldError(`lots.${i}.expiresOn`, 'lotExpired'));
  });
  return problems;
}

export interface ShipmentRefusal {
  code: ErrorCode;
  fields: FieldError[];
}

/**
 * A distributor's move and the order's shipment: the invoice, the lots and the day it left are told only
 * when shipping; a shipping move needs the invoice and the lots, given now or before
 * (ORDER_SHIPMENT_MISSING names what is missing).
 */
export function shipmentRefusal(
  move: Pick<DistributorMoveBody, 'to' | 'invoice' | 'lots' | 'sentOn'>,
  current: { invoice: string | null; lotCount: number },
): ShipmentRefusal | null {
  const shipping = shippingStatuses.includes(move.to);
  const misplaced = [
    ...(!shipping && move.invoice !== undefined ? ['invoice'] : []),
    ...(!shipping && move.lots !== undefined ? ['lots'] : []),
    ...(move.to !== 'dispatched' && move.sentOn !== undefined ? ['sentOn'] : []),
  ];
  if (misplaced.length > 0)
    return {
      code: 'VALIDATION_FAILED',
      fields: misplaced.map((field) => ordersFieldError(field, 'onlyWhenShipping')),
    };
  if (!shipping) return null;
  const missing = [
    ...((move.invoice ?? current.invoice) ? [] : ['invoice']),
    ...((move.lots?.length ?? current.lotCount) > 0 ? [] : ['lots']),
  ];
  return missing.length > 0
    ? { code: 'ORDER_SHIPMENT_MISSING', fields: missing.map((field) => fieldError(field, 'required')) }
    : null;
}

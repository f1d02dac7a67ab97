import { z } from 'zod';
import { addressSchema } from '../entities/address';
import type { FieldError } from '../errors/api-error';
import { ordersFieldError } from './messages';

/** Capsules of one exam on one order line (§3 products: exam and quantity). */
export const ORDER_QUANTITY_MAX = 10_000;
/** More lines than exams any workplace offers: a bound on the request, not a business rule. */
export const ORDER_LINES_MAX = 50;
export const ORDER_NOTES_MAX = 500;

export const orderLineSchema = z.object({
  examIndex: z.number().int().positive(),
  // 'tooLong' speaks of text: a number over the bound is just not a valid quantity.
  quantity: z.number().int().min(1, 'validation:tooSmall').max(ORDER_QUANTITY_MAX, 'validation:invalid'),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

/**
 * POST /orders as the wire carries it (§2 place an order): at least one product line, the delivery address
 * (§3 address rules) and optional notes. The rules across lines are orderLineProblems.
 */
export const placeOrderBodySchema = z.object({
  products: z.array(orderLineSchema).min(1, 'validation:required').max(ORDER_LINES_MAX),
  deliveryAddress: addressSchema,
  notes: z.string().trim().max(ORDER_NOTES_MAX, 'validation:tooLong').optional(),
});
export type PlaceOrderBody = z.infer<typeof placeOrderBodySchema>;

/**
 * Each exam on one line only; when the orderable exams are known (the server, the form's list), only
 * those. Each problem names the line's exam field.
 */
export function orderLineProblems(
  products: readonly Pick<OrderLine, 'examIndex'>[],
  orderable?: readonly number[],
): FieldError[] {
  const seen = new Set<number>();
  const problems: FieldError[] = [];
  products.forEach((line, i) => {
    const field = `products.${i}.examIndex`;
    if (seen.has(line.examIndex)) problems.push(ordersFieldError(field, 'examTwice'));
    else if (orderable && !orderable.includes(line.examIndex))
      problems.push(ordersFieldError(field, 'examNotOrderable'));
    seen.add(line.examIndex);
  });
  return problems;
}

/** The whole place-order rule in one schema, for a form that checks before sending. */
export const placeOrderSchema = placeOrderBodySchema.superRefine((body, ctx) => {
  for (const problem of orderLineProblems(body.products))
    ctx.addIssue({
      code: 'custom',
      path: problem.field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
      message: problem.messageKey,
    });
});

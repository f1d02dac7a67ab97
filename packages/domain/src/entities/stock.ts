import { z } from 'zod';
import { orderStatusSchema } from '../machines/order-status';
import { isoDateSchema } from '../shared/calendar-date';

/** §3 a stock lot of an exam at a workplace. */
export const stockItemSchema = z.object({
  examIndex: z.number().int().positive(),
  lot: z.string().trim().min(1),
  internalLot: z.string().trim().optional(),
  manufacturedOn: isoDateSchema,
  expiresOn: isoDateSchema,
  sentOn: isoDateSchema.optional(),
  invoice: z.string().trim().optional(),
  quantity: z.number().int().nonnegative(),
  workplaceCnpj: z.string(),
});
export type StockItem = z.infer<typeof stockItemSchema>;

export const orderProductSchema = z.object({
  examIndex: z.number().int().positive(),
  quantity: z.number().int().positive(),
});

/** §3 an order of products for a workplace. */
export const orderSchema = z.object({
  orderNumber: z.string(),
  status: orderStatusSchema,
  deliveryAddress: z.string(),
  forecastOn: isoDateSchema.optional(),
  deliveredOn: isoDateSchema.optional(),
  invoice: z.string().optional(),
  products: z.array(orderProductSchema).min(1),
  workplaceCnpj: z.string(),
});
export type Order = z.infer<typeof orderSchema>;

import { z } from 'zod';
import { orderStatusSchema } from '../machines/order-status';

/** §3 the order number people read and quote: zero-padded to six digits. */
export function formatOrderNumber(number: number): string {
  return String(number).padStart(6, '0');
}

const localisedText = z.record(z.string(), z.string());

/**
 * The delivery address as stored (checked by the domain addressSchema when the order was placed); a
 * reply is not checked again, so a rule tightened later never turns an old order into an error.
 */
export const deliveryAddressViewSchema = z.object({
  postalCode: z.string(),
  postalCodeUnknown: z.boolean(),
  street: z.string(),
  number: z.string(),
  complement: z.string().optional(),
  district: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
});
export type DeliveryAddressView = z.infer<typeof deliveryAddressViewSchema>;

export const orderProductViewSchema = z.object({
  examIndex: z.number().int(),
  examCode: z.string(),
  examName: localisedText,
  quantity: z.number().int(),
});
export type OrderProductView = z.infer<typeof orderProductViewSchema>;

export const shipmentLotViewSchema = z.object({
  examIndex: z.number().int(),
  examCode: z.string(),
  examName: localisedText,
  lotNumber: z.string(),
  internalLot: z.string().nullable(),
  manufacturedOn: z.string(),
  expiresOn: z.string(),
  quantity: z.number().int(),
});
export type ShipmentLotView = z.infer<typeof shipmentLotViewSchema>;

/** One status change: from, to, when and who (a workplace user or the distributor's). */
export const orderEventViewSchema = z.object({
  from: orderStatusSchema.nullable(),
  to: orderStatusSchema,
  at: z.string(),
  by: z.string().nullable(),
});
export type OrderEventView = z.infer<typeof orderEventViewSchema>;

/** A line of 'my orders' (and of the distributor's list, which adds the workplace). */
export const orderSummarySchema = z.object({
  id: z.string(),
  number: z.number().int(),
  status: orderStatusSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  forecastOn: z.string().nullable(),
  deliveredOn: z.string().nullable(),
  invoice: z.string().nullable(),
  products: z.array(orderProductViewSchema),
  workplace: z.object({ cnpj: z.string(), name: z.string() }),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderPageSchema = z.object({
  items: z.array(orderSummarySchema),
  nextCursor: z.string().nullable(),
});
export type OrderPage = z.infer<typeof orderPageSchema>;

/** §2 order detail: products, quantity, number, delivery address, dates, invoice, shipment and history. */
export const orderDetailSchema = orderSummarySchema.extend({
  deliveryAddress: deliveryAddressViewSchema,
  notes: z.string().nullable(),
  sentOn: z.string().nullable(),
  paymentReference: z.string().nullable(),
  shipmentLots: z.array(shipmentLotViewSchema),
  history: z.array(orderEventViewSchema),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/** An exam the workplace can order: offered there and not a third-party test (it has no capsules). */
export const orderableExamSchema = z.object({
  examIndex: z.number().int(),
  examCode: z.string(),
  examName: localisedText,
});
export type OrderableExam = z.infer<typeof orderableExamSchema>;
export const orderableExamsSchema = z.object({ exams: z.array(orderableExamSchema) });

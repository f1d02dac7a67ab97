import { z } from 'zod';
import { defineMachine } from './machine';

/** §4 order status, in the order an order usually goes through them. */
export const orderStatuses = [
  'inAnalysis',
  'confirmed',
  'generateTicket',
  'invoiceForPayment',
  'invoicePaid',
  'invoiceForShipping',
  'dispatched',
  'delivered',
  'received',
  'closed',
  'canceled',
] as const;
export const orderStatusSchema = z.enum(orderStatuses);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/**
 * An order is analysed, confirmed, billed (by payment ticket or by invoice), shipped with its shipping
 * invoice, delivered, received by the workplace and closed. Payment on term may arrive after receipt.
 * It can be canceled until it is dispatched.
 */
export const orderStatusMachine = defineMachine<OrderStatus>({
  name: 'orderStatus',
  states: orderStatuses,
  initial: 'inAnalysis',
  transitions: {
    inAnalysis: ['confirmed', 'canceled'],
    confirmed: ['generateTicket', 'invoiceForPayment', 'canceled'],
    generateTicket: ['invoiceForPayment', 'canceled'],
    invoiceForPayment: ['invoicePaid', 'invoiceForShipping', 'canceled'],
    invoicePaid: ['invoiceForShipping', 'closed'],
    invoiceForShipping: ['dispatched', 'canceled'],
    dispatched: ['delivered'],
    delivered: ['received'],
    received: ['invoicePaid', 'closed'],
    closed: [],
    canceled: [],
  },
});

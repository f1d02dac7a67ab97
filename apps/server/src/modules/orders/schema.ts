import type { DeliveryAddressView } from '@ponto/domain';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { users, workplaces } from '../auth/schema';
import { exams } from '../ordering/schema';

/** §3 Order: products for a workplace, moved through the §4 order status by the workplace and the distributor. */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order number people read and quote (shown zero-padded). */
    number: bigserial('number', { mode: 'number' }).notNull().unique(),
    workplaceId: uuid('workplace_id')
      .notNull()
      .references(() => workplaces.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('inAnalysis'),
    /** Domain Address shape. */
    deliveryAddress: jsonb('delivery_address').$type<DeliveryAddressView>().notNull(),
    notes: text('notes'),
    forecastOn: date('forecast_on'),
    sentOn: date('sent_on'),
    deliveredOn: date('delivered_on'),
    /** The shipping invoice number; confirm arrival finds the order by it. */
    invoice: text('invoice'),
    /** The payment ticket (boleto) line or the payment invoice number, when billed. */
    paymentReference: text('payment_reference'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_workplace').on(t.workplaceId, t.createdAt),
    uniqueIndex('orders_workplace_invoice').on(t.workplaceId, t.invoice),
  ],
);

/** §3 order products: how many capsules of each exam. */
export const orderItems = pgTable(
  'order_items',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    examId: uuid('exam_id')
      .notNull()
      .references(() => exams.id),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.examId] }),
    check('order_items_quantity', sql`${t.quantity} > 0`),
  ],
);

/** The lots the distributor shipped with the order's invoice; confirm arrival adds them to the stock. */
export const orderShipmentLots = pgTable(
  'order_shipment_lots',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    examId: uuid('exam_id')
      .notNull()
      .references(() => exams.id),
    lotNumber: text('lot_number').notNull(),
    internalLot: text('internal_lot'),
    manufacturedOn: date('manufactured_on').notNull(),
    expiresOn: date('expires_on').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.lotNumber] }),
    check('order_shipment_lots_quantity', sql`${t.quantity} > 0`),
  ],
);

/** Every status change of an order: who (a workplace user or the distributor), when, from and to. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('order_events_order').on(t.orderId, t.at)],
);

import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { users, workplaces } from '../auth/schema';
import { examRequests, exams } from '../ordering/schema';
import { orders } from '../orders/schema';

export const lots = pgTable(
  'lots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workplaceId: uuid('workplace_id')
      .notNull()
      .references(() => workplaces.id, { onDelete: 'cascade' }),
    examId: uuid('exam_id')
      .notNull()
      .references(() => exams.id),
    lotNumber: text('lot_number').notNull(),
    internalLot: text('internal_lot').notNull(),
    manufacturedOn: date('manufactured_on').notNull(),
    expiresOn: date('expires_on').notNull(),
    /** Capsules on hand; every change is a stock_movements row in the same transaction. */
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('lots_workplace_number').on(t.workplaceId, t.lotNumber),
    index('lots_workplace_exam').on(t.workplaceId, t.examId),
    // Stock never goes negative, whatever the code above it does.
    check('lots_quantity_not_negative', sql`${t.quantity} >= 0`),
  ],
);

/**
 * Every change to a lot's quantity, in the transaction that makes it: arrival (confirm arrival by
 * invoice), examStart (the NFC read of a started exam), nullified (written off, not billed), transferOut /
 * transferIn (between workplaces of one network). `delta` is signed.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    lotId: uuid('lot_id')
      .notNull()
      .references(() => lots.id, { onDelete: 'cascade' }),
    workplaceId: uuid('workplace_id')
      .notNull()
      .references(() => workplaces.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    delta: integer('delta').notNull(),
    examRequestId: uuid('exam_request_id').references(() => examRequests.id, { onDelete: 'set null' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    transferId: uuid('transfer_id').references(() => stockTransfers.id, { onDelete: 'set null' }),
    capsuleCode: text('capsule_code'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('stock_movements_lot').on(t.lotId, t.at),
    index('stock_movements_workplace').on(t.workplaceId, t.at),
    index('stock_movements_exam').on(t.examRequestId),
  ],
);

/** Capsules of one lot moved from one workplace to another of the same network (group). */
export const stockTransfers = pgTable(
  'stock_transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fromWorkplaceId: uuid('from_workplace_id')
      .notNull()
      .references(() => workplaces.id, { onDelete: 'cascade' }),
    toWorkplaceId: uuid('to_workplace_id')
      .notNull()
      .references(() => workplaces.id, { onDelete: 'cascade' }),
    examId: uuid('exam_id')
      .notNull()
      .references(() => exams.id),
    lotNumber: text('lot_number').notNull(),
    quantity: integer('quantity').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('stock_transfers_from').on(t.fromWorkplaceId, t.at),
    index('stock_transfers_to').on(t.toWorkplaceId, t.at),
    check('stock_transfers_quantity', sql`${t.quantity} > 0`),
  ],
);

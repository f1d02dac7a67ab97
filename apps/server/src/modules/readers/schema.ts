import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { users, workplaces } from '../auth/schema';

/**
 * The device registry: every reader that exists, with the hash of its device secret. A reader belongs to
 * a workplace once registered there by its code (§5); its last status message is kept for the portal.
 */
export const readers = pgTable(
  'readers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull().unique(),
    family: text('family').notNull(),
    workplaceId: uuid('workplace_id').references(() => workplaces.id, { onDelete: 'set null' }),
    secretHash: text('secret_hash'),
    /** When the current secret was given: a virtual reader not heard from since is still connecting. */
    secretIssuedAt: timestamp('secret_issued_at', { withTimezone: true }),
    virtual: boolean('virtual').notNull().default(false),
    registeredAt: timestamp('registered_at', { withTimezone: true }),
    status: jsonb('status').$type<Record<string, unknown>>(),
    statusAt: timestamp('status_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('readers_workplace').on(t.workplaceId)],
);

/** Every message a reader published on its events topic, once: QoS 1 redeliveries are dropped by id. */
export const readerEvents = pgTable(
  'reader_events',
  {
    id: uuid('id').primaryKey(),
    readerId: uuid('reader_id')
      .notNull()
      .references(() => readers.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    /** The reader's own order (protocol `order`): its run since power-on and the event's number in it. */
    orderBoot: uuid('order_boot'),
    orderSeq: integer('order_seq'),
    /** Null while the event waits for its predecessor or for a retry; set once its handlers committed. */
    handledAt: timestamp('handled_at', { withTimezone: true }),
    /** Handler failures so far; an event that keeps failing is set aside so it cannot block its reader. */
    attempts: smallint('attempts').notNull().default(0),
  },
  (t) => [
    index('reader_events_reader').on(t.readerId, t.receivedAt),
    index('reader_events_order').on(t.readerId, t.orderBoot, t.orderSeq),
    index('reader_events_waiting').on(t.readerId).where(sql`${t.handledAt} IS NULL`),
  ],
);

export const calibrations = pgTable(
  'calibrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    readerId: uuid('reader_id')
      .notNull()
      .references(() => readers.id, { onDelete: 'cascade' }),
    workplaceId: uuid('workplace_id')
      .notNull()
      .references(() => workplaces.id, { onDelete: 'cascade' }),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    /** §4: the calibration capsule must go in before this (2 minutes after Calibrate). */
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    capsuleInsertedAt: timestamp('capsule_inserted_at', { withTimezone: true }),
    outcome: text('outcome').notNull().default('pending'),
    errorCode: text('error_code'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    index('calibrations_reader').on(t.readerId, t.requestedAt),
    index('calibrations_pending').on(t.outcome, t.deadlineAt),
  ],
);

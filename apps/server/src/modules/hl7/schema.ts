import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { users, workplaces } from '../auth/schema';
import { examRequests } from '../ordering/schema';

/** A workplace's laboratory information system: where released results go as HL7 ORU^R01 over MLLP. */
export const hl7Configs = pgTable('hl7_configs', {
  workplaceId: uuid('workplace_id')
    .primaryKey()
    .references(() => workplaces.id, { onDelete: 'cascade' }),
  host: text('host').notNull(),
  port: integer('port').notNull(),
  tls: boolean('tls').notNull().default(false),
  enabled: boolean('enabled').notNull().default(true),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * The HL7 outbox: one ORU^R01 per released exam, built and written in the release's transaction, then sent
 * by the worker until the LIS accepts it (AA); kept as the workplace's message log.
 */
export const hl7Messages = pgTable(
  'hl7_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workplaceId: uuid('workplace_id')
      .notNull()
      .references(() => workplaces.id, { onDelete: 'cascade' }),
    examRequestId: uuid('exam_request_id')
      .notNull()
      .references(() => examRequests.id, { onDelete: 'cascade' }),
    /** MSH-10: the same on every attempt, so the LIS can drop a duplicate. */
    controlId: text('control_id').notNull().unique(),
    protocolNumber: text('protocol_number').notNull(),
    examCode: text('exam_code').notNull(),
    /** A rectified result sent again (OBR-25 and the changed OBX-11 `C`), after the exam's first message. */
    corrected: boolean('corrected').notNull().default(false),
    /** The message as released (segments separated by CR), sent unchanged on every attempt. */
    message: text('message').notNull(),
    /** pending, delivered, rejected (AR, given up), failed (retry window passed). */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    lastAckCode: text('last_ack_code'),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('hl7_messages_due').on(t.status, t.nextAttemptAt),
    index('hl7_messages_workplace').on(t.workplaceId, t.createdAt, t.id),
  ],
);

import { sql } from 'drizzle-orm';
import { bigserial, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * The audit trail (docs/audit.md): append-only (a trigger refuses UPDATE, DELETE and TRUNCATE) and
 * hash-chained per workplace, each entry's hash covering the one before it, so an edit or a removal breaks
 * the chain where it happened.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** `workplace:<id>`, or `global` for what has no workplace (a failed sign-in). */
    chain: text('chain').notNull(),
    seq: integer('seq').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    workplaceId: uuid('workplace_id'),
    actorId: uuid('actor_id'),
    action: text('action').notNull(),
    outcome: text('outcome').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    ip: text('ip'),
    requestId: text('request_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [uniqueIndex('audit_log_chain_seq').on(t.chain, t.seq)],
);

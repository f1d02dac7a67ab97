import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One window of @fastify/rate-limit: calls counted per deployment, route and client until resetAt. */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_reset').on(t.resetAt)],
);

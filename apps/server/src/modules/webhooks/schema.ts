import type { WebhookPayload } from '@ponto/domain';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { users, workplaces } from '../auth/schema';

/**
 * Webhooks: an integrator's endpoint at a workplace, the events it takes and the secret its
 * deliveries are signed with (Standard Webhooks, `whsec_` + base64). Disabled on 410 or by hand.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workplaceId: uuid('workplace_id')
      .notNull()
      .references(() => workplaces.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    secret: text('secret').notNull(),
    events: text('events').array().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    disabledReason: text('disabled_reason'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_endpoints_workplace').on(t.workplaceId)],
);

/**
 * The webhook outbox: one row per event and endpoint, written in the transaction of the change, then
 * delivered at least once by the worker (attempts, backoff, the last answer), and kept as the delivery log.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    /** The webhook-id header: the same on every attempt, so the receiver can drop duplicates. */
    id: text('id').primaryKey(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventType: text('event_type').notNull(),
    payload: jsonb('payload').$type<WebhookPayload>().notNull(),
    /** pending, delivered, failed (gave up), cancelled (endpoint disabled). */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('webhook_deliveries_due').on(t.status, t.nextAttemptAt),
    index('webhook_deliveries_endpoint').on(t.endpointId, t.createdAt),
  ],
);

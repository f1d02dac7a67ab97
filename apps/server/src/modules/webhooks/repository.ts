import type { WebhookDisabledReason, WebhookEventType } from '@ponto/domain';
import { and, desc, eq, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;

/** A due delivery with what sending it needs from its endpoint. */
export interface ClaimedDelivery extends DeliveryRow {
  url: string;
  secret: string;
}

/** How long a claimed delivery stays with its worker: past the request timeout, then it is due again. */
export const CLAIM_LEASE_MS = 60_000;

/**
 * The SQL of webhooks. Endpoint and log reads take the caller's workplace, so another tenant's rows are
 * simply not found; the worker's calls span every workplace.
 */
export class WebhooksRepository {
  constructor(private readonly db: Db) {}

  endpoints(workplaceId: string): Promise<EndpointRow[]> {
    return this.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.workplaceId, workplaceId))
      .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id));
  }

  async endpoint(workplaceId: string, id: string): Promise<EndpointRow | undefined> {
    const [row] = await this.db
      .select()
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.workplaceId, workplaceId), eq(webhookEndpoints.id, id)));
    return row;
  }

  async createEndpoint(values: typeof webhookEndpoints.$inferInsert): Promise<EndpointRow> {
    const [row] = await this.db.insert(webhookEndpoints).values(values).returning();
    return row as EndpointRow;
  }

  /** Changes an endpoint; turning it off cancels what it still had to receive (in one transaction). */
  async updateEndpoint(
    workplaceId: string,
    id: string,
    change: { events?: WebhookEventType[]; enabled?: boolean },
  ): Promise<EndpointRow | undefined> {
    return this.db.transaction(async (tx) => {
      const set: Partial<typeof webhookEndpoints.$inferInsert> = {};
      if (change.events) set.events = change.events;
      if (change.enabled !== undefined) {
        set.enabled = change.enabled;
        set.disabledReason = change.enabled ? null : ('manual' satisfies WebhookDisabledReason);
      }
      if (Object.keys(set).length === 0) return new WebhooksRepository(tx).endpoint(workplaceId, id);
      const [row] = await tx
        .update(webhookEndpoints)
        .set(set)
        .where(and(eq(webhookEndpoints.workplaceId, workplaceId), eq(webhookEndpoints.id, id)))
        .returning();
      if (row && change.enabled === false) await cancelPending(tx, id);
      return row;
    });
  }

  async deleteEndpoint(workplaceId: string, id: string): Promise<boolean> {
    const rows = await this.db
      .delete(webhookEndpoints)
      .where(and(eq(webhookEndpoints.workplaceId, workplaceId), eq(webhookEndpoints.id, id)))
      .returning({ id: webhookEndpoints.id });
    return rows.length === 1;
  }

  /** A 410 Gone: the endpoint is turned off and nothing more is sent to it. */
  async disableGone(endpointId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .update(webhookEndpoints)
        .set({ enabled: false, disabledReason: 'gone' satisfies WebhookDisabledReason })
        .where(eq(webhookEndpoints.id, endpointId));
      await cancelPending(tx, endpointId);
    });
  }

  /** The delivery log of a workplace (one endpoint or all), newest first, after the keyset position. */
  deliveries(
    workplaceId: string,
    options: { endpointId?: string; after?: { at: string; id: string }; limit: number },
  ) {
    const filters: SQL[] = [eq(webhookEndpoints.workplaceId, workplaceId)];
    if (options.endpointId) filters.push(eq(webhookDeliveries.endpointId, options.endpointId));
    if (options.after)
      filters.push(
        sql`(${webhookDeliveries.createdAt}, ${webhookDeliveries.id}) < (${options.after.at}::timestamptz, ${options.after.id})`,
      );
    return this.db
      .select({ delivery: webhookDeliveries, cursorAt: sql<string>`${webhookDeliveries.createdAt}::text` })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(and(...filters))
      .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
      .limit(options.limit);
  }

  /**
   * Replay: the delivery is due now with the same webhook-id (receivers drop it if they had it). Only
   * while its endpoint is on; answers the delivery, or null when it is not this workplace's.
   */
  async replay(
    workplaceId: string,
    id: string,
    now: Date,
  ): Promise<{ delivery: DeliveryRow; enabled: boolean } | null> {
    return this.db.transaction(async (tx) => {
      const [found] = await tx
        .select({ delivery: webhookDeliveries, enabled: webhookEndpoints.enabled })
        .from(webhookDeliveries)
        .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
        .where(and(eq(webhookDeliveries.id, id), eq(webhookEndpoints.workplaceId, workplaceId)))
        .for('update', { of: webhookDeliveries });
      if (!found) return null;
      if (!found.enabled) return found;
      const [delivery] = await tx
        .update(webhookDeliveries)
        .set({ status: 'pending', nextAttemptAt: now, deliveredAt: null })
        .where(eq(webhookDeliveries.id, id))
        .returning();
      return { delivery: delivery as DeliveryRow, enabled: true };
    });
  }

  /**
   * Claims due deliveries of enabled endpoints. SKIP LOCKED lets several workers and processes share the
   * queue without sending one delivery twice at once; the lease makes a delivery whose worker died due
   * again afterwards (at least once).
   */
  async claimDue(now: Date, limit: number): Promise<ClaimedDelivery[]> {
    return this.db.transaction(async (tx) => {
      const due = await tx
        .select({ delivery: webhookDeliveries, url: webhookEndpoints.url, secret: webhookEndpoints.secret })
        .from(webhookDeliveries)
        .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
        .where(
          and(
            eq(webhookDeliveries.status, 'pending'),
            lte(webhookDeliveries.nextAttemptAt, now),
            eq(webhookEndpoints.enabled, true),
          ),
        )
        .orderBy(webhookDeliveries.nextAttemptAt)
        .limit(limit)
        .for('update', { of: webhookDeliveries, skipLocked: true });
      if (due.length === 0) return [];
      await tx
        .update(webhookDeliveries)
        .set({
          nextAttemptAt: new Date(now.getTime() + CLAIM_LEASE_MS),
          lastAttemptAt: now,
          attempts: sql`${webhookDeliveries.attempts} + 1`,
        })
        .where(
          inArray(
            webhookDeliveries.id,
            due.map((d) => d.delivery.id),
          ),
        );
      return due.map(({ delivery, url, secret }) => ({
        ...delivery,
        attempts: delivery.attempts + 1,
        lastAttemptAt: now,
        url,
        secret,
      }));
    });
  }

  async markDelivered(id: string, statusCode: number, now: Date): Promise<void> {
    await this.db
      .update(webhookDeliveries)
      .set({ status: 'delivered', deliveredAt: now, lastStatusCode: statusCode, lastError: null })
      .where(eq(webhookDeliveries.id, id));
  }

  /** A failed attempt: due again at `retryAt`, or failed for good when null. Left alone if cancelled meanwhile. */
  async markAttemptFailed(
    id: string,
    outcome: { statusCode: number | null; error: string },
    retryAt: Date | null,
  ): Promise<void> {
    await this.db
      .update(webhookDeliveries)
      .set({
        lastStatusCode: outcome.statusCode,
        lastError: outcome.error.slice(0, 1000),
        ...(retryAt ? { nextAttemptAt: retryAt } : { status: 'failed' }),
      })
      .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.status, 'pending')));
  }

  /** Records the 410 answer on the delivery that got it (its endpoint's pending ones are cancelled). */
  async markGone(id: string): Promise<void> {
    await this.db
      .update(webhookDeliveries)
      .set({ status: 'cancelled', lastStatusCode: 410, lastError: 'HTTP 410 Gone: endpoint disabled' })
      .where(eq(webhookDeliveries.id, id));
  }
}

function cancelPending(db: Db, endpointId: string) {
  return db
    .update(webhookDeliveries)
    .set({ status: 'cancelled' })
    .where(and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.status, 'pending')));
}

import type { WebhookDisabledReason } from '@ponto/domain';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
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
 * The SQL of the delivery queue: the worker's calls span every workplace (a workplace's endpoints and log
 * are read through EndpointRepository).
 */
export class WebhooksRepository {
  constructor(private readonly db: Db) {}

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

/** What an endpoint still had to receive is not sent any more. */
export function cancelPending(db: Db, endpointId: string) {
  return db
    .update(webhookDeliveries)
    .set({ status: 'cancelled' })
    .where(and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.status, 'pending')));
}

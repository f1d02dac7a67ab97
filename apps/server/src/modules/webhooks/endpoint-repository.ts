import type { WebhookDisabledReason, WebhookEventType } from '@ponto/domain';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { cancelPending, type DeliveryRow, type EndpointRow } from './repository';

/** The SQL of one workplace's webhook endpoints and delivery log: another workplace's rows are not found. */
export class EndpointRepository {
  constructor(
    private readonly db: Db,
    private readonly workplaceId: string,
  ) {}

  endpoints(): Promise<EndpointRow[]> {
    return this.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.workplaceId, this.workplaceId))
      .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id));
  }

  async endpoint(id: string): Promise<EndpointRow | undefined> {
    const [row] = await this.db
      .select()
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.workplaceId, this.workplaceId), eq(webhookEndpoints.id, id)));
    return row;
  }

  async createEndpoint(
    values: Omit<typeof webhookEndpoints.$inferInsert, 'workplaceId'>,
  ): Promise<EndpointRow> {
    const [row] = await this.db
      .insert(webhookEndpoints)
      .values({ ...values, workplaceId: this.workplaceId })
      .returning();
    return row as EndpointRow;
  }

  /** Changes an endpoint; turning it off cancels what it still had to receive (in one transaction). */
  async updateEndpoint(
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
      if (Object.keys(set).length === 0) return new EndpointRepository(tx, this.workplaceId).endpoint(id);
      const [row] = await tx
        .update(webhookEndpoints)
        .set(set)
        .where(and(eq(webhookEndpoints.workplaceId, this.workplaceId), eq(webhookEndpoints.id, id)))
        .returning();
      if (row && change.enabled === false) await cancelPending(tx, id);
      return row;
    });
  }

  async deleteEndpoint(id: string): Promise<boolean> {
    const rows = await this.db
      .delete(webhookEndpoints)
      .where(and(eq(webhookEndpoints.workplaceId, this.workplaceId), eq(webhookEndpoints.id, id)))
      .returning({ id: webhookEndpoints.id });
    return rows.length === 1;
  }

  /** The delivery log of a workplace (one endpoint or all), newest first, after the keyset position. */
  deliveries(options: { endpointId?: string; after?: { at: string; id: string }; limit: number }) {
    const filters: SQL[] = [eq(webhookEndpoints.workplaceId, this.workplaceId)];
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
  async replay(id: string, now: Date): Promise<{ delivery: DeliveryRow; enabled: boolean } | null> {
    return this.db.transaction(async (tx) => {
      const [found] = await tx
        .select({ delivery: webhookDeliveries, enabled: webhookEndpoints.enabled })
        .from(webhookDeliveries)
        .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
        .where(and(eq(webhookDeliveries.id, id), eq(webhookEndpoints.workplaceId, this.workplaceId)))
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
}

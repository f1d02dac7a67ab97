import { count, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { examRequests, hl7Messages, outboxMessages, readerEvents, webhookDeliveries } from '../../db/schema';

export type QueueName = 'outbox' | 'webhooks' | 'hl7' | 'readerEvents';

export interface QueueFigures {
  queue: QueueName;
  /** Items waiting to be handled. */
  depth: number;
  /** Seconds the oldest waiting item has waited (0 when none waits). */
  oldestSeconds: number;
}

/** What a scrape of /metrics reads from the database: the queues and the exams by state. */
export class MetricsRepository {
  constructor(private readonly db: Db) {}

  async queues(now: Date): Promise<QueueFigures[]> {
    const at = now.toISOString();
    const waited = (column: unknown) =>
      sql<number>`coalesce(extract(epoch from (${at}::timestamptz - min(${column}))), 0)::float8`;
    const result = await this.db.execute<{ queue: QueueName; depth: number; oldest: number }>(sql`
      SELECT 'outbox' AS queue, count(*)::int AS depth, ${waited(outboxMessages.createdAt)} AS oldest
        FROM ${outboxMessages} WHERE ${outboxMessages.status} = 'pending'
      UNION ALL
      SELECT 'webhooks', count(*)::int, ${waited(webhookDeliveries.createdAt)}
        FROM ${webhookDeliveries} WHERE ${webhookDeliveries.status} = 'pending'
      UNION ALL
      SELECT 'hl7', count(*)::int, ${waited(hl7Messages.createdAt)}
        FROM ${hl7Messages} WHERE ${hl7Messages.status} = 'pending'
      UNION ALL
      SELECT 'readerEvents', count(*)::int, ${waited(readerEvents.receivedAt)}
        FROM ${readerEvents} WHERE ${readerEvents.handledAt} IS NULL
    `);
    return result.rows.map((row) => ({
      queue: row.queue,
      depth: Number(row.depth),
      oldestSeconds: Math.max(0, Number(row.oldest)),
    }));
  }

  async examsByState(): Promise<Array<{ state: string; count: number }>> {
    const rows = await this.db
      .select({ state: examRequests.status, count: count() })
      .from(examRequests)
      .groupBy(examRequests.status);
    return rows.map((row) => ({ state: row.state, count: Number(row.count) }));
  }
}

import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { outboxMessages } from '../../db/schema';

export type OutboxMessage = typeof outboxMessages.$inferSelect;
export type Channel = 'email' | 'sms';

export interface NewMessage {
  channel: Channel;
  recipient: string;
  subject: string;
  body: string;
}

/**
 * How long a claim keeps a message from other processes. A send is bounded far below it (SMTP timeouts
 * in transports.ts, a batch sent in parallel), so with N processes a message is delivered once.
 */
export const OUTBOX_LEASE_MS = 5 * 60_000;

export class MessagingRepository {
  constructor(private readonly db: Db) {}

  /** Pass the caller's transaction so the message exists only if the change that causes it commits. */
  async enqueue(message: NewMessage, now: Date, tx: Db = this.db): Promise<void> {
    await tx.insert(outboxMessages).values({ ...message, createdAt: now, nextAttemptAt: now });
  }

  /** Claims due messages; SKIP LOCKED lets several processes share the queue without sending twice. */
  async claimDue(now: Date, limit: number): Promise<OutboxMessage[]> {
    return this.db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(outboxMessages)
        .where(and(eq(outboxMessages.status, 'pending'), lte(outboxMessages.nextAttemptAt, now)))
        .orderBy(outboxMessages.createdAt)
        .limit(limit)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      // A process that dies mid-send leaves them due again once the lease ends.
      const lease = new Date(now.getTime() + OUTBOX_LEASE_MS);
      for (const message of due) {
        await tx
          .update(outboxMessages)
          .set({ nextAttemptAt: lease, attempts: sql`${outboxMessages.attempts} + 1` })
          .where(eq(outboxMessages.id, message.id));
      }
      return due;
    });
  }

  /** Only a message still pending: a slow process whose lease ran out does not overwrite the outcome. */
  async markSent(id: string, now: Date): Promise<void> {
    await this.db
      .update(outboxMessages)
      .set({ status: 'sent', sentAt: now, lastError: null })
      .where(and(eq(outboxMessages.id, id), eq(outboxMessages.status, 'pending')));
  }

  async markFailed(id: string, error: string, retryAt: Date | null): Promise<void> {
    await this.db
      .update(outboxMessages)
      .set(retryAt ? { lastError: error, nextAttemptAt: retryAt } : { lastError: error, status: 'failed' })
      .where(eq(outboxMessages.id, id));
  }

  async recent(limit: number): Promise<OutboxMessage[]> {
    return this.db.select().from(outboxMessages).orderBy(desc(outboxMessages.createdAt)).limit(limit);
  }
}

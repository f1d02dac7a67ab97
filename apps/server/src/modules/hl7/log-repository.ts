import { hl7ResendableStatuses } from '@ponto/domain';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { hl7Configs, hl7Messages } from '../../db/schema';
import type { Hl7ConfigRow, Hl7MessageRow } from './repository';

/** The SQL of one workplace's LIS configuration and HL7 message log: another workplace's rows are not found. */
export class Hl7LogRepository {
  constructor(
    private readonly db: Db,
    private readonly workplaceId: string,
  ) {}

  async config(): Promise<Hl7ConfigRow | undefined> {
    const [row] = await this.db.select().from(hl7Configs).where(eq(hl7Configs.workplaceId, this.workplaceId));
    return row;
  }

  async saveConfig(change: Omit<typeof hl7Configs.$inferInsert, 'workplaceId'>): Promise<Hl7ConfigRow> {
    const [row] = await this.db
      .insert(hl7Configs)
      .values({ ...change, workplaceId: this.workplaceId })
      .onConflictDoUpdate({ target: hl7Configs.workplaceId, set: change })
      .returning();
    return row as Hl7ConfigRow;
  }

  /** The workplace's message log, newest first, after the keyset position. */
  messages(options: { after?: { at: string; id: string }; limit: number }) {
    const filters: SQL[] = [eq(hl7Messages.workplaceId, this.workplaceId)];
    if (options.after)
      filters.push(
        sql`(${hl7Messages.createdAt}, ${hl7Messages.id}) < (${options.after.at}::timestamptz, ${options.after.id}::uuid)`,
      );
    return this.db
      .select({ message: hl7Messages, cursorAt: sql<string>`${hl7Messages.createdAt}::text` })
      .from(hl7Messages)
      .where(and(...filters))
      .orderBy(desc(hl7Messages.createdAt), desc(hl7Messages.id))
      .limit(options.limit);
  }

  /**
   * A manual resend: a failed or rejected message of this workplace is pending again, due now, its attempts
   * counted from zero (so an AR gets its full count again). Answers the message, or null when it is not
   * this workplace's; `resent` is false when it was in no state to be resent.
   */
  async resend(id: string, now: Date): Promise<{ message: Hl7MessageRow; resent: boolean } | null> {
    return this.db.transaction(async (tx) => {
      const [found] = await tx
        .select()
        .from(hl7Messages)
        .where(and(eq(hl7Messages.id, id), eq(hl7Messages.workplaceId, this.workplaceId)))
        .for('update');
      if (!found) return null;
      if (!(hl7ResendableStatuses as readonly string[]).includes(found.status))
        return { message: found, resent: false };
      const [message] = await tx
        .update(hl7Messages)
        .set({ status: 'pending', nextAttemptAt: now, attempts: 0 })
        .where(eq(hl7Messages.id, id))
        .returning();
      return { message: message as Hl7MessageRow, resent: true };
    });
  }
}

import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { passwordResetTokens } from '../../db/schema';

export type ResetTokenRow = typeof passwordResetTokens.$inferSelect;

export class PasswordResetRepository {
  constructor(private readonly db: Db) {}

  async latestFor(userId: string): Promise<ResetTokenRow | undefined> {
    const [row] = await this.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, userId))
      .orderBy(desc(passwordResetTokens.createdAt))
      .limit(1);
    return row;
  }

  async insert(values: typeof passwordResetTokens.$inferInsert, tx: Db = this.db): Promise<void> {
    await tx.insert(passwordResetTokens).values(values);
  }

  async byHash(tokenHash: string): Promise<ResetTokenRow | undefined> {
    const [row] = await this.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.tokenHash, tokenHash));
    return row;
  }

  /** Spends the token once: of two concurrent uses, only one sets the password. */
  async spend(id: string, now: Date, tx: Db = this.db): Promise<boolean> {
    const rows = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.id, id), isNull(passwordResetTokens.usedAt)))
      .returning({ id: passwordResetTokens.id });
    return rows.length === 1;
  }
}

import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { refreshTokens, users } from '../../db/schema';

type UserRow = typeof users.$inferSelect;

/** The signed-in user's own record and sessions. */
export class ProfileRepository {
  constructor(private readonly db: Db) {}

  async update(userId: string, values: Partial<typeof users.$inferInsert>): Promise<UserRow> {
    const [row] = await this.db.update(users).set(values).where(eq(users.id, userId)).returning();
    return row!;
  }

  /** Revokes every open session of the user but one; returns the sessions (families) it ended. */
  async revokeOtherSessions(userId: string, keepFamilyId: string, now: Date, tx: Db): Promise<string[]> {
    const rows = await tx
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(
        and(
          eq(refreshTokens.userId, userId),
          ne(refreshTokens.familyId, keepFamilyId),
          isNull(refreshTokens.revokedAt),
        ),
      )
      .returning({ familyId: refreshTokens.familyId });
    return [...new Set(rows.map((r) => r.familyId))];
  }
}

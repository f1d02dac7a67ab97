import { ACCOUNT_SEARCH_LIMIT } from '@ponto/domain';
import { asc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { users, userWorkplaces, workplaces } from '../../db/schema';
import { likeLiteral } from '../../platform/keyset-cursor';

export interface AccountRow {
  id: string;
  name: string;
  document: string;
  email: string | null;
  suspended: boolean;
  workplaces: { id: string; name: string; cnpj: string }[];
}

/** The accounts of the whole network, for Ponto's support staff (docs/audit.md, "Account suspension"). */
export class AccountsRepository {
  constructor(private readonly db: Db) {}

  /**
   * Accounts whose CPF holds the digits, or whose name or e-mail holds the text; by name, at most
   * ACCOUNT_SEARCH_LIMIT.
   */
  async search(text: string, digits: string): Promise<AccountRow[]> {
    const pattern = `%${likeLiteral(text)}%`;
    const rows = await this.db
      .select({
        id: users.id,
        name: users.name,
        document: users.document,
        email: users.email,
        suspended: users.suspended,
      })
      .from(users)
      .where(
        or(
          ilike(users.name, pattern),
          ilike(users.email, pattern),
          digits ? ilike(users.document, `%${likeLiteral(digits)}%`) : undefined,
        ),
      )
      .orderBy(asc(users.name), asc(users.id))
      .limit(ACCOUNT_SEARCH_LIMIT);
    const linked = await this.workplacesOf(rows.map((r) => r.id));
    return rows.map((row) => ({ ...row, workplaces: linked.get(row.id) ?? [] }));
  }

  private async workplacesOf(userIds: string[], on: Db = this.db) {
    const byUser = new Map<string, AccountRow['workplaces']>();
    if (userIds.length === 0) return byUser;
    const rows = await on
      .select({
        userId: userWorkplaces.userId,
        id: workplaces.id,
        name: workplaces.name,
        cnpj: workplaces.cnpj,
      })
      .from(userWorkplaces)
      .innerJoin(workplaces, eq(workplaces.id, userWorkplaces.workplaceId))
      .where(inArray(userWorkplaces.userId, userIds))
      .orderBy(asc(workplaces.name));
    for (const { userId, ...workplace } of rows)
      byUser.set(userId, [...(byUser.get(userId) ?? []), workplace]);
    return byUser;
  }

  /** Sets the flag in `tx`; the ids of the account's workplaces, or null when there is no such account. */
  async setSuspended(tx: Db, userId: string, suspended: boolean): Promise<string[] | null> {
    const rows = await tx
      .update(users)
      .set({ suspended })
      .where(eq(users.id, userId))
      .returning({ id: users.id });
    if (rows.length === 0) return null;
    const linked = await this.workplacesOf([userId], tx);
    return (linked.get(userId) ?? []).map((w) => w.id);
  }
}

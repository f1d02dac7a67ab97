import { effectiveServices, type ServiceName, type WorkplacePermission } from '@ponto/domain';
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { npsResponses, readers, refreshTokens, users, userWorkplaces, workplaces } from '../../db/schema';

import type { UserRow, WorkplaceRow } from '../../platform/caller';

export type { UserRow, WorkplaceRow };
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
export type FamilyState = { revoked: boolean; expiresAt: Date; lastActiveAt: Date };

export class AuthRepository {
  constructor(private readonly db: Db) {}

  async userByDocument(document: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.document, document));
    return row;
  }

  async userById(id: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id));
    return row;
  }

  /** Counts a wrong password atomically; the attempt that reaches the limit locks the account. */
  async registerFailedLogin(
    userId: string,
    now: Date,
    maxAttempts: number,
    lockMs: number,
  ): Promise<Date | null> {
    const lockUntil = new Date(now.getTime() + lockMs);
    const [row] = await this.db
      .update(users)
      .set({
        failedLogins: sql`CASE WHEN ${users.failedLogins} + 1 >= ${maxAttempts} THEN 0 ELSE ${users.failedLogins} + 1 END`,
        lockedUntil: sql`CASE WHEN ${users.failedLogins} + 1 >= ${maxAttempts} THEN ${lockUntil.toISOString()}::timestamptz ELSE ${users.lockedUntil} END`,
      })
      .where(eq(users.id, userId))
      .returning({ lockedUntil: users.lockedUntil });
    return row?.lockedUntil && row.lockedUntil > now ? row.lockedUntil : null;
  }

  async clearFailedLogins(userId: string): Promise<void> {
    await this.db.update(users).set({ failedLogins: 0, lockedUntil: null }).where(eq(users.id, userId));
  }

  async setLastWorkplace(userId: string, workplaceId: string): Promise<void> {
    await this.db.update(users).set({ lastWorkplaceId: workplaceId }).where(eq(users.id, userId));
  }

  async setLanguage(userId: string, language: string): Promise<void> {
    await this.db.update(users).set({ language }).where(eq(users.id, userId));
  }

  async setPassword(userId: string, passwordHash: string, tx: Db = this.db): Promise<void> {
    await tx
      .update(users)
      .set({ passwordHash, failedLogins: 0, lockedUntil: null })
      .where(eq(users.id, userId));
  }

  async workplacesOf(userId: string): Promise<WorkplaceRow[]> {
    const rows = await this.db
      .select({ workplace: workplaces })
      .from(userWorkplaces)
      .innerJoin(workplaces, eq(workplaces.id, userWorkplaces.workplaceId))
      .where(eq(userWorkplaces.userId, userId))
      .orderBy(workplaces.name);
    if (rows.length === 0) return [];
    const readerRows = await this.db
      .select({ code: readers.code, workplaceId: readers.workplaceId })
      .from(readers)
      .where(
        inArray(
          readers.workplaceId,
          rows.map((r) => r.workplace.id),
        ),
      )
      .orderBy(readers.code);
    return rows.map(({ workplace }) => ({
      ...workplace,
      readerCodes: readerRows.filter((r) => r.workplaceId === workplace.id).map((r) => r.code),
    }));
  }

  /**
   * The one workplace of the user with this tax id, or undefined: every call of the portal names one, and a
   * user of a whole network can work at hundreds, so it is found without loading the others.
   */
  async workplaceOfUser(userId: string, cnpj: string): Promise<WorkplaceRow | undefined> {
    const [row] = await this.db
      .select({
        workplace: workplaces,
        readerCodes: sql<string[]>`coalesce((select array_agg(${readers.code} order by ${readers.code})
          from ${readers} where ${readers.workplaceId} = ${workplaces.id}), '{}')`,
      })
      .from(userWorkplaces)
      .innerJoin(workplaces, eq(workplaces.id, userWorkplaces.workplaceId))
      .where(and(eq(userWorkplaces.userId, userId), eq(workplaces.cnpj, cnpj)));
    return row && { ...row.workplace, readerCodes: row.readerCodes };
  }

  /** The services some workplace offers, after the §6 self-collection rule. */
  async offeredServices(): Promise<ServiceName[]> {
    const rows = await this.db
      .select({ services: workplaces.services, permissions: workplaces.permissions })
      .from(workplaces);
    const offered = new Set(
      rows.flatMap((w) =>
        effectiveServices({
          permissions: w.permissions as WorkplacePermission[],
          services: w.services as ServiceName[],
        }),
      ),
    );
    return [...offered].sort();
  }

  async insertRefreshToken(values: typeof refreshTokens.$inferInsert): Promise<void> {
    await this.db.insert(refreshTokens).values(values);
  }

  async refreshTokenByHash(tokenHash: string): Promise<RefreshTokenRow | undefined> {
    const [row] = await this.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
    return row;
  }

  /** Marks a refresh token spent; false when another request spent it first (a reuse). */
  async spendRefreshToken(id: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(refreshTokens)
      .set({ usedAt: now })
      .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
      .returning({ id: refreshTokens.id });
    return rows.length === 1;
  }

  async revokeFamily(familyId: string, now: Date): Promise<void> {
    await this.db
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  }

  async revokeAllOfUser(userId: string, now: Date, tx: Db = this.db): Promise<void> {
    await tx
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  }

  /** When the user last answered the NPS survey, and last said 'not now' (null score). */
  async npsHistory(userId: string): Promise<{ lastAnsweredAt: Date | null; lastPostponedAt: Date | null }> {
    const [row] = await this.db
      .select({
        answered: sql<
          string | null
        >`max(${npsResponses.createdAt}) filter (where ${npsResponses.score} is not null)`,
        postponed: sql<
          string | null
        >`max(${npsResponses.createdAt}) filter (where ${npsResponses.score} is null)`,
      })
      .from(npsResponses)
      .where(eq(npsResponses.userId, userId));
    const at = (value: string | null | undefined) => (value ? new Date(value) : null);
    return { lastAnsweredAt: at(row?.answered), lastPostponedAt: at(row?.postponed) };
  }

  private callerStatement: ReturnType<AuthRepository['prepareCallerState']> | undefined;

  /** Prepared once per process: the door runs it on every call, so it is neither rebuilt nor re-planned. */
  private prepareCallerState() {
    const familyId = sql.placeholder('familyId');
    const ofFamily = (aggregate: ReturnType<typeof sql>) =>
      sql`(select ${aggregate} from ${refreshTokens} where ${refreshTokens.familyId} = ${familyId})`;
    return this.db
      .select({
        user: users,
        familyRevoked: sql<boolean | null>`${ofFamily(sql`bool_or(${refreshTokens.revokedAt} IS NOT NULL)`)}`,
        familyExpiresAt: sql<Date | null>`${ofFamily(sql`min(${refreshTokens.familyExpiresAt})`)}`.mapWith(
          refreshTokens.familyExpiresAt,
        ),
        familyLastActiveAt: sql<Date | null>`${ofFamily(sql`max(${refreshTokens.lastActiveAt})`)}`.mapWith(
          refreshTokens.lastActiveAt,
        ),
        workplace: workplaces,
        readerCodes: sql<string[] | null>`(select array_agg(${readers.code} order by ${readers.code})
          from ${readers} where ${readers.workplaceId} = ${workplaces.id})`,
      })
      .from(users)
      .leftJoin(
        workplaces,
        and(
          eq(workplaces.cnpj, sql.placeholder('cnpj')),
          sql`exists (select 1 from ${userWorkplaces} where ${userWorkplaces.userId} = ${users.id}
            and ${userWorkplaces.workplaceId} = ${workplaces.id})`,
        ),
      )
      .where(eq(users.id, sql.placeholder('userId')))
      .prepare('ponto_caller_state');
  }

  /**
   * What the door needs of a caller, in one statement: the user, the session (family) and, when the call names
   * a tax id, that workplace if the user is linked to it. Undefined when the user does not exist.
   */
  async callerState(
    userId: string,
    familyId: string,
    cnpj: string | null,
  ): Promise<
    { user: UserRow; family: FamilyState | undefined; workplace: WorkplaceRow | undefined } | undefined
  > {
    this.callerStatement ??= this.prepareCallerState();
    const [row] = await this.callerStatement.execute({ userId, familyId, cnpj: cnpj ?? '' });
    if (!row) return undefined;
    const family =
      row.familyExpiresAt && row.familyLastActiveAt
        ? {
            revoked: !!row.familyRevoked,
            expiresAt: row.familyExpiresAt,
            lastActiveAt: row.familyLastActiveAt,
          }
        : undefined;
    const workplace = row.workplace ? { ...row.workplace, readerCodes: row.readerCodes ?? [] } : undefined;
    return { user: row.user, family, workplace };
  }

  /** Records activity on the session's live refresh token (the one its next renewal will present). */
  async touchFamily(familyId: string, now: Date): Promise<void> {
    await this.db
      .update(refreshTokens)
      .set({ lastActiveAt: now })
      .where(
        and(
          eq(refreshTokens.familyId, familyId),
          isNull(refreshTokens.usedAt),
          isNull(refreshTokens.revokedAt),
          lt(refreshTokens.lastActiveAt, now),
        ),
      );
  }
}

import type { CouncilView, OperatorView, Role, Sex, UserStatus } from '@ponto/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { users, userWorkplaces } from '../../db/schema';

type UserRow = typeof users.$inferSelect;

/** The council columns of a user, as the domain's CouncilView. */
export function councilOf(
  row: Pick<UserRow, 'councilAcronym' | 'councilState' | 'councilNumber' | 'profession'>,
) {
  return {
    acronym: row.councilAcronym,
    state: row.councilState,
    number: row.councilNumber,
    profession: row.profession,
  } satisfies CouncilView;
}

/** The CouncilView as the users table's columns. */
export function councilColumns(council: CouncilView) {
  return {
    councilAcronym: council.acronym,
    councilState: council.state,
    councilNumber: council.number,
    profession: council.profession,
  };
}

export function operatorView(row: UserRow): OperatorView {
  return {
    id: row.id,
    document: row.document,
    name: row.name,
    email: row.email,
    birthDate: row.birthDate,
    sex: row.sex as Sex | null,
    status: row.status as UserStatus,
    roles: row.roles as Role[],
    council: councilOf(row),
  };
}

/** The people of a workplace: users linked to it (user_workplaces). Every query is scoped to the workplace. */
export class OperatorsRepository {
  constructor(
    private readonly db: Db,
    private readonly workplaceId: string,
  ) {}

  async workers(): Promise<UserRow[]> {
    const rows = await this.db
      .select({ user: users })
      .from(userWorkplaces)
      .innerJoin(users, eq(users.id, userWorkplaces.userId))
      .where(eq(userWorkplaces.workplaceId, this.workplaceId))
      .orderBy(asc(users.name), asc(users.document));
    return rows.map((r) => r.user);
  }

  /** The user when they work at the workplace; another tenant's user is not found. */
  async worker(userId: string): Promise<UserRow | undefined> {
    const [row] = await this.db
      .select({ user: users })
      .from(userWorkplaces)
      .innerJoin(users, eq(users.id, userWorkplaces.userId))
      .where(and(eq(userWorkplaces.workplaceId, this.workplaceId), eq(userWorkplaces.userId, userId)));
    return row?.user;
  }

  /** Anyone's account by document: a person is found before they are added to the workplace. */
  async userByDocument(document: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.document, document));
    return row;
  }

  /** Inserts the user; undefined when the document is already taken (two managers at the same instant). */
  async insertUser(values: typeof users.$inferInsert): Promise<UserRow | undefined> {
    const [row] = await this.db
      .insert(users)
      .values(values)
      .onConflictDoNothing({ target: users.document })
      .returning();
    return row;
  }

  /** Links the user to the workplace; false when they were linked already. */
  async link(userId: string): Promise<boolean> {
    const rows = await this.db
      .insert(userWorkplaces)
      .values({ userId, workplaceId: this.workplaceId })
      .onConflictDoNothing()
      .returning({ userId: userWorkplaces.userId });
    return rows.length === 1;
  }

  /** Unlinks the user; false when they were not linked. */
  async unlink(userId: string): Promise<boolean> {
    const rows = await this.db
      .delete(userWorkplaces)
      .where(and(eq(userWorkplaces.userId, userId), eq(userWorkplaces.workplaceId, this.workplaceId)))
      .returning({ userId: userWorkplaces.userId });
    return rows.length === 1;
  }

  /** Changes the details of someone who works here; undefined for anyone else. */
  async update(userId: string, values: Partial<typeof users.$inferInsert>): Promise<UserRow | undefined> {
    const worksHere = this.db
      .select({ userId: userWorkplaces.userId })
      .from(userWorkplaces)
      .where(eq(userWorkplaces.workplaceId, this.workplaceId));
    const [row] = await this.db
      .update(users)
      .set(values)
      .where(and(eq(users.id, userId), inArray(users.id, worksHere)))
      .returning();
    return row;
  }
}

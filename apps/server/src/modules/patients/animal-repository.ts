import { and, asc, eq, isNull, like, not, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { animals } from '../../db/schema';
import { likeLiteral } from '../../platform/keyset-cursor';
import { afterPosition } from './repository';
import type { SearchPosition } from './search-page';

export type AnimalRow = typeof animals.$inferSelect;
export type AnimalColumns = Pick<typeof animals.$inferInsert, 'searchName' | 'tutorDocument' | 'animal'>;

/** The SQL of one workplace's veterinary patients (§3 Animal): another workplace's animal is not found. */
export class AnimalRepository {
  constructor(
    private readonly db: Db,
    private readonly workplaceId: string,
  ) {}

  async insert(createdBy: string, values: AnimalColumns): Promise<AnimalRow> {
    const [row] = await this.db
      .insert(animals)
      .values({ workplaceId: this.workplaceId, createdBy, ...values })
      .returning();
    return row!;
  }

  /**
   * Search name contains `text`, or the tutor's document starts with `digits` (3 or more): the names that start
   * with the text first, then the rest, each by search name, then id, after the position for 'load more'
   * (as patients are listed: docs/patients.md).
   */
  search(text: string, digits: string, after: SearchPosition | null, limit: number): Promise<AnimalRow[]> {
    const startsWith = like(animals.searchName, `${likeLiteral(text)}%`);
    const afterInPart = after && afterPosition(animals.searchName, animals.id, after);
    // A position's own name says in which part it is: after it come the rest of its part and the parts below.
    const below =
      !after || !afterInPart
        ? undefined
        : after.name.startsWith(text)
          ? or(and(startsWith, afterInPart), not(startsWith))
          : and(not(startsWith), afterInPart);
    return this.db
      .select()
      .from(animals)
      .where(
        and(
          eq(animals.workplaceId, this.workplaceId),
          // An anonymised animal is found by nobody (docs/patient-data-rights.md).
          isNull(animals.anonymisedAt),
          or(
            like(animals.searchName, `%${likeLiteral(text)}%`),
            digits.length >= 3 ? like(animals.tutorDocument, `${digits}%`) : undefined,
          ),
          below,
        ),
      )
      .orderBy(sql`${startsWith} desc`, asc(animals.searchName), asc(animals.id))
      .limit(limit);
  }

  async byId(id: string): Promise<AnimalRow | undefined> {
    const [row] = await this.db
      .select()
      .from(animals)
      .where(and(eq(animals.workplaceId, this.workplaceId), eq(animals.id, id)))
      .limit(1);
    return row;
  }

  /** Changes the animal unless its tutor's data was erased; undefined then, or when there is none. */
  async update(id: string, values: AnimalColumns & { updatedAt: Date }): Promise<AnimalRow | undefined> {
    const [row] = await this.db
      .update(animals)
      .set(values)
      .where(and(eq(animals.workplaceId, this.workplaceId), eq(animals.id, id), isNull(animals.anonymisedAt)))
      .returning();
    return row;
  }

  async exists(id: string): Promise<boolean> {
    const [existing] = await this.db
      .select({ id: animals.id })
      .from(animals)
      .where(and(eq(animals.workplaceId, this.workplaceId), eq(animals.id, id)));
    return !!existing;
  }
}

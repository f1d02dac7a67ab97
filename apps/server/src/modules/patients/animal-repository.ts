import { and, asc, eq, isNull, like, or } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { animals } from '../../db/schema';
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
   * Search name contains `text` (its LIKE wildcards escaped already), or the tutor's document starts with
   * `digits` (3 or more); ordered by search name, then id, after the position for 'load more'.
   */
  search(text: string, digits: string, after: SearchPosition | null, limit: number): Promise<AnimalRow[]> {
    return this.db
      .select()
      .from(animals)
      .where(
        and(
          eq(animals.workplaceId, this.workplaceId),
          // An anonymised animal is found by nobody (docs/patient-data-rights.md).
          isNull(animals.anonymisedAt),
          or(
            like(animals.searchName, `%${text}%`),
            digits.length >= 3 ? like(animals.tutorDocument, `${digits}%`) : undefined,
          ),
          afterPosition(animals.searchName, animals.id, after),
        ),
      )
      .orderBy(asc(animals.searchName), asc(animals.id))
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

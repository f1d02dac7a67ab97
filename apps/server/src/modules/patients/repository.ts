import { and, asc, eq, gt, inArray, isNull, like, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { patients } from '../../db/schema';
import { likeLiteral } from '../../platform/keyset-cursor';
import type { SearchPosition } from './search-page';

export type PatientRow = typeof patients.$inferSelect;

/** Rows strictly after the position in (name, id) order; nothing to add for the first page. */
export function afterPosition(name: PgColumn, id: PgColumn, after: SearchPosition | null): SQL | undefined {
  if (!after) return undefined;
  return or(gt(name, after.name), and(eq(name, after.name), gt(id, after.id)));
}

/**
 * The search name contains `text`. A text of two or more words of three letters or more is found through the
 * trigram index by a few trigrams of each word (its first and last three letters, each a LIKE of its own),
 * then checked whole with `strpos`, which that index does not read. As one LIKE, the text brings every
 * trigram of every word plus those of the word starts and ends its inner spaces make ("  l", " la", "ra "),
 * among the longest lists of the index: on a million patients, intersecting them all took most of a
 * whole-name search, and a couple per word narrow the candidates almost as well (docs/performance.md,
 * "Patient search").
 */
function nameContains(text: string): SQL {
  // By code point, so that no fragment ends in half a character.
  const words = text
    .split(' ')
    .map((word) => Array.from(word))
    .filter((chars) => chars.length >= 3);
  if (words.length < 2) return like(patients.searchName, `%${likeLiteral(text)}%`);
  const fragments = new Set(words.flatMap((chars) => [chars.slice(0, 3).join(''), chars.slice(-3).join('')]));
  return and(
    ...[...fragments].map((fragment) => like(patients.searchName, `%${likeLiteral(fragment)}%`)),
    sql`strpos(${patients.searchName}, ${text}) > 0`,
  )!;
}

/** The SQL of one workplace's patients: another workplace's patient is not found. */
export class PatientsRepository {
  constructor(
    private readonly db: Db,
    private readonly workplaceId: string,
  ) {}

  /** Inserts; null when the workplace already has a patient with that document. */
  async insert(values: Omit<typeof patients.$inferInsert, 'workplaceId'>): Promise<PatientRow | null> {
    const [row] = await this.db
      .insert(patients)
      .values({ ...values, workplaceId: this.workplaceId })
      .onConflictDoNothing()
      .returning();
    return row ?? null;
  }

  async update(id: string, values: Partial<typeof patients.$inferInsert>): Promise<PatientRow | null> {
    const [row] = await this.db
      .update(patients)
      .set(values)
      // An anonymised patient is never edited again: that would identify them anew.
      .where(
        and(eq(patients.workplaceId, this.workplaceId), eq(patients.id, id), isNull(patients.anonymisedAt)),
      )
      .returning();
    return row ?? null;
  }

  async byId(id: string): Promise<PatientRow | undefined> {
    const [row] = await this.db
      .select()
      .from(patients)
      .where(and(eq(patients.workplaceId, this.workplaceId), eq(patients.id, id)));
    return row;
  }

  async byDocument(number: string, country: string): Promise<PatientRow | undefined> {
    const [row] = await this.db
      .select()
      .from(patients)
      .where(
        and(
          eq(patients.workplaceId, this.workplaceId),
          eq(patients.documentNumber, number),
          eq(patients.documentCountry, country),
          isNull(patients.anonymisedAt),
        ),
      );
    return row;
  }

  /** Name contains the text, or document starts with it; ordered by name, then id, for 'load more'. */
  async search(text: string, digits: string, after: SearchPosition | null, limit: number) {
    const matches: SQL[] = [nameContains(text)];
    if (digits.length >= 3) matches.push(like(patients.documentNumber, `${digits}%`));
    // An anonymised patient has no name nor document to match any more; said here too, not only by its values.
    const conditions = [
      eq(patients.workplaceId, this.workplaceId),
      isNull(patients.anonymisedAt),
      or(...matches),
    ];
    // The page's ids first, from the (workplace, name, id) index alone; then only those rows. Reading
    // whole rows while looking for matches took 25–80 ms on a million patients, the ids alone about 3.
    const page = this.db
      .select({ id: patients.id })
      .from(patients)
      .where(and(...conditions, afterPosition(patients.searchName, patients.id, after)))
      .orderBy(asc(patients.searchName), asc(patients.id))
      .limit(limit);
    return this.db
      .select()
      .from(patients)
      .where(inArray(patients.id, page))
      .orderBy(asc(patients.searchName), asc(patients.id));
  }
}

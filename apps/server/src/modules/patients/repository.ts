import { and, asc, eq, gt, inArray, isNull, like, notLike, or, type SQL, sql } from 'drizzle-orm';
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
function nameFragments(text: string): string[] | null {
  // By code point, so that no fragment ends in half a character.
  const words = text
    .split(' ')
    .map((word) => Array.from(word))
    .filter((chars) => chars.length >= 3);
  if (words.length < 2) return null;
  return [...new Set(words.flatMap((chars) => [chars.slice(0, 3).join(''), chars.slice(-3).join('')]))];
}

/** The condition on the name for a text of `fragments` fragments (none: the text as one LIKE), by placeholders. */
function nameContains(fragments: number): SQL {
  if (fragments === 0) return like(patients.searchName, sql.placeholder('pattern'));
  return and(
    ...Array.from({ length: fragments }, (_, i) =>
      like(patients.searchName, sql.placeholder(`fragment${i}`)),
    ),
    sql`strpos(${patients.searchName}, ${sql.placeholder('text')}) > 0`,
  )!;
}

/** Where the position of 'load more' is: none (the first page), among the names that start with the text, or among the rest. */
type After = 'none' | 'start' | 'rest';

/** What decides a search statement's SQL: the number of name fragments, a document prefix, the position. */
interface SearchShape {
  fragments: number;
  document: boolean;
  after: After;
}

/** Rows strictly after the position given by placeholders, in (name, id) order. */
const afterPlaceholders = () =>
  or(
    gt(patients.searchName, sql.placeholder('afterName')),
    and(eq(patients.searchName, sql.placeholder('afterName')), gt(patients.id, sql.placeholder('afterId'))),
  );

/**
 * Names that start with the text come first, then the other matches; each part by name, then id. The
 * first part is a range of the (workplace, name, id) index, read in order, so a page of it costs a
 * fraction of a millisecond however common the words; the second is asked of the trigram index only
 * when the first does not fill the page (the two are appended, and reading stops at the page's size).
 * The page's ids come first, from the indexes alone; then only those rows. Reading whole rows while
 * looking for matches took 25–80 ms on a million patients, the ids alone about 3.
 */
function searchQuery(db: Db, shape: SearchShape) {
  const inWorkplace = [
    eq(patients.workplaceId, sql.placeholder('workplaceId')),
    // An anonymised patient has no name nor document to match any more; said here too, not only by its values.
    isNull(patients.anonymisedAt),
  ];
  const startsWith = like(patients.searchName, sql.placeholder('prefix'));
  const matches: SQL[] = [nameContains(shape.fragments)];
  if (shape.document) matches.push(like(patients.documentNumber, sql.placeholder('document')));
  const idsBy = (...conditions: Array<SQL | undefined>) =>
    db
      .select({ id: patients.id })
      .from(patients)
      .where(and(...inWorkplace, ...conditions))
      .orderBy(asc(patients.searchName), asc(patients.id))
      .limit(sql.placeholder('limit'));
  const rest = idsBy(
    or(...matches),
    notLike(patients.searchName, sql.placeholder('prefix')),
    shape.after === 'rest' ? afterPlaceholders() : undefined,
  );
  const page =
    shape.after === 'rest'
      ? rest
      : // Each part comes in its own parentheses.
        sql`(${idsBy(startsWith, shape.after === 'start' ? afterPlaceholders() : undefined)} union all ${rest} limit ${sql.placeholder('limit')})`;
  return (
    db
      .select()
      .from(patients)
      .where(inArray(patients.id, page))
      .orderBy(sql`${startsWith} desc`, asc(patients.searchName), asc(patients.id))
      // Unnamed: planned anew for each text. A plan kept for all would suit a frequent surname (the name index
      // in order) or a rare fragment (the trigram index), never both.
      .prepare('')
  );
}

type SearchStatement = ReturnType<typeof searchQuery>;

/**
 * The search statements by database handle and shape, each built once: building one through the query
 * builder for every search takes a sixth of the main thread under a load of searches (docs/performance.md).
 */
const searchStatements = new WeakMap<Db, Map<string, SearchStatement>>();

function searchStatement(db: Db, shape: SearchShape): SearchStatement {
  let byShape = searchStatements.get(db);
  if (!byShape) {
    byShape = new Map();
    searchStatements.set(db, byShape);
  }
  const key = `${shape.fragments}:${+shape.document}:${shape.after}`;
  let statement = byShape.get(key);
  if (!statement) {
    statement = searchQuery(db, shape);
    byShape.set(key, statement);
  }
  return statement;
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

  /**
   * Name contains the text, or document starts with it: the names that start with the text first, then the
   * rest, each by name, then id, for 'load more'.
   */
  async search(
    text: string,
    digits: string,
    after: SearchPosition | null,
    limit: number,
  ): Promise<PatientRow[]> {
    const fragments = nameFragments(text);
    const document = digits.length >= 3;
    const values: Record<string, unknown> = {
      workplaceId: this.workplaceId,
      limit,
      prefix: `${likeLiteral(text)}%`,
    };
    if (fragments) {
      fragments.forEach((fragment, i) => {
        values[`fragment${i}`] = `%${likeLiteral(fragment)}%`;
      });
      values.text = text;
    } else values.pattern = `%${likeLiteral(text)}%`;
    if (document) values.document = `${digits}%`;
    if (after) {
      values.afterName = after.name;
      values.afterId = after.id;
    }
    const statement = searchStatement(this.db, {
      fragments: fragments?.length ?? 0,
      document,
      // A position's own name says in which part it is.
      after: !after ? 'none' : after.name.startsWith(text) ? 'start' : 'rest',
    });
    return statement.execute(values);
  }
}

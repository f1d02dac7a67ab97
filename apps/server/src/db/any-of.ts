import { type Column, type SQL, sql } from 'drizzle-orm';

/**
 * `column = any($1::uuid[])`: a set of ids bound as one array parameter, the placeholder `name`'s value (for a
 * statement built once, db/built-once.ts). PostgreSQL reads an `IN` list as this same `= any`; Drizzle's
 * `inArray` binds one parameter per id, each a chunk of its own to build and send: a ZIP of 200 reports starts
 * with six such reads (docs/performance.md).
 */
export function anyOfIds(column: Column, name: string): SQL {
  return sql`${column} = any(${sql.placeholder(name)}::uuid[])`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The value of an `anyOfIds` placeholder: the ids as one PostgreSQL array literal (`{id,id,…}`), which a uuid
 * never needs quoted in. Given an array, the driver would quote and escape every element with two regular
 * expressions each, for each of a ZIP's six reads. Anything but a uuid is refused, so that no value can add an
 * element of its own to the list.
 */
export function idsValue(ids: Iterable<string>): string {
  let literal = '';
  for (const id of ids) {
    if (!UUID.test(id)) throw new Error('not a uuid');
    literal += literal ? `,${id}` : id;
  }
  return `{${literal}}`;
}

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

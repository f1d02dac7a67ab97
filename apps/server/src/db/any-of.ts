import { type Column, type SQL, sql } from 'drizzle-orm';

/**
 * `column = any($1::uuid[])`: a set of ids bound as one array parameter (PostgreSQL reads an `IN` list as this
 * same `= any`). Drizzle's `inArray` binds one parameter per id, each a chunk of its own to build and send: a
 * ZIP of 200 reports starts with six such reads, 1,200 parameters built on the main thread before its first
 * byte (docs/performance.md).
 */
export function anyOfIds(column: Column, ids: readonly string[]): SQL {
  return sql`${column} = any(${sql.param([...ids])}::uuid[])`;
}

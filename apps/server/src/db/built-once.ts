import type { Db } from './database';

/**
 * A statement built through the query builder once per database handle, then run with its values: building a
 * select of a few joins costs the main thread more than PostgreSQL takes to answer it, and a ZIP of 200
 * reports starts with six of them at once (docs/performance.md). Build with `sql.placeholder` for the values
 * and `.prepare('')` (unnamed: PostgreSQL plans it anew each time, for the ids it is given).
 */
export function builtOnce<S>(build: (db: Db) => S): (db: Db) => S {
  const built = new WeakMap<Db, S>();
  return (db) => {
    let statement = built.get(db);
    if (!statement) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}

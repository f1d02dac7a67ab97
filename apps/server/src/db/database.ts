import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { drizzle, type NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';

/**
 * The database or a transaction on it: both query alike, so whatever takes a Db also runs inside a caller's
 * transaction (where its own transaction() is a savepoint).
 */
export type Db = PgDatabase<NodePgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  pool: pg.Pool;
  /**
   * Hears the database's caller notices (migration 0035) on every pooled connection: a change this process
   * commits is heard on its own connection before the commit returns.
   */
  onCallerNotice(listener: (notice: string) => void): void;
  close(): Promise<void>;
}

/** The channel of migration 0035's notices: a user, a membership, a session, a workplace changed. */
export const CALLER_NOTICES = 'ponto_callers';

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

// Any number that is Ponto's own: several processes starting together migrate one at a time.
const MIGRATION_LOCK_ID = 7_461_001;

/**
 * A connection lost while it is handed out (a transaction, a cursor) fails every query on it, and the request
 * that ran them answers DATABASE_UNAVAILABLE; the pool drops it when it comes back. Its 'error' event says the
 * same once more (and, for an idle connection, the pool reports it): without a listener Node would throw it
 * out of the event loop and end the whole server.
 */
function lostWhileInUse(): void {}

const BEGIN = /^\s*begin\b/i;

function queryText(query: unknown): string {
  return typeof query === 'string' ? query : ((query as { text?: string } | null)?.text ?? '');
}

/**
 * drizzle-orm's transaction() (0.45.4; drizzle-team/drizzle-orm#6241, open) sends BEGIN before the `try` whose
 * `finally` gives its pooled connection back. A BEGIN that fails (the connection was lost between checkout
 * and BEGIN, as when PostgreSQL restarts) would keep that connection checked out for good: one fewer for
 * every later request, and `pool.end()` waiting for it for ever. So a connection checked out by promise, as
 * drizzle does, gives itself back, as broken, when the first thing it is asked is a BEGIN that fails; the
 * caller's own release after that does nothing.
 */
function releaseOnFailedBegin(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool);
  pool.connect = ((callback?: Parameters<pg.Pool['connect']>[0]) => {
    if (callback) return connect(callback);
    return connect().then((client) => {
      // A checkout that asked nothing may have left its watch behind: start from the client's own method.
      delete (client as Partial<pg.PoolClient>).query;
      const query = client.query;
      const firstQuery = (...args: unknown[]) => {
        // Only the first statement of this checkout is watched; later ones use the client's own method.
        delete (client as Partial<pg.PoolClient>).query;
        const result = (query as (...a: unknown[]) => unknown).apply(client, args);
        if (result instanceof Promise && BEGIN.test(queryText(args[0])))
          result.catch((error: Error) => {
            const release = client.release;
            client.release = () => {};
            release(error);
          });
        return result;
      };
      client.query = firstQuery as pg.PoolClient['query'];
      return client;
    });
  }) as pg.Pool['connect'];
}

export function openDatabase(
  url: string,
  onPoolError: (error: Error) => void,
  { max = 10 }: { max?: number } = {},
): Database {
  const listeners: Array<(notice: string) => void> = [];
  const pool = new pg.Pool({
    connectionString: url,
    max,
    idleTimeoutMillis: 30_000,
    // Each connection listens before it is first handed out.
    onConnect: async (client) => {
      client.on('error', lostWhileInUse);
      client.on('notification', (message) => {
        if (message.channel === CALLER_NOTICES)
          for (const listener of listeners) listener(message.payload ?? '*');
      });
      await client.query(`LISTEN ${CALLER_NOTICES}`);
    },
  });
  // An idle client losing its connection must not crash the process.
  pool.on('error', onPoolError);
  releaseOnFailedBegin(pool);
  const db = drizzle(pool, { schema });
  return { db, pool, onCallerNotice: (listener) => listeners.push(listener), close: () => pool.end() };
}

export async function runMigrations(database: Database): Promise<void> {
  const client = await database.pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migrate(drizzle(client, { schema }), { migrationsFolder });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    client.release();
  }
}

export async function isEmpty(db: Db): Promise<boolean> {
  const rows = await db.execute(sql`SELECT count(*)::int AS n FROM workplaces`);
  return (rows.rows[0] as { n: number }).n === 0;
}

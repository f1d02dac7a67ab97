import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { type Database, openDatabase } from './database';

let app: TestApp;
let database: Database;
const poolErrors: Error[] = [];

beforeAll(async () => {
  app = await createTestApp();
  database = openDatabase(app.databaseUrl, (error) => poolErrors.push(error));
});
afterAll(async () => {
  await database?.close();
  await app?.stop();
});

describe('a database connection lost while it is in use', () => {
  it('fails what ran on it, not the process, and the pool serves the next query on a new connection', async () => {
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', onUncaught);
    // Held as a transaction or a cursor holds it: checked out, so the pool does not watch it.
    const client = await database.pool.connect();
    try {
      const lost = await client
        .query('SELECT pg_terminate_backend(pg_backend_pid())')
        .catch((error) => error);
      expect(lost).toBeInstanceOf(Error);
      // The connection's end arrives while the client is still held; with no listener its 'error' event would
      // be thrown out of the event loop and end the process.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(uncaught).toEqual([]);
      await expect(client.query('SELECT 1')).rejects.toThrow();
    } finally {
      process.off('uncaughtException', onUncaught);
      client.release();
    }
    const { rows } = await database.pool.query<{ one: number }>('SELECT 1 AS one');
    expect(rows[0]?.one).toBe(1);
  });
});

describe('a connection lost between its checkout and the BEGIN of a transaction', () => {
  it('fails that transaction and goes back to the pool, which serves the next one and still ends', async () => {
    const own = openDatabase(app.databaseUrl, () => {});
    // The next checkout's socket is cut the moment the pool hands it out, before the transaction's BEGIN.
    const cut = (client: pg.PoolClient) =>
      (client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    own.pool.once('acquire', cut);
    await expect(own.db.transaction(async (tx) => tx.execute(sql`SELECT 1`))).rejects.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Given back (as broken): nothing is checked out any more.
    expect(own.pool.totalCount - own.pool.idleCount).toBe(0);
    const { rows } = await own.db.transaction((tx) => tx.execute<{ one: number }>(sql`SELECT 1 AS one`));
    expect(rows[0]?.one).toBe(1);
    // A connection kept checked out would hold the pool's end for ever.
    const ended = await Promise.race([
      own.close().then(() => 'ended'),
      new Promise((resolve) => setTimeout(() => resolve('still waiting'), 5_000)),
    ]);
    expect(ended).toBe('ended');
  });
});

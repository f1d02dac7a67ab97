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

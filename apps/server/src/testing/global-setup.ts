import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase, runMigrations } from '../db/database';
import { startEmbeddedPostgres } from '../db/embedded-postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}

/**
 * One database for the whole run: the server's PostgreSQL when DATABASE_URL is set (CI), otherwise an
 * embedded one in a temporary folder. Migrations run once here; each test makes its own workplaces and users.
 */
export default async function setup(project: TestProject) {
  let url = process.env.DATABASE_URL;
  let stop: (() => Promise<void>) | undefined;
  let dir: string | undefined;
  if (!url) {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ponto-it-'));
    const embedded = await startEmbeddedPostgres(dir, { info: () => {}, warn: () => {} });
    url = embedded.url;
    stop = embedded.stop;
  }
  const database = openDatabase(url, () => {});
  await runMigrations(database);
  await database.close();
  project.provide('databaseUrl', url);
  return async () => {
    await stop?.();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  };
}

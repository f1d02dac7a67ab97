import { acquireDataDirLock } from '../db/data-dir-lock';
import { isEmpty, openDatabase, runMigrations } from '../db/database';
import { startEmbeddedPostgres } from '../db/embedded-postgres';
import { systemClock } from '../platform/clock';
import { loadConfig } from '../platform/config';
import { seedDemoNetwork } from './demo-network';

// `npm run seed`: the demo network on DATABASE_URL (or the embedded database when the portal is stopped).
const config = loadConfig();
const log = { info: console.log, warn: console.warn };
const release = config.DATABASE_URL ? () => {} : acquireDataDirLock(config.DATA_DIR);
const embedded = config.DATABASE_URL ? undefined : await startEmbeddedPostgres(config.DATA_DIR, log);
const database = openDatabase(config.DATABASE_URL ?? embedded!.url, (error) => console.error(error));
try {
  await runMigrations(database);
  const wasEmpty = await isEmpty(database.db);
  await seedDemoNetwork(database.db, systemClock);
  console.log(wasEmpty ? 'Demo network created.' : 'Demo network checked: anything missing was added.');
} finally {
  await database.close();
  await embedded?.stop();
  release();
}

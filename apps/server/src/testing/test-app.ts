import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RouteOptions } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { createApp, type PontoApp } from '../app';
import { type Clock, ManualClock } from '../platform/clock';
import { loadConfig } from '../platform/config';

export interface TestApp extends PontoApp {
  clock: ManualClock;
  dataDir: string;
  jwtSecret: string;
  databaseUrl: string;
  /** Every route the app registered, in order (the security tests generate their cases from it). */
  routes: RouteOptions[];
}

/**
 * A database of its own on the run's server, for a test that needs the whole of a shared queue (the
 * outbox): other test files would otherwise claim its messages.
 */
export async function isolatedDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = inject('databaseUrl');
  const name = `ponto_it_${crypto.randomUUID().replaceAll('-', '')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** The real app on the run's database, with a clock the test moves and no background jobs. */
export async function createTestApp(
  env: Record<string, string> = {},
  clock = new ManualClock(),
  options: { isolated?: boolean } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ponto-app-'));
  const own = options.isolated ? await isolatedDatabase() : null;
  const databaseUrl = own?.url ?? inject('databaseUrl');
  const config = loadConfig({
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    SEED: 'never',
    // Test files run side by side: each app that listens takes a free port.
    PORT: '0',
    MQTT_PORT: '0',
    METRICS_PORT: '0',
    // CI runs the suite a second time against the machine's Mosquitto.
    MQTT_URL: process.env.MQTT_URL ?? '',
    // Each test app is its own deployment: it must see every device message of its tests.
    MQTT_SHARE_GROUP: `test-${crypto.randomUUID()}`,
    // With a shared broker every process must share the signing secret (config.ts refuses otherwise).
    JWT_SECRET: crypto.randomBytes(32).toString('hex'),
    WEB_DIST: path.join(dataDir, 'no-web'),
    // Tests' webhook receivers listen on 127.0.0.1 over plain http.
    WEBHOOK_ALLOW_PRIVATE_URLS: 'true',
    ...env,
  });
  const routes: RouteOptions[] = [];
  const app = await createApp({
    config,
    clock: clock as Clock,
    logger: false,
    startJobs: false,
    onRoute: (route) => routes.push(route),
  });
  const stop = app.stop;
  return Object.assign(app, {
    clock,
    dataDir,
    /** The secret this app signs sessions and links with. */
    jwtSecret: config.JWT_SECRET!,
    /** For a second server on the same database (a restart, another process). */
    databaseUrl: config.DATABASE_URL ?? databaseUrl,
    routes,
    async stop() {
      await stop();
      await own?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  });
}

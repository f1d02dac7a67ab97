import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { Message } from 'node-hl7-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type PontoApp } from '../../app';
import { hl7Messages } from '../../db/schema';
import { ManualClock } from '../../platform/clock';
import { loadConfig } from '../../platform/config';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { eventually } from '../exams-run/test-fixtures';
import { HL7_CLAIM_LEASE_MS, Hl7Repository } from './repository';
import { hl7Fixtures } from './test-fixtures';
import { startLis } from './test-lis';

/** Holds the database through the test: the servers come and go on it. */
let base: TestApp;
let first: TestApp | undefined;
const lises: Array<{ close: () => Promise<boolean> }> = [];

beforeAll(async () => {
  base = await createTestApp({}, undefined, { isolated: true });
});
afterAll(async () => {
  await first?.stop();
  await base?.stop();
  await Promise.all(lises.map((l) => l.close()));
});

/** A server as `npm start` runs one, jobs included, on the test's database. */
async function startServer(clock: ManualClock): Promise<PontoApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ponto-hl7-restart-'));
  const config = loadConfig({
    DATABASE_URL: base.databaseUrl,
    DATA_DIR: dataDir,
    SEED: 'never',
    MQTT_PORT: '0',
    MQTT_URL: process.env.MQTT_URL ?? '',
    MQTT_SHARE_GROUP: `test-${crypto.randomUUID()}`,
    JWT_SECRET: base.jwtSecret,
    WEB_DIST: path.join(dataDir, 'no-web'),
  });
  const app = await createApp({ config, clock, logger: false });
  const stop = app.stop;
  return Object.assign(app, {
    async stop() {
      await stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  });
}

const rowsOf = (workplaceId: string) =>
  base.database.db.select().from(hl7Messages).where(eq(hl7Messages.workplaceId, workplaceId));

describe('a server stopped between the release and the delivery', () => {
  it('sends the ORU^R01 after a restart on the same database; a claim whose worker died is due again', async () => {
    const lis = await startLis();
    lises.push(lis);
    // A server without jobs releases two exams, then goes away before sending anything.
    first = await createTestApp({ DATABASE_URL: base.databaseUrl });
    const { manager, call, release } = hl7Fixtures(() => first as TestApp);
    const op = await manager();
    expect((await call(op, 'PUT', '/hl7/config', { host: '127.0.0.1', port: lis.port })).statusCode).toBe(
      200,
    );
    const { protocol } = await release(op);
    // One of them was claimed by a worker that died mid-send: its lease holds it for a while.
    const clock = new ManualClock(first.clock.now());
    const [claimed] = await new Hl7Repository(base.database.db).claimDue(clock.now(), 1);
    expect(claimed).toBeDefined();
    await first.stop();
    first = undefined;
    expect((await rowsOf(op.workplace.id)).map((r) => r.status)).toEqual(['pending', 'pending']);

    const server = await startServer(clock);
    try {
      const delivered = (rows: Awaited<ReturnType<typeof rowsOf>>) =>
        rows.filter((r) => r.status === 'delivered').length;
      await eventually(
        () => rowsOf(op.workplace.id),
        (rows) => delivered(rows) === 1,
      );
      expect(lis.received).toHaveLength(1);
      // Once the lease has passed, the claimed one goes too, with the same control id.
      clock.set(new Date(clock.now().getTime() + HL7_CLAIM_LEASE_MS));
      await eventually(
        () => rowsOf(op.workplace.id),
        (rows) => delivered(rows) === 2,
      );
    } finally {
      await server.stop();
    }
    const ids = lis.received.map((text) => new Message({ text }).get('MSH.10').toString());
    const rows = await rowsOf(op.workplace.id);
    expect(ids.sort()).toEqual(rows.map((r) => r.controlId).sort());
    expect(rows.find((r) => r.id === claimed!.id)!.attempts).toBe(2);
    expect(new Message({ text: lis.received[0]! }).get('OBR.2.1').toString()).toBe(protocol);
  });
});

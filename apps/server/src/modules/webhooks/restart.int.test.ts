import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type PontoApp } from '../../app';
import { webhookDeliveries } from '../../db/schema';
import { ManualClock } from '../../platform/clock';
import { loadConfig } from '../../platform/config';
import { randomCpf } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { eventually } from '../exams-run/test-fixtures';
import { order, orderingOperator, registration } from '../ordering/test-fixtures';
import { CLAIM_LEASE_MS, WebhooksRepository } from './repository';
import { registerEndpoint, startReceiver } from './test-receiver';

/** Holds the database through the test: the servers come and go on it. */
let base: TestApp;
const receivers: Array<{ close: () => Promise<void> }> = [];

beforeAll(async () => {
  base = await createTestApp({}, undefined, { isolated: true });
});
afterAll(async () => {
  await base?.stop();
  await Promise.all(receivers.map((r) => r.close()));
});

/** A server as `npm start` runs one, jobs included, on the test's database. */
async function startServer(clock: ManualClock): Promise<PontoApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ponto-restart-'));
  const config = loadConfig({
    DATABASE_URL: base.databaseUrl,
    DATA_DIR: dataDir,
    SEED: 'never',
    MQTT_PORT: '0',
    MQTT_URL: process.env.MQTT_URL ?? '',
    MQTT_SHARE_GROUP: `test-${crypto.randomUUID()}`,
    JWT_SECRET: base.jwtSecret,
    WEB_DIST: path.join(dataDir, 'no-web'),
    WEBHOOK_ALLOW_PRIVATE_URLS: 'true',
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

/** A server without jobs commits a pre-exam with its questionnaire, then goes away before any delivery. */
async function eventWithoutDelivery(url: string) {
  const first = await createTestApp({ DATABASE_URL: base.databaseUrl });
  const op = await orderingOperator(first, { offer: ['COVID_AG'], user: { roles: ['operator', 'manager'] } });
  const endpoint = await registerEndpoint(first, op.headers, url, ['questionnaire.filled']);
  const res = await first.http.inject({
    method: 'POST',
    url: '/pre-exams',
    headers: op.headers,
    payload: {
      subject: { kind: 'patient', registration: registration(randomCpf()) },
      order: order([op.index('COVID_AG')], { quizForm: { [op.index('COVID_AG')]: { symptoms: false } } }),
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const [delivery] = await first.database.db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpoint.id));
  return { first, delivery: delivery!, preExamId: res.json().id as string };
}

const statusOf = async (id: string) =>
  (await base.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id)))[0]!;

describe('a server stopped between the commit and the delivery', () => {
  it('delivers the event after a restart on the same database', async () => {
    const receiver = await startReceiver();
    receivers.push(receiver);
    const { first, delivery, preExamId } = await eventWithoutDelivery(receiver.url);
    await first.stop();
    expect(receiver.received).toHaveLength(0);

    const second = await startServer(new ManualClock());
    try {
      await eventually(
        async () => receiver.received.length,
        (n) => n > 0,
      );
      expect(receiver.received).toHaveLength(1);
      expect(receiver.received[0]!.headers['webhook-id']).toBe(delivery.id);
      expect(JSON.parse(receiver.received[0]!.body)).toMatchObject({
        type: 'questionnaire.filled',
        data: { preExamId },
      });
      expect(
        await eventually(
          () => statusOf(delivery.id),
          (d) => d.status === 'delivered',
        ),
      ).toMatchObject({
        status: 'delivered',
        attempts: 1,
      });
    } finally {
      await second.stop();
    }
  });

  it('a delivery claimed by a server that died mid-send is sent by another once its lease ends', async () => {
    const receiver = await startReceiver();
    receivers.push(receiver);
    const { first, delivery } = await eventWithoutDelivery(receiver.url);
    // The first server claims it, then dies before sending it.
    const claimed = await new WebhooksRepository(first.database.db).claimDue(first.clock.now(), 100);
    expect(claimed.map((d) => d.id)).toContain(delivery.id);
    await first.stop();

    const clock = new ManualClock(first.clock.now());
    const second = await startServer(clock);
    try {
      // Within the lease another server leaves it alone…
      await new Promise((r) => setTimeout(r, 1500));
      expect(receiver.received).toHaveLength(0);
      // …and sends it once the lease has run out.
      clock.advance(CLAIM_LEASE_MS);
      await eventually(
        async () => receiver.received.length,
        (n) => n > 0,
      );
      expect(receiver.received.map((r) => r.headers['webhook-id'])).toEqual([delivery.id]);
      expect(
        await eventually(
          () => statusOf(delivery.id),
          (d) => d.status === 'delivered',
        ),
      ).toMatchObject({
        status: 'delivered',
        attempts: 2,
      });
    } finally {
      await second.stop();
    }
  });
});

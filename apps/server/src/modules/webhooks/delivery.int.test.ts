import crypto from 'node:crypto';
import http from 'node:http';
import type net from 'node:net';
import { webhookRetryDelaysMs } from '@ponto/domain';
import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookEndpoints } from '../../db/schema';
import { createWorkplace } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { WebhooksRepository } from './repository';
import { deliveryRow, enqueue, registerEndpoint, signIn, startReceiver } from './test-receiver';
import { httpSender, WebhookWorker } from './worker';

let app: TestApp;
const receivers: Array<{ close: () => Promise<void> }> = [];

beforeAll(async () => {
  // Own database: the worker claims every due delivery of its database.
  app = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' }, undefined, { isolated: true });
});
afterAll(async () => {
  await app?.stop();
  await Promise.all(receivers.map((r) => r.close()));
});

async function setUp(answer?: (n: number) => number) {
  const receiver = await startReceiver(answer);
  receivers.push(receiver);
  const workplace = await createWorkplace(app.database.db);
  const manager = await signIn(app, workplace);
  const endpoint = await registerEndpoint(app, manager, receiver.url);
  return { receiver, workplace, manager, endpoint };
}

const replay = (headers: Record<string, string>, id: string) =>
  app.http.inject({ method: 'POST', url: `/webhooks/deliveries/${id}/replay`, headers });

describe('webhook delivery', () => {
  it('signs the Standard Webhooks way: the receiver verifies it with the endpoint’s secret', async () => {
    app.clock.set(new Date()); // receivers refuse timestamps more than 5 minutes off their clock
    const { receiver, endpoint } = await setUp();
    const id = await enqueue(app, endpoint.id);
    await app.webhooks.drain();

    expect(receiver.received).toHaveLength(1);
    const [got] = receiver.received;
    expect(got!.headers['webhook-id']).toBe(id);
    expect(got!.headers['content-type']).toBe('application/json');
    // The library of the standard, as an integrator would use it…
    const payload = new Webhook(endpoint.secret).verify(got!.body, got!.headers as Record<string, string>);
    expect(payload).toMatchObject({ type: 'questionnaire.filled', data: { examIndex: 1 } });
    // …and by hand: HMAC-SHA256 of "id.timestamp.body" keyed with the base64-decoded secret.
    const key = Buffer.from(endpoint.secret.slice('whsec_'.length), 'base64');
    const expected = crypto
      .createHmac('sha256', key)
      .update(`${id}.${got!.headers['webhook-timestamp']}.${got!.body}`)
      .digest('base64');
    expect(got!.headers['webhook-signature']).toBe(`v1,${expected}`);
    // A forged body does not verify.
    expect(() =>
      new Webhook(endpoint.secret).verify(
        got!.body.replace('questionnaire', 'x'),
        got!.headers as Record<string, string>,
      ),
    ).toThrow();
    expect(await deliveryRow(app, id)).toMatchObject({
      status: 'delivered',
      attempts: 1,
      lastStatusCode: 204,
    });
  });

  it('a receiver failing three times then answering 2xx records exactly one success, after 4 attempts with backoff', async () => {
    const { receiver, endpoint } = await setUp((n) => (n <= 3 ? 500 : 200));
    const id = await enqueue(app, endpoint.id);

    for (const [attempt, delay] of webhookRetryDelaysMs.slice(0, 3).entries()) {
      await app.webhooks.drain();
      const row = await deliveryRow(app, id);
      expect(row).toMatchObject({ status: 'pending', attempts: attempt + 1, lastStatusCode: 500 });
      expect(row.lastError).toContain('HTTP 500');
      expect(row.nextAttemptAt.getTime()).toBe(app.clock.now().getTime() + delay);
      // Not due before its time: nothing is sent.
      app.clock.advance(delay - 1);
      await app.webhooks.drain();
      expect(receiver.received).toHaveLength(attempt + 1);
      app.clock.advance(1);
    }
    await app.webhooks.drain();
    await app.webhooks.drain();

    expect(receiver.received.map((r) => r.status)).toEqual([500, 500, 500, 200]);
    // Every attempt carries the same webhook-id: a receiver can drop repeats.
    expect(new Set(receiver.received.map((r) => r.headers['webhook-id']))).toEqual(new Set([id]));
    expect(await deliveryRow(app, id)).toMatchObject({
      status: 'delivered',
      attempts: 4,
      lastStatusCode: 200,
      lastError: null,
    });
  });

  it('no answer within the timeout is retried; after 3 days of failures the delivery is failed', async () => {
    const { receiver, endpoint } = await setUp(() => 503);
    const id = await enqueue(app, endpoint.id);
    await app.webhooks.drain();
    app.clock.advance(3 * 86_400_000);
    await app.webhooks.drain();
    expect(await deliveryRow(app, id)).toMatchObject({ status: 'failed', attempts: 2, lastStatusCode: 503 });
    expect(receiver.received).toHaveLength(2);

    // A closed port answers nothing: an error, retried.
    await receiver.close();
    const later = await enqueue(app, endpoint.id);
    await app.webhooks.drain();
    const row = await deliveryRow(app, later);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: null });
    expect(row.lastError).toBeTruthy();
  });

  it('a receiver that does not answer in time is retried like a failure', async () => {
    // Accepts the request and never answers.
    const silent = http.createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    receivers.push({ close: () => new Promise<void>((resolve) => silent.close(() => resolve())) });
    const { endpoint } = await setUp();
    await app.database.db
      .update(webhookEndpoints)
      .set({ url: `http://127.0.0.1:${(silent.address() as net.AddressInfo).port}/hooks` })
      .where(eq(webhookEndpoints.id, endpoint.id));
    const id = await enqueue(app, endpoint.id);
    // The app's worker waits 10 s; this one, on the same queue, 200 ms.
    const impatient = new WebhookWorker({
      repo: new WebhooksRepository(app.database.db),
      clock: app.clock,
      log: app.http.log,
      send: httpSender(true),
      timeoutMs: 200,
    });
    await impatient.drain();
    const row = await deliveryRow(app, id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: null });
    expect(row.lastError).toMatch(/no answer within 0.2 s/);
    silent.closeAllConnections();
  });

  it('410 Gone disables the endpoint and cancels what it still had to receive', async () => {
    const { receiver, endpoint, manager } = await setUp(() => 410);
    const due = await enqueue(app, endpoint.id);
    const waiting = await enqueue(app, endpoint.id, new Date(app.clock.now().getTime() + 3_600_000));
    await app.webhooks.drain();

    expect(receiver.received).toHaveLength(1);
    expect(await deliveryRow(app, due)).toMatchObject({ status: 'cancelled', lastStatusCode: 410 });
    expect(await deliveryRow(app, waiting)).toMatchObject({ status: 'cancelled', attempts: 0 });
    const list = await app.http.inject({ method: 'GET', url: '/webhooks/endpoints', headers: manager });
    expect(list.json().items).toEqual([
      expect.objectContaining({ id: endpoint.id, enabled: false, disabledReason: 'gone' }),
    ]);
    // A replay waits for the endpoint to be turned on again, and nothing more is sent.
    expect((await replay(manager, due)).statusCode).toBe(409);
    await enqueue(app, endpoint.id);
    app.clock.advance(4 * 3_600_000);
    await app.webhooks.drain();
    expect(receiver.received).toHaveLength(1);
  });

  it('replay sends a delivery again with the same webhook-id; managers only', async () => {
    const { receiver, endpoint, manager, workplace } = await setUp();
    const id = await enqueue(app, endpoint.id);
    await app.webhooks.drain();
    expect(await deliveryRow(app, id)).toMatchObject({ status: 'delivered', attempts: 1 });

    const operator = await signIn(app, workplace, ['operator']);
    expect((await replay(operator, id)).statusCode).toBe(403);
    const again = await replay(manager, id);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ id, status: 'pending', deliveredAt: null });
    await app.webhooks.drain();

    expect(receiver.received.map((r) => r.headers['webhook-id'])).toEqual([id, id]);
    expect(await deliveryRow(app, id)).toMatchObject({ status: 'delivered', attempts: 2 });
    // Another workplace's manager does not find it.
    const other = await signIn(app, await createWorkplace(app.database.db));
    expect((await replay(other, id)).statusCode).toBe(404);
    expect((await replay(manager, 'msg_nothing')).statusCode).toBe(404);
  });

  it('several workers never send one delivery at the same time', async () => {
    const { receiver, endpoint } = await setUp();
    const ids = await Promise.all(Array.from({ length: 10 }, () => enqueue(app, endpoint.id)));
    await Promise.all([app.webhooks.drain(), app.webhooks.drain(), app.webhooks.drain()]);
    await app.webhooks.drain();
    expect(receiver.received.map((r) => r.headers['webhook-id']).sort()).toEqual([...ids].sort());
    const [row] = await app.database.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, endpoint.id));
    expect(row!.enabled).toBe(true);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorkplace } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { deliveryRow, enqueue, registerEndpoint, signIn } from './test-receiver';

let app: TestApp;
/** The same database with the production URL policy: no http, no private addresses. */
let strict: TestApp;

beforeAll(async () => {
  app = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' }, undefined, { isolated: true });
  strict = await createTestApp({
    DATABASE_URL: app.databaseUrl,
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    WEBHOOK_ALLOW_PRIVATE_URLS: 'false',
  });
});
afterAll(async () => {
  await strict?.stop();
  await app?.stop();
});

const call = (
  on: TestApp,
  headers: Record<string, string>,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) => on.http.inject({ method, url, headers, ...(payload ? { payload } : {}) });

describe('webhook endpoints', () => {
  it('are in the OpenAPI document under the webhooks tag', async () => {
    const doc = (await app.http.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.paths['/webhooks/endpoints'].post.tags).toEqual(['webhooks']);
    for (const path of [
      '/webhooks/endpoints/{id}',
      '/webhooks/deliveries',
      '/webhooks/deliveries/{id}/replay',
    ])
      expect(doc.paths[path], path).toBeDefined();
  });

  it('a manager registers one and sees its secret once; afterwards it is masked', async () => {
    const workplace = await createWorkplace(app.database.db);
    const manager = await signIn(app, workplace);
    const created = await registerEndpoint(app, manager, 'https://hooks.example.com/ponto', [
      'result.finished',
    ]);
    expect(created).toMatchObject({ url: 'https://hooks.example.com/ponto', events: ['result.finished'] });
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);

    const list = await call(app, manager, 'GET', '/webhooks/endpoints');
    expect(list.statusCode).toBe(200);
    expect(list.json().items).toEqual([
      {
        id: created.id,
        url: 'https://hooks.example.com/ponto',
        events: ['result.finished'],
        enabled: true,
        disabledReason: null,
        secret: `whsec_…${created.secret.slice(-4)}`,
        createdAt: expect.any(String),
      },
    ]);
  });

  it('operators read the list but may not change anything (403)', async () => {
    const workplace = await createWorkplace(app.database.db);
    const manager = await signIn(app, workplace);
    const operator = await signIn(app, workplace, ['operator']);
    const endpoint = await registerEndpoint(app, manager, 'https://hooks.example.com/a');
    expect((await call(app, operator, 'GET', '/webhooks/endpoints')).json().items).toHaveLength(1);
    expect((await call(app, operator, 'GET', '/webhooks/deliveries')).statusCode).toBe(200);
    const refused = [
      await call(app, operator, 'POST', '/webhooks/endpoints', {
        url: 'https://hooks.example.com/b',
        events: ['exam.started'],
      }),
      await call(app, operator, 'PATCH', `/webhooks/endpoints/${endpoint.id}`, { enabled: false }),
      await call(app, operator, 'DELETE', `/webhooks/endpoints/${endpoint.id}`),
    ];
    expect(refused.map((r) => [r.statusCode, r.json().error.code])).toEqual([
      [403, 'FORBIDDEN'],
      [403, 'FORBIDDEN'],
      [403, 'FORBIDDEN'],
    ]);
  });

  it('checks the body: an http(s) URL and at least one known event', async () => {
    const manager = await signIn(app, await createWorkplace(app.database.db));
    const bad = [
      await call(app, manager, 'POST', '/webhooks/endpoints', {
        url: 'ftp://x.example',
        events: ['exam.started'],
      }),
      await call(app, manager, 'POST', '/webhooks/endpoints', { url: 'https://x.example', events: [] }),
      await call(app, manager, 'POST', '/webhooks/endpoints', {
        url: 'https://x.example',
        events: ['exam.done'],
      }),
    ];
    expect(bad.map((r) => [r.statusCode, r.json().error.fields[0].field])).toEqual([
      [400, 'url'],
      [400, 'events'],
      [400, 'events.0'],
    ]);
  });

  it('refuses plain http and private, loopback or link-local targets unless the configuration allows them', async () => {
    const workplace = await createWorkplace(app.database.db);
    const manager = await signIn(strict, workplace);
    const refusal = async (url: string) => {
      const res = await call(strict, manager, 'POST', '/webhooks/endpoints', {
        url,
        events: ['exam.started'],
      });
      expect(res.statusCode, url).toBe(400);
      return res.json().error.fields;
    };
    expect(await refusal('http://hooks.example.com/x')).toEqual([
      expect.objectContaining({ field: 'url', messageKey: 'validation:webhookUrlHttps' }),
    ]);
    for (const url of [
      'https://127.0.0.1/x',
      'https://localhost:8443/x',
      'https://[::1]/x',
      'https://10.0.0.8/x',
      'https://192.168.1.10/x',
      'https://169.254.169.254/latest/meta-data',
      'https://[fd00::1]/x',
      'https://0.0.0.0/x',
      'https://[::ffff:127.0.0.1]/x',
    ])
      expect(await refusal(url)).toEqual([
        expect.objectContaining({ field: 'url', messageKey: 'validation:webhookUrlPrivate' }),
      ]);
    expect(await refusal('https://nothing-here.invalid/x')).toEqual([
      expect.objectContaining({ field: 'url', messageKey: 'validation:webhookUrlUnresolved' }),
    ]);
    // A public address is fine, and the test configuration takes the loopback receiver.
    const ok = await call(strict, manager, 'POST', '/webhooks/endpoints', {
      url: 'https://93.184.215.14/x',
      events: ['exam.started'],
    });
    expect(ok.statusCode, ok.body).toBe(201);
    const local = await registerEndpoint(app, await signIn(app, workplace), 'http://127.0.0.1:9/x');
    expect(local.url).toBe('http://127.0.0.1:9/x');
  });

  it('a manager turns an endpoint off (its pending deliveries are cancelled) and on, changes its events, deletes it', async () => {
    const workplace = await createWorkplace(app.database.db);
    const manager = await signIn(app, workplace);
    const endpoint = await registerEndpoint(app, manager, 'https://hooks.example.com/c');
    const pending = await enqueue(app, endpoint.id, new Date(app.clock.now().getTime() + 60_000));

    const off = await call(app, manager, 'PATCH', `/webhooks/endpoints/${endpoint.id}`, { enabled: false });
    expect(off.json()).toMatchObject({ enabled: false, disabledReason: 'manual' });
    expect(await deliveryRow(app, pending)).toMatchObject({ status: 'cancelled' });
    const on = await call(app, manager, 'PATCH', `/webhooks/endpoints/${endpoint.id}`, {
      enabled: true,
      events: ['result.finished', 'result.finished'],
    });
    expect(on.json()).toMatchObject({ enabled: true, disabledReason: null, events: ['result.finished'] });
    const same = await call(app, manager, 'PATCH', `/webhooks/endpoints/${endpoint.id}`, {});
    expect(same.json()).toMatchObject({ enabled: true, events: ['result.finished'] });

    expect((await call(app, manager, 'DELETE', `/webhooks/endpoints/${endpoint.id}`)).statusCode).toBe(204);
    expect((await call(app, manager, 'GET', '/webhooks/endpoints')).json().items).toEqual([]);
    expect((await call(app, manager, 'DELETE', `/webhooks/endpoints/${endpoint.id}`)).statusCode).toBe(404);
  });

  it('another workplace’s endpoints and deliveries are not found', async () => {
    const mine = await createWorkplace(app.database.db);
    const manager = await signIn(app, mine);
    const endpoint = await registerEndpoint(app, manager, 'https://hooks.example.com/d');
    const delivery = await enqueue(app, endpoint.id, new Date(app.clock.now().getTime() + 60_000));

    const intruder = await signIn(app, await createWorkplace(app.database.db));
    expect((await call(app, intruder, 'GET', '/webhooks/endpoints')).json().items).toEqual([]);
    const tries = [
      await call(app, intruder, 'PATCH', `/webhooks/endpoints/${endpoint.id}`, { enabled: false }),
      await call(app, intruder, 'DELETE', `/webhooks/endpoints/${endpoint.id}`),
      await call(app, intruder, 'POST', `/webhooks/deliveries/${delivery}/replay`),
    ];
    expect(tries.map((r) => r.statusCode)).toEqual([404, 404, 404]);
    const log = await call(app, intruder, 'GET', `/webhooks/deliveries?endpointId=${endpoint.id}`);
    expect(log.json()).toEqual({ items: [], nextCursor: null });
    // The manager of a workplace they do not belong to: 404 on the cnpj header as everywhere.
    expect((await call(app, { ...intruder, cnpj: mine.cnpj }, 'GET', '/webhooks/endpoints')).statusCode).toBe(
      404,
    );
    expect((await call(app, manager, 'GET', '/webhooks/endpoints')).json().items).toHaveLength(1);
  });

  it('the delivery log: newest first, 50 a page, one endpoint or all', async () => {
    const workplace = await createWorkplace(app.database.db);
    const manager = await signIn(app, workplace);
    const a = await registerEndpoint(app, manager, 'https://hooks.example.com/e');
    const b = await registerEndpoint(app, manager, 'https://hooks.example.com/f');
    const later = new Date(app.clock.now().getTime() + 3_600_000);
    const ids: string[] = [];
    for (let i = 0; i < 52; i++) {
      ids.push(await enqueue(app, a.id, later));
      app.clock.advance(1);
    }
    const onB = await enqueue(app, b.id, later);

    const first = await call(app, manager, 'GET', '/webhooks/deliveries');
    expect(first.statusCode, first.body).toBe(200);
    const page = first.json();
    expect(page.items).toHaveLength(50);
    expect(page.items[0]).toMatchObject({
      id: onB,
      endpointId: b.id,
      eventType: 'questionnaire.filled',
      status: 'pending',
      attempts: 0,
      nextAttemptAt: later.toISOString(),
      payload: { type: 'questionnaire.filled' },
    });
    expect(page.items[1].id).toBe(ids.at(-1));
    const second = (
      await call(app, manager, 'GET', `/webhooks/deliveries?cursor=${encodeURIComponent(page.nextCursor)}`)
    ).json();
    expect(second.items.map((d: { id: string }) => d.id)).toEqual(ids.slice(0, 3).reverse());
    expect(second.nextCursor).toBeNull();

    const onlyB = (await call(app, manager, 'GET', `/webhooks/deliveries?endpointId=${b.id}`)).json();
    expect(onlyB.items.map((d: { id: string }) => d.id)).toEqual([onB]);
    const forged = await call(app, manager, 'GET', '/webhooks/deliveries?cursor=bm9wZQ');
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.fields[0].field).toBe('cursor');
  });
});

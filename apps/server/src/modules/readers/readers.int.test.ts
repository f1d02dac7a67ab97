import crypto from 'node:crypto';
import { envelope, readerTopics, workplaceTopics } from '@ponto/domain';
import { and, eq } from 'drizzle-orm';
import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, readers } from '../../db/schema';
import { createUser, createWorkplace } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { chainOf } from '../audit/service';
import { hashToken } from '../auth/tokens';
import { orderingOperator } from '../ordering/test-fixtures';
import { addLot } from '../stock/test-fixtures';

let app: TestApp;
let baseUrl: string;
const external = !!process.env.MQTT_URL;
const clients: MqttClient[] = [];

beforeAll(async () => {
  app = await createTestApp({ PORT: '0' });
  baseUrl = await app.listen();
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.endAsync(true)));
  await app?.stop();
});

/** A workplace with an operator signed in, and a device in the registry that is registered there. */
async function setup() {
  const workplace = await createWorkplace(app.database.db);
  const user = await createUser(app.database.db, { workplaceIds: [workplace.id], roles: ['operator'] });
  const login = await app.http.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { document: user.document, password: user.password },
  });
  const token = login.json().accessToken as string;
  const refreshToken = login.json().refreshToken as string;
  const code = `T${crypto.randomUUID().slice(0, 8).toUpperCase()}`;
  const secret = crypto.randomBytes(16).toString('hex');
  await app.database.db.insert(readers).values({ code, family: 'Flow', secretHash: hashToken(secret) });
  const headers = { authorization: `Bearer ${token}`, cnpj: workplace.cnpj };
  const registered = await app.http.inject({
    method: 'POST',
    url: '/workplace/readers',
    headers,
    payload: { code },
  });
  expect(registered.statusCode).toBe(201);
  return { workplace, user, token, refreshToken, code, secret, headers };
}

async function connect(url: string, username: string, password: string): Promise<MqttClient> {
  const client = await mqtt.connectAsync(url, {
    protocolVersion: 4,
    username,
    password,
    reconnectPeriod: 0,
    connectTimeout: 5000,
  });
  clients.push(client);
  return client;
}

const deviceUrl = () => app.bus.deviceUrl();
// Browsers connect to the server's WebSocket /mqtt with either broker (external: relayed by the server).
const browserUrl = () => `${baseUrl.replace('http', 'ws')}/mqtt`;

function status(code: string, state: string, led: string, extra: Record<string, unknown> = {}) {
  return {
    ...envelope(crypto.randomUUID(), new Date()),
    code,
    family: 'Flow',
    state,
    led,
    batteryPercent: 80,
    wifiLevel: 3,
    connectionType: 'wifi',
    firmware: '2.4.1',
    calibration: { status: 'approved', expiresAt: new Date(Date.now() + 86_400_000).toISOString() },
    examId: null,
    ...extra,
  };
}

function nextMessage(
  client: MqttClient,
  topic: string,
  match: (m: Record<string, unknown>) => boolean = () => true,
) {
  return new Promise<Record<string, unknown>>((resolve) => {
    client.on('message', (t, payload) => {
      if (t !== topic) return;
      const message = JSON.parse(payload.toString()) as Record<string, unknown>;
      if (match(message)) resolve(message);
    });
  });
}

async function eventually<T>(
  probe: () => Promise<T>,
  ok: (value: T) => boolean,
  timeoutMs = 5000,
): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (ok(value) || Date.now() > end) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The workplace's readers once the first one reports `state` (device messages arrive asynchronously). */
function readersWhen(headers: Record<string, string>, state: string) {
  return eventually(
    async () => (await app.http.inject({ method: 'GET', url: '/workplace/getScanners', headers })).json(),
    (list: Array<{ state: string; updateAvailable: boolean }>) => list[0]?.state === state,
  );
}

describe('reader registration (§5, §8)', () => {
  it('registers a code once: unknown and already registered codes get their §8 errors', async () => {
    const { headers, code } = await setup();
    const unknown = await app.http.inject({
      method: 'POST',
      url: '/workplace/readers',
      headers,
      payload: { code: 'NOPE-0000' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('READER_CODE_NOT_FOUND');
    const again = await app.http.inject({
      method: 'POST',
      url: '/workplace/readers',
      headers,
      payload: { code },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('READER_ALREADY_REGISTERED');
  });

  it('answers 404 for the readers of a workplace that is not the caller’s', async () => {
    const { token } = await setup();
    const other = await createWorkplace(app.database.db);
    const res = await app.http.inject({
      method: 'GET',
      url: '/workplace/getScanners',
      headers: { token, cnpj: other.cnpj },
    });
    expect(res.statusCode).toBe(404);
  });

  it('lets support provision virtual readers, not operators', async () => {
    const { headers } = await setup();
    const denied = await app.http.inject({
      method: 'POST',
      url: '/devices/virtual',
      headers,
      payload: { family: 'Lens', count: 1 },
    });
    expect(denied.statusCode).toBe(403);
  });

  it('hands the virtual readers the workplace’s shelf: unexpired lots with capsules, first-expired first', async () => {
    const { workplace, headers, index } = await orderingOperator(app, {
      user: { roles: ['support'] },
      offer: ['HIV'],
    });
    const later = await addLot(app, workplace.id, { examCode: 'HIV', expiresInDays: 200 });
    const sooner = await addLot(app, workplace.id, { examCode: 'HIV', expiresInDays: 20 });
    await addLot(app, workplace.id, { examCode: 'HIV', expiresInDays: -1 });
    await addLot(app, workplace.id, { examCode: 'HIV', expiresInDays: 5, quantity: 0 });
    await addLot(app, (await createWorkplace(app.database.db)).id, { examCode: 'HIV' });

    const res = await app.http.inject({
      method: 'POST',
      url: '/devices/virtual',
      headers,
      payload: { family: 'Flow', count: 1 },
    });

    expect(res.statusCode).toBe(200);
    expect(res.json().shelf).toEqual([
      { examIndex: index('HIV'), lotNumber: sooner.lotNumber, expiresOn: sooner.expiresOn },
      { examIndex: index('HIV'), lotNumber: later.lotNumber, expiresOn: later.expiresOn },
    ]);
  });
});

describe('live reader status', () => {
  it('persists a device status, republishes it to the workplace topic and lists it (§7 getScanners)', async () => {
    const { code, secret, workplace, token, headers } = await setup();
    // First, a browser of the workplace listens on its topic.
    const browser = await connect(browserUrl(), 'portal', token);
    await browser.subscribeAsync(workplaceTopics.all(workplace.cnpj), { qos: 1 });
    const seen = nextMessage(browser, workplaceTopics.readers(workplace.cnpj), (m) => m.code === code);

    // Then the device boots and reports idle with its green LED.
    const device = await connect(deviceUrl(), code, secret);
    await device.publishAsync(readerTopics.status(code), JSON.stringify(status(code, 'idle', 'green')), {
      qos: 1,
      retain: true,
    });

    expect(await seen).toMatchObject({ type: 'readerStatus', code, state: 'idle', led: 'green' });
    const list = await readersWhen(headers, 'idle');
    expect(list).toEqual([
      expect.objectContaining({
        code,
        family: 'Flow',
        state: 'idle',
        led: 'green',
        batteryPercent: 80,
        calibration: expect.objectContaining({ validity: 'valid' }),
      }),
    ]);
  });

  it('shows a reader that died as offline through its last will, and back when it returns', async () => {
    const { code, secret, headers } = await setup();
    // The will is written when the device connects, so it carries that (older) time.
    const will = status(code, 'offline', 'red', { ts: new Date(Date.now() - 60_000).toISOString() });
    const device = await mqtt.connectAsync(deviceUrl(), {
      protocolVersion: 4,
      username: code,
      password: secret,
      reconnectPeriod: 0,
      will: {
        topic: readerTopics.status(code),
        payload: Buffer.from(JSON.stringify(will)),
        qos: 1,
        retain: true,
      },
    });
    await device.publishAsync(readerTopics.status(code), JSON.stringify(status(code, 'idle', 'green')), {
      qos: 1,
    });
    await readersWhen(headers, 'idle');
    // The connection drops without a goodbye: the broker publishes the will.
    device.stream.destroy();
    expect((await readersWhen(headers, 'offline'))[0]?.state).toBe('offline');
    // It comes back and reports again.
    const back = await connect(deviceUrl(), code, secret);
    await back.publishAsync(readerTopics.status(code), JSON.stringify(status(code, 'idle', 'green')), {
      qos: 1,
    });
    expect((await readersWhen(headers, 'idle'))[0]?.state).toBe('idle');
  });

  it('drops an invalid status instead of storing it', async () => {
    const { code, secret, headers } = await setup();
    const device = await connect(deviceUrl(), code, secret);
    await device.publishAsync(readerTopics.status(code), JSON.stringify({ hello: 'world' }), { qos: 1 });
    await device.publishAsync(readerTopics.status(code), 'not json', { qos: 1 });
    const list = (await app.http.inject({ method: 'GET', url: '/workplace/getScanners', headers })).json();
    expect(list[0].state).toBeNull();
  });
});

describe('calibration (§4)', () => {
  it('sends the command, records approval from the device, and times out without a capsule in 2 minutes', async () => {
    const { code, secret, headers } = await setup();
    const device = await connect(deviceUrl(), code, secret);
    await device.subscribeAsync(readerTopics.commands(code), { qos: 1 });
    const command = nextMessage(device, readerTopics.commands(code));
    await device.publishAsync(readerTopics.status(code), JSON.stringify(status(code, 'idle', 'green')), {
      qos: 1,
    });
    await readersWhen(headers, 'idle');

    // The operator presses Calibrate: the device is told to calibrate.
    const started = await app.http.inject({
      method: 'POST',
      url: `/workplace/readers/${code}/calibrate`,
      headers,
    });
    expect(started.statusCode).toBe(201);
    expect(started.json()).toMatchObject({ outcome: 'pending', readerCode: code });
    expect(await command).toMatchObject({ type: 'calibrate' });
    // A second press while one is pending is refused.
    const busy = await app.http.inject({
      method: 'POST',
      url: `/workplace/readers/${code}/calibrate`,
      headers,
    });
    expect(busy.json().error.code).toBe('READER_IN_USE');

    // The capsule goes in and the device approves; a redelivered event changes nothing.
    const expiresAt = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const inserted = {
      ...envelope(crypto.randomUUID(), new Date()),
      code,
      examId: null,
      type: 'capsuleInserted',
    };
    const finished = {
      ...envelope(crypto.randomUUID(), new Date()),
      code,
      examId: null,
      type: 'calibrationFinished',
      approved: true,
      expiresAt,
    };
    for (const event of [inserted, finished, finished]) {
      await device.publishAsync(readerTopics.events(code), JSON.stringify(event), { qos: 1 });
    }
    const history = await eventually(
      async () =>
        (
          await app.http.inject({ method: 'GET', url: `/workplace/readers/${code}/calibrations`, headers })
        ).json(),
      (h: Array<{ outcome: string }>) => h[0]?.outcome === 'approved',
    );
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ outcome: 'approved', expiresAt });

    // A second calibration whose capsule never comes times out once the 2 minutes are over.
    app.clock.advance(1_000);
    await app.http.inject({ method: 'POST', url: `/workplace/readers/${code}/calibrate`, headers });
    app.clock.advance(119_000);
    expect(await app.readers.expireCalibrations()).toBe(0);
    app.clock.advance(2_000);
    expect(await app.readers.expireCalibrations()).toBe(1);
    const after = (
      await app.http.inject({ method: 'GET', url: `/workplace/readers/${code}/calibrations`, headers })
    ).json();
    expect(after[0]).toMatchObject({ outcome: 'timeout', errorCode: 'CALIBRATION_TIMEOUT' });
  });

  it('refuses to calibrate a reader that has never connected', async () => {
    const { code, headers } = await setup();
    const res = await app.http.inject({
      method: 'POST',
      url: `/workplace/readers/${code}/calibrate`,
      headers,
    });
    expect(res.json().error.code).toBe('READER_OFFLINE');
  });
});

describe('firmware update (§9)', () => {
  it('sends the current firmware to an idle reader, and refuses during an exam', async () => {
    const { code, secret, headers } = await setup();
    const device = await connect(deviceUrl(), code, secret);
    await device.subscribeAsync(readerTopics.commands(code), { qos: 1 });
    const command = nextMessage(device, readerTopics.commands(code));
    await device.publishAsync(readerTopics.status(code), JSON.stringify(status(code, 'idle', 'green')), {
      qos: 1,
    });
    const listed = await readersWhen(headers, 'idle');
    // The device runs 2.4.1, older than the portal's firmware.
    expect(listed[0]?.updateAvailable).toBe(true);

    const res = await app.http.inject({ method: 'POST', url: `/workplace/readers/${code}/update`, headers });
    expect(res.statusCode).toBe(202);
    const sent = await command;
    expect(sent).toMatchObject({ type: 'update', firmware: res.json().firmware });
    // The reader reads it with its own code and secret (the device door: docs/architecture.md).
    const manifest = await app.http.inject({
      method: 'GET',
      url: new URL(String(sent.url)).pathname,
      headers: { authorization: `Basic ${Buffer.from(`${code}:${secret}`).toString('base64')}` },
    });
    expect(manifest.json()).toMatchObject({ family: 'Flow', current: true });

    await device.publishAsync(
      readerTopics.status(code),
      JSON.stringify(status(code, 'measuring', 'cyan', { examId: 'e-1' })),
      { qos: 1 },
    );
    await readersWhen(headers, 'measuring');
    const refused = await app.http.inject({
      method: 'POST',
      url: `/workplace/readers/${code}/update`,
      headers,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('READER_UPDATE_REFUSED_DURING_EXAM');
  });
});

// A browser's live connection ends at the server in both modes, which checks its token and workplaces.
describe('browser live connections (embedded and external broker)', () => {
  it('denies a browser the topics of another workplace', async () => {
    const { token, workplace, user } = await setup();
    const other = await createWorkplace(app.database.db);
    const browser = await connect(browserUrl(), 'portal', token);
    await expect(browser.subscribeAsync(workplaceTopics.all(other.cnpj), { qos: 1 })).rejects.toThrow(
      /Subscribe error/,
    );
    await expect(browser.subscribeAsync('ponto/v1/workplaces/+/readers', { qos: 1 })).rejects.toThrow(
      /Subscribe error/,
    );
    // The connection stays up, and its own workplace is granted.
    const granted = await browser.subscribeAsync(workplaceTopics.all(workplace.cnpj), { qos: 1 });
    expect(granted[0]?.qos).toBe(1);
    // Both refusals are failed authorizations in the user's workplace's audit trail.
    const refused = await eventually(
      async () =>
        (
          await app.database.db
            .select()
            .from(auditLog)
            .where(and(eq(auditLog.chain, chainOf(workplace.id)), eq(auditLog.targetType, 'liveTopic')))
        ).map((e) => [e.action, e.outcome, e.actorId, e.targetId]),
      (rows) => rows.length === 2,
    );
    expect(refused).toEqual(
      expect.arrayContaining([
        ['accessDenied', 'denied', user.id, workplaceTopics.all(other.cnpj)],
        ['accessDenied', 'denied', user.id, 'ponto/v1/workplaces/+/readers'],
      ]),
    );
  });

  it('closes a browser’s live connection at once when its session logs out', async () => {
    const { token, refreshToken } = await setup();
    const browser = await connect(browserUrl(), 'portal', token);
    const closed = new Promise<void>((resolve) => browser.once('close', () => resolve()));
    const out = await app.http.inject({ method: 'POST', url: '/auth/logout', payload: { refreshToken } });
    expect(out.statusCode).toBe(204);
    await closed;
    // And the token no longer opens a new one.
    await expect(connect(browserUrl(), 'portal', token)).rejects.toThrow();
  });

  it('closes a removed worker’s live connection at once; back, they are granted only the workplaces still theirs', async () => {
    const { token, workplace, user } = await setup();
    const manager = await createUser(app.database.db, { workplaceIds: [workplace.id], roles: ['manager'] });
    const login = await app.http.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { document: manager.document, password: manager.password },
    });
    const browser = await connect(browserUrl(), 'portal', token);
    await browser.subscribeAsync(workplaceTopics.all(workplace.cnpj), { qos: 1 });
    const closed = new Promise<void>((resolve) => browser.once('close', () => resolve()));
    const removed = await app.http.inject({
      method: 'DELETE',
      url: `/operators/workers/${user.id}`,
      headers: { authorization: `Bearer ${login.json().accessToken}`, cnpj: workplace.cnpj },
    });
    expect(removed.statusCode).toBe(204);
    await closed;
    const again = await connect(browserUrl(), 'portal', token);
    await expect(again.subscribeAsync(workplaceTopics.all(workplace.cnpj), { qos: 1 })).rejects.toThrow(
      /Subscribe error/,
    );
  });

  it('closes a live connection whose access token has expired, so the browser comes back with a fresh one', async () => {
    const { token } = await setup();
    const browser = await connect(browserUrl(), 'portal', token);
    const closed = new Promise<void>((resolve) => browser.once('close', () => resolve()));
    app.browsers.disconnectExpired(new Date(app.clock.now().getTime() + 60_000));
    expect(browser.connected).toBe(true);
    app.browsers.disconnectExpired(new Date(app.clock.now().getTime() + 16 * 60_000));
    await closed;
  });
});

// The embedded broker enforces the device rules itself; an external broker does it with its own ACL.
describe.skipIf(external)('broker access rules for devices (embedded broker)', () => {
  it('refuses a device with a wrong secret', async () => {
    const { code } = await setup();
    await expect(connect(deviceUrl(), code, 'wrong-secret')).rejects.toThrow();
  });

  it('does not let a reader publish on another reader’s topic', async () => {
    const mine = await setup();
    const theirs = await setup();
    const device = await connect(deviceUrl(), mine.code, mine.secret);
    const closed = new Promise<void>((resolve) => device.once('close', () => resolve()));
    device.publish(readerTopics.status(theirs.code), JSON.stringify(status(theirs.code, 'blocked', 'red')), {
      qos: 1,
    });
    await closed;
    const list = (
      await app.http.inject({ method: 'GET', url: '/workplace/getScanners', headers: theirs.headers })
    ).json();
    expect(list[0].state).toBeNull();
  });
});

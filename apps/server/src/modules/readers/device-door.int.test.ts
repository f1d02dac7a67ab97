import { readerTopics } from '@ponto/domain';
import type { IClientOptions, MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, createWorkplace } from '../../testing/factories';
import { closed, connectClient, idleStatus } from '../../testing/mqtt-clients';
import { createTestApp, type TestApp } from '../../testing/test-app';

// The embedded broker's device door as `npm start` runs it, with mqtt.js: a portal user cannot use it,
// whatever reader they name; provisioning leaves a connected reader alone unless asked; and a new secret
// ends the old connections on every server process of the deployment (two apps on one database).

let one: TestApp;
let two: TestApp;
const clients: MqttClient[] = [];

beforeAll(async () => {
  one = await createTestApp({ MQTT_URL: '' });
  two = await createTestApp({ MQTT_URL: '' });
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.endAsync(true)));
  await one?.stop();
  await two?.stop();
});

const connect = (url: string, options: IClientOptions) => connectClient(url, options, clients);

/** A workplace with a manager signed in on app `one`. */
async function workplaceWithManager() {
  const workplace = await createWorkplace(one.database.db);
  const user = await createUser(one.database.db, { workplaceIds: [workplace.id], roles: ['manager'] });
  const login = await one.http.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { document: user.document, password: user.password },
  });
  const token = login.json().accessToken as string;
  return { workplace, token, headers: { authorization: `Bearer ${token}`, cnpj: workplace.cnpj } };
}

async function provision(headers: Record<string, string>, count: number, rekey?: boolean) {
  const answer = await one.http.inject({
    method: 'POST',
    url: '/devices/virtual',
    headers,
    payload: { family: 'Flow', count, ...(rekey === undefined ? {} : { rekey }) },
  });
  expect(answer.statusCode).toBe(200);
  return answer.json().readers as Array<{ code: string; secret: string }>;
}

/** Connects a reader to app `two`'s broker and waits until the portal shows it idle. */
async function online(reader: { code: string; secret: string }, headers: Record<string, string>) {
  const device = await connect(two.bus.deviceUrl(), {
    username: reader.code,
    password: reader.secret,
    clientId: `reader-${reader.code}`,
  });
  await device.publishAsync(readerTopics.status(reader.code), JSON.stringify(idleStatus(reader.code)), {
    qos: 1,
  });
  await expect
    .poll(async () => {
      const list = await one.http.inject({ method: 'GET', url: '/workplace/getScanners', headers });
      return list.json().find((r: { code: string }) => r.code === reader.code)?.state;
    })
    .toBe('idle');
  return device;
}

describe('the device door of the embedded broker', () => {
  it("refuses a portal user's access token, even under a reader's code and client id", async () => {
    const { token, headers } = await workplaceWithManager();
    const [reader] = await provision(headers, 1);
    await expect(connect(one.bus.deviceUrl(), { username: 'portal', password: token })).rejects.toThrow(
      /Bad username or password/,
    );
    await expect(
      connect(one.bus.deviceUrl(), {
        username: reader!.code,
        password: token,
        clientId: `reader-${reader!.code}`,
      }),
    ).rejects.toThrow(/Bad username or password/);
  });
});

describe('provisioning virtual readers', () => {
  it('leaves a connected reader and its secret alone, and provisions the next one instead', async () => {
    const { headers } = await workplaceWithManager();
    const [first] = await provision(headers, 1);
    const device = await online(first!, headers);
    const [next] = await provision(headers, 1);
    expect(next!.code).not.toBe(first!.code);
    // The running reader still signs in with its secret.
    expect(device.connected).toBe(true);
    await connect(two.bus.deviceUrl(), { username: first!.code, password: first!.secret });
  });

  it('leaves a reader given its secret a moment ago alone while it connects, not once the moment is over', async () => {
    const { headers } = await workplaceWithManager();
    const [first] = await provision(headers, 1);
    const [second] = await provision(headers, 1);
    expect(second!.code).not.toBe(first!.code);
    // The first one never said a word: after the grace its serial is free again.
    one.clock.advance(21_000);
    const [again] = await provision(headers, 1);
    expect(again!.code).toBe(first!.code);
  });

  it('gives a connected reader a new secret when asked, which ends its connection on every process', async () => {
    const { headers } = await workplaceWithManager();
    const [first] = await provision(headers, 1);
    const device = await online(first!, headers);
    const gone = closed(device);
    // Re-keyed through app one; the reader is connected to app two.
    const [again] = await provision(headers, 1, true);
    expect(again!.code).toBe(first!.code);
    await gone;
    await expect(
      connect(two.bus.deviceUrl(), { username: first!.code, password: first!.secret }),
    ).rejects.toThrow(/Bad username or password/);
    const renewed = await connect(two.bus.deviceUrl(), { username: again!.code, password: again!.secret });
    expect(renewed.connected).toBe(true);
  });
});

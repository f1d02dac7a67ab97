import crypto from 'node:crypto';
import { workplaceTopics } from '@ponto/domain';
import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, createWorkplace } from '../testing/factories';
import { signIn } from '../testing/sign-in';
import { createTestApp, type TestApp } from '../testing/test-app';

let one: TestApp;
let two: TestApp;
let twoUrl: string;
const clients: MqttClient[] = [];

beforeAll(async () => {
  // Two processes of one deployment: one database, one signing secret.
  const env = { JWT_SECRET: crypto.randomBytes(32).toString('hex'), AUTH_RATE_LIMIT_PER_MINUTE: '1000' };
  one = await createTestApp(env, undefined, { isolated: true });
  two = await createTestApp({ ...env, DATABASE_URL: one.databaseUrl, PORT: '0' });
  twoUrl = (await two.listen()).replace('http', 'ws');
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.endAsync(true)));
  await two?.stop();
  await one?.stop();
});

async function signedIn() {
  const workplace = await createWorkplace(one.database.db);
  const user = await createUser(one.database.db, { workplaceIds: [workplace.id], roles: ['operator'] });
  const { accessToken, refreshToken } = await signIn(one, user);
  return { workplace, userId: user.id, accessToken, refreshToken };
}

async function liveOnTwo(accessToken: string, cnpj: string) {
  const client = await mqtt.connectAsync(`${twoUrl}/mqtt`, {
    protocolVersion: 4,
    username: 'portal',
    password: accessToken,
    reconnectPeriod: 0,
    connectTimeout: 5000,
  });
  clients.push(client);
  await client.subscribeAsync(workplaceTopics.all(cnpj), { qos: 1 });
  return client;
}

const closes = (client: MqttClient) => new Promise<void>((resolve) => client.once('close', () => resolve()));

describe('a session that ends on one process ends on the others too', () => {
  it('a logout through one process closes the live connection the browser holds on another', async () => {
    const session = await signedIn();
    const browser = await liveOnTwo(session.accessToken, session.workplace.cnpj);
    const closed = closes(browser);
    const out = await one.http.inject({
      method: 'POST',
      url: '/auth/logout',
      payload: { refreshToken: session.refreshToken },
    });
    expect(out.statusCode).toBe(204);
    await closed;
    await expect(liveOnTwo(session.accessToken, session.workplace.cnpj)).rejects.toThrow();
  });

  it('suspending an account through one process closes its live connection on another', async () => {
    const session = await signedIn();
    const browser = await liveOnTwo(session.accessToken, session.workplace.cnpj);
    const closed = closes(browser);
    const support = await createUser(one.database.db, {
      workplaceIds: [session.workplace.id],
      roles: ['support'],
    });
    const supportLogin = await one.http.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { document: support.document, password: support.password },
    });
    const suspended = await one.http.inject({
      method: 'PUT',
      url: `/accounts/${session.userId}/suspension`,
      headers: { authorization: `Bearer ${supportLogin.json().accessToken}` },
      payload: { suspended: true, reason: 'pendingPayment' },
    });
    expect(suspended.statusCode).toBe(204);
    await closed;
    // The other process refuses the token still in date at once, on calls and on the live connection.
    const call = await two.http.inject({
      method: 'GET',
      url: '/auth/session',
      headers: { token: session.accessToken },
    });
    expect(call.json().error.code).toBe('AUTH_ACCESS_SUSPENDED');
    await expect(liveOnTwo(session.accessToken, session.workplace.cnpj)).rejects.toThrow();
  });

  it('another session of the same workplace stays connected', async () => {
    const leaving = await signedIn();
    const staying = await signedIn();
    const browser = await liveOnTwo(staying.accessToken, staying.workplace.cnpj);
    const out = await one.http.inject({
      method: 'POST',
      url: '/auth/logout',
      payload: { refreshToken: leaving.refreshToken },
    });
    expect(out.statusCode).toBe(204);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(browser.connected).toBe(true);
  });
});

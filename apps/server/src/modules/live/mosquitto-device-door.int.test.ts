import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readerTopics } from '@ponto/domain';
import mqtt, { type IClientOptions, type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readers } from '../../db/schema';
import { createUser, createWorkplace } from '../../testing/factories';
import { closed, connectClient, idleStatus } from '../../testing/mqtt-clients';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { hashToken } from '../auth/tokens';

// The device door of an external Mosquitto, configured as deploy/mosquitto/ documents (docs/device-door.md),
// run on this machine's Mosquitto binary with a Ponto server connected through the servers' listener:
// a user's token is refused, a client id cannot be taken from another reader, a packet past 64 KiB closes
// the connection, a reader cannot write another's topics, junk is not kept retained, and a new secret
// (password file + reload) ends the old connection.

const MOSQUITTO = '/usr/sbin/mosquitto';
const available = fs.existsSync(MOSQUITTO) && fs.existsSync('/usr/bin/mosquitto_passwd');
const template = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../../deploy/mosquitto',
);

let dir: string;
let broker: ChildProcess;
let devicePort: number;
let serverUrl: string;
let app: TestApp;
const clients: MqttClient[] = [];
const serverPassword = crypto.randomBytes(12).toString('hex');

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function setPassword(file: string, username: string, password: string): void {
  execFileSync('mosquitto_passwd', ['-b', path.join(dir, file), username, password]);
}

async function listening(port: number): Promise<void> {
  const until = Date.now() + 10_000;
  while (Date.now() < until) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => resolve(true));
      socket.on('error', () => resolve(false));
      socket.on('connect', () => socket.destroy());
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`mosquitto did not listen on ${port}`);
}

beforeAll(async () => {
  if (!available) return;
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ponto-mosquitto-'));
  // Mosquitto started by root runs as the mosquitto user, which must read these files.
  fs.chmodSync(dir, 0o755);
  devicePort = await freePort();
  const serverPort = await freePort();
  const config = fs
    .readFileSync(path.join(template, 'ponto.conf'), 'utf8')
    .replaceAll('@DEVICE_PORT@', `${devicePort} 127.0.0.1`)
    .replaceAll('@SERVER_PORT@', String(serverPort))
    .replaceAll('@SERVER_HOST@', '127.0.0.1')
    .replaceAll('@DIR@', dir);
  fs.writeFileSync(path.join(dir, 'ponto.conf'), `${config}\npersistence false\n`);
  for (const file of ['readers.acl', 'servers.acl'])
    fs.copyFileSync(path.join(template, file), path.join(dir, file));
  for (const file of ['readers.passwd', 'servers.passwd']) fs.writeFileSync(path.join(dir, file), '');
  setPassword('servers.passwd', 'ponto-server', serverPassword);
  for (const file of fs.readdirSync(dir)) fs.chmodSync(path.join(dir, file), 0o644);
  broker = spawn(MOSQUITTO, ['-c', path.join(dir, 'ponto.conf')], { stdio: 'ignore' });
  await listening(devicePort);
  await listening(serverPort);
  serverUrl = `mqtt://ponto-server:${serverPassword}@127.0.0.1:${serverPort}`;
  app = await createTestApp({ MQTT_URL: serverUrl });
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.endAsync(true)));
  await app?.stop();
  broker?.kill();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

const connect = (options: IClientOptions) =>
  connectClient(`mqtt://127.0.0.1:${devicePort}`, options, clients);

/** A reader registered to a new workplace, its secret in the broker's password file; a manager's headers. */
async function reader() {
  const workplace = await createWorkplace(app.database.db);
  const user = await createUser(app.database.db, { workplaceIds: [workplace.id], roles: ['manager'] });
  const code = `MQ${crypto.randomUUID().slice(0, 8).toUpperCase()}`;
  const secret = crypto.randomBytes(16).toString('hex');
  await app.database.db
    .insert(readers)
    .values({ code, family: 'Flow', secretHash: hashToken(secret), workplaceId: workplace.id });
  setPassword('readers.passwd', code, secret);
  broker.kill('SIGHUP');
  const login = await app.http.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { document: user.document, password: user.password },
  });
  const headers = { authorization: `Bearer ${login.json().accessToken}`, cnpj: workplace.cnpj };
  const token = login.json().accessToken as string;
  return { code, secret, headers, token };
}

async function stateOf(headers: Record<string, string>, code: string): Promise<string | null | undefined> {
  const list = await app.http.inject({ method: 'GET', url: '/workplace/getScanners', headers });
  return list.json().find((r: { code: string }) => r.code === code)?.state;
}

/** What the broker keeps retained on a reader's status topic, read on the servers' listener. */
async function retainedStatus(code: string): Promise<string | null> {
  const watcher = await mqtt.connectAsync(serverUrl, { protocolVersion: 4, reconnectPeriod: 0 });
  try {
    const first = new Promise<string | null>((resolve) => {
      watcher.on('message', (_topic, payload, packet) => resolve(packet.retain ? payload.toString() : null));
      setTimeout(() => resolve(null), 300);
    });
    await watcher.subscribeAsync(readerTopics.status(code), { qos: 1 });
    return await first;
  } finally {
    await watcher.endAsync(true);
  }
}

/** Connects a reader, retrying while the broker reloads its password file. */
async function device(code: string, secret: string, options: IClientOptions = {}): Promise<MqttClient> {
  const until = Date.now() + 5000;
  for (;;) {
    try {
      return await connect({ username: code, password: secret, clientId: `reader-${code}`, ...options });
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

describe.skipIf(!available)("Mosquitto's device door, as documented", () => {
  it('carries a reader with its code and secret to the portal', async () => {
    const { code, secret, headers } = await reader();
    const client = await device(code, secret);
    await client.publishAsync(readerTopics.status(code), JSON.stringify(idleStatus(code)), {
      qos: 1,
      retain: true,
    });
    await expect.poll(() => stateOf(headers, code), { timeout: 10_000 }).toBe('idle');
  });

  it("refuses a portal user's access token", async () => {
    const { code, token } = await reader();
    await expect(connect({ username: code, password: token })).rejects.toThrow(/Not authorized/);
    await expect(connect({ username: 'portal', password: token })).rejects.toThrow(/Not authorized/);
  });

  it("does not let a reader take another's client id, nor write its topics", async () => {
    const a = await reader();
    const b = await reader();
    const owner = await device(b.code, b.secret);
    await owner.publishAsync(readerTopics.status(b.code), JSON.stringify(idleStatus(b.code)), { qos: 1 });
    await expect.poll(() => stateOf(b.headers, b.code), { timeout: 10_000 }).toBe('idle');
    const intruder = await device(a.code, a.secret, { clientId: `reader-${b.code}` });
    await intruder.publishAsync(
      readerTopics.status(b.code),
      JSON.stringify({ ...idleStatus(b.code), state: 'error', led: 'red' }),
      { qos: 1 },
    );
    // The intruder's own status goes through after it: by then its write to b's topic would have too.
    await intruder.publishAsync(readerTopics.status(a.code), JSON.stringify(idleStatus(a.code)), { qos: 1 });
    await expect.poll(() => stateOf(a.headers, a.code), { timeout: 10_000 }).toBe('idle');
    expect(await stateOf(b.headers, b.code)).toBe('idle');
    expect(owner.connected).toBe(true);
  });

  it('closes the connection of a packet larger than 64 KiB', async () => {
    const { code, secret } = await reader();
    const client = await device(code, secret);
    const gone = closed(client);
    client.publish(readerTopics.status(code), Buffer.alloc(100 * 1024, 'x'));
    await gone;
  });

  it('keeps no junk retained: the server clears what is not a valid status', async () => {
    const { code, secret, headers } = await reader();
    const client = await device(code, secret);
    await client.publishAsync(readerTopics.status(code), JSON.stringify({ junk: 'x'.repeat(1000) }), {
      qos: 1,
      retain: true,
    });
    // A later status, not retained, passes through the same server: once it shows, the junk was handled.
    await client.publishAsync(readerTopics.status(code), JSON.stringify(idleStatus(code)), { qos: 1 });
    await expect.poll(() => stateOf(headers, code), { timeout: 10_000 }).toBe('idle');
    await expect.poll(() => retainedStatus(code), { timeout: 10_000 }).toBeNull();
  });

  it('ends the connection made with an old secret when the reader gets a new one', async () => {
    const { code, secret } = await reader();
    const client = await device(code, secret);
    const gone = closed(client);
    setPassword('readers.passwd', code, 'a-new-secret');
    broker.kill('SIGHUP');
    await gone;
    await expect(connect({ username: code, password: secret })).rejects.toThrow(/Not authorized/);
  });
});

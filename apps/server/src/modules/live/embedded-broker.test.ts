import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { readerTopics, workplaceTopics } from '@ponto/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { IClientOptions, MqttClient } from 'mqtt';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { closed, connectClient, idleStatus } from '../../testing/mqtt-clients';
import type { BrowserIdentity, ReaderIdentity } from './access-policy';
import { EmbeddedBroker } from './embedded-broker';

// The broker's two doors with a real MQTT client (mqtt.js), without a database: who may come in where, whose
// client id is whose, how large a packet may be, and what may stay retained.

const MAX = 4096;
const CNPJ = '11222333000181';
const readersSecrets: Record<string, string> = { A1: 'secret-a1', B2: 'secret-b2' };
const tokens: Record<string, string> = { 'token-x': 'user-x', 'token-y': 'user-y' };
let secretVersion = 1;

let broker: EmbeddedBroker;
let web: http.Server;
let browserUrl: string;
const clients: MqttClient[] = [];

beforeAll(async () => {
  broker = await EmbeddedBroker.start({
    host: '127.0.0.1',
    port: 0,
    maxPacketBytes: MAX,
    log: { warn: () => {}, error: () => {} } as unknown as FastifyBaseLogger,
    authenticateDevice: async (code, secret): Promise<ReaderIdentity | null> =>
      readersSecrets[code] === secret ? { kind: 'reader', code, secretHash: `v${secretVersion}` } : null,
    authenticateBrowser: async (token): Promise<BrowserIdentity | null> => {
      const userId = tokens[token];
      if (!userId) return null;
      return {
        kind: 'browser',
        userId,
        familyId: `f-${userId}`,
        expiresAt: new Date(Date.now() + 60_000),
        cnpjs: new Set([CNPJ]),
      };
    },
  });
  web = http.createServer();
  web.on('upgrade', (request, socket, head) => broker.handleUpgrade(request, socket, head));
  web.listen(0, '127.0.0.1');
  await once(web, 'listening');
  browserUrl = `ws://127.0.0.1:${(web.address() as AddressInfo).port}/mqtt`;
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.endAsync(true)));
});
afterAll(async () => {
  await broker.close();
  web.close();
});

const connect = (url: string, options: IClientOptions) => connectClient(url, options, clients);

const device = (code: string, options: IClientOptions = {}) =>
  connect(broker.deviceUrl(), {
    username: code,
    password: readersSecrets[code],
    clientId: `reader-${code}`,
    ...options,
  });

interface RetainedStore {
  createRetainedStream(pattern: string): AsyncIterable<{ payload: Buffer | string }>;
}

async function retained(topic: string): Promise<Buffer | undefined> {
  // What the broker keeps, read from its store (no client may subscribe to a reader's status).
  const { persistence } = (broker as unknown as { aedes: { persistence: RetainedStore } }).aedes;
  for await (const packet of persistence.createRetainedStream(topic)) return Buffer.from(packet.payload);
  return undefined;
}

describe('the device door (TCP)', () => {
  it('lets a reader in with its code and secret', async () => {
    const reader = await device('A1');
    expect(reader.connected).toBe(true);
  });

  it("refuses a portal user's token, whatever the username", async () => {
    await expect(connect(broker.deviceUrl(), { username: 'portal', password: 'token-x' })).rejects.toThrow(
      /Bad username or password/,
    );
    await expect(connect(broker.deviceUrl(), { username: 'B2', password: 'token-x' })).rejects.toThrow(
      /Bad username or password/,
    );
  });

  it('refuses a wrong secret and no credentials', async () => {
    await expect(connect(broker.deviceUrl(), { username: 'A1', password: 'secret-b2' })).rejects.toThrow();
    await expect(connect(broker.deviceUrl(), {})).rejects.toThrow(/Bad username or password/);
  });
});

describe('the browser door (WebSocket /mqtt)', () => {
  it("lets a browser in with an access token and refuses a device's secret", async () => {
    expect((await connect(browserUrl, { username: 'portal', password: 'token-x' })).connected).toBe(true);
    await expect(connect(browserUrl, { username: 'A1', password: 'secret-a1' })).rejects.toThrow(
      /Bad username or password/,
    );
  });
});

describe('client ids', () => {
  it("refuses a reader claiming another reader's id, and the owner stays connected", async () => {
    const owner = await device('B2');
    await expect(device('A1', { clientId: 'reader-B2' })).rejects.toThrow(/Identifier rejected/);
    await owner.publishAsync(readerTopics.status('B2'), JSON.stringify(idleStatus('B2')), { qos: 1 });
    expect(owner.connected).toBe(true);
  });

  it("refuses a browser claiming a reader's id or another user's id", async () => {
    const owner = await connect(browserUrl, { username: 'portal', password: 'token-y', clientId: 'tab-1' });
    await expect(
      connect(browserUrl, { username: 'portal', password: 'token-x', clientId: 'reader-A1' }),
    ).rejects.toThrow(/Identifier rejected/);
    await expect(
      connect(browserUrl, { username: 'portal', password: 'token-x', clientId: 'portal-user-y-1' }),
    ).rejects.toThrow(/Identifier rejected/);
    await expect(
      connect(browserUrl, { username: 'portal', password: 'token-x', clientId: 'tab-1' }),
    ).rejects.toThrow(/Identifier rejected/);
    // A round trip on the owner's connection: it was not taken over.
    expect(await owner.subscribeAsync(workplaceTopics.all(CNPJ), { qos: 1 })).toEqual([
      expect.objectContaining({ qos: 1 }),
    ]);
    expect(owner.connected).toBe(true);
  });

  it('lets the same reader reconnect: the new connection replaces its old one', async () => {
    const first = await device('A1');
    const gone = closed(first);
    const second = await device('A1');
    await gone;
    expect(second.connected).toBe(true);
  });
});

describe('packet size', () => {
  it('closes the connection of a device whose packet is larger than the limit, and keeps nothing of it', async () => {
    const reader = await device('A1');
    const gone = closed(reader);
    reader.publish(readerTopics.status('A1'), Buffer.alloc(10 * 1024 * 1024, 'x'), { qos: 0, retain: true });
    await gone;
    expect(await retained(readerTopics.status('A1'))).toBeUndefined();
    // A packet within the limit still goes through on a new connection.
    const again = await device('A1');
    await again.publishAsync(readerTopics.status('A1'), JSON.stringify(idleStatus('A1')), { qos: 1 });
  });

  it("closes a browser's WebSocket when its frame is larger than the limit", async () => {
    const browser = await connect(browserUrl, { username: 'portal', password: 'token-x' });
    const gone = closed(browser);
    browser.publish('ponto/v1/anything', Buffer.alloc(MAX * 2, 'x'));
    await gone;
  });
});

describe('retained messages', () => {
  it("keeps a reader's valid status retained, and not junk", async () => {
    const reader = await device('B2');
    const valid = JSON.stringify(idleStatus('B2'));
    await reader.publishAsync(readerTopics.status('B2'), valid, { qos: 1, retain: true });
    expect((await retained(readerTopics.status('B2')))?.toString()).toBe(valid);
    await reader.publishAsync(readerTopics.status('B2'), JSON.stringify({ junk: 'x'.repeat(1000) }), {
      qos: 1,
      retain: true,
    });
    expect((await retained(readerTopics.status('B2')))?.toString()).toBe(valid);
    await reader.publishAsync(readerTopics.events('B2'), JSON.stringify(idleStatus('B2')), {
      qos: 1,
      retain: true,
    });
    expect(await retained(readerTopics.events('B2'))).toBeUndefined();
  });
});

describe('a new secret', () => {
  it('closes the connections made with the old secret, and not one made with the new', async () => {
    const old = await device('A1');
    const other = await device('B2');
    const gone = closed(old);
    secretVersion = 2;
    const renewed = await device('A1', { clientId: 'a1-second-line' });
    broker.endDeviceSessions('A1', 'v2');
    await gone;
    expect(renewed.connected).toBe(true);
    expect(other.connected).toBe(true);
  });
});

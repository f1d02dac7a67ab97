import { workplaceTopics } from '@ponto/domain';
import { describe, expect, it, vi } from 'vitest';
import { fakeMqtt } from '@/testing/fake-mqtt';
import { readerStatusMessage } from '@/testing/readers';
import { type LiveClientOptions, liveUrl, startLiveClient } from './live-client';

const cnpj = '22333444000181';

function setup(overrides: Partial<LiveClientOptions> = {}) {
  const mqtt = fakeMqtt();
  let token = 'access-1';
  const onMessage = vi.fn();
  const onStatus = vi.fn();
  const onReconnected = vi.fn();
  const renewToken = vi.fn(async () => {
    token = 'access-2';
  });
  const client = startLiveClient({
    url: 'ws://portal.test/mqtt',
    connect: mqtt.connect,
    token: () => token,
    tokenExpiresAt: () => Date.now() + 600_000,
    renewToken,
    onMessage,
    onStatus,
    onReconnected,
    ...overrides,
  });
  const fake = mqtt.clients[0];
  if (!fake) throw new Error('no client');
  return {
    client,
    fake,
    onMessage,
    onStatus,
    onReconnected,
    renewToken,
    setToken: (t: string) => (token = t),
  };
}

describe('startLiveClient', () => {
  it('connects with the §9 settings and the access token as password', () => {
    const { fake } = setup();
    expect(fake.url).toBe('ws://portal.test/mqtt');
    expect(fake.options).toMatchObject({
      protocolVersion: 4,
      username: 'portal',
      password: 'access-1',
      keepalive: 30,
      reconnectPeriod: 1000,
      connectTimeout: 30_000,
    });
  });

  it('presents the token of now on every reconnection', () => {
    const { fake, setToken } = setup();
    setToken('access-9');
    fake.simulateConnect();
    expect(fake.options.password).toBe('access-9');
  });

  it('subscribes with QoS 1 to the workplace topics and moves when the workplace changes', () => {
    const { client, fake, onStatus } = setup();
    client.setWorkplace(cnpj);
    fake.simulateConnect();
    expect(fake.subscriptions).toEqual([workplaceTopics.all(cnpj)]);
    expect(onStatus).toHaveBeenLastCalledWith('online');
    client.setWorkplace('11222333000181');
    expect(fake.unsubscriptions).toEqual([workplaceTopics.all(cnpj)]);
    expect(fake.subscriptions.at(-1)).toBe(workplaceTopics.all('11222333000181'));
  });

  it('hands on each valid message once, dropping a redelivered id', () => {
    const { client, fake, onMessage } = setup();
    client.setWorkplace(cnpj);
    fake.simulateConnect();
    const message = readerStatusMessage({ state: 'idle', led: 'green' });
    fake.deliver(workplaceTopics.readers(cnpj), message);
    fake.deliver(workplaceTopics.readers(cnpj), message);
    expect(onMessage).toHaveBeenCalledTimes(1);
    expect(onMessage).toHaveBeenCalledWith(cnpj, expect.objectContaining({ id: message.id, state: 'idle' }));
  });

  it('drops messages that fail the schema or belong to another workplace', () => {
    const { client, fake, onMessage } = setup();
    client.setWorkplace(cnpj);
    fake.simulateConnect();
    fake.deliver(workplaceTopics.readers(cnpj), { type: 'readerStatus', id: 'not-a-uuid' });
    fake.deliver(workplaceTopics.readers('11222333000181'), readerStatusMessage());
    fake.emit('message', workplaceTopics.readers(cnpj), new TextEncoder().encode('{not json'));
    expect(onMessage).not.toHaveBeenCalled();
  });

  it('reports offline when the connection drops and asks for a fresh read after reconnecting', () => {
    const { client, fake, onStatus, onReconnected } = setup();
    client.setWorkplace(cnpj);
    fake.simulateConnect();
    fake.simulateClose();
    expect(onStatus).toHaveBeenLastCalledWith('offline');
    fake.simulateConnect();
    expect(onReconnected).toHaveBeenCalledWith(cnpj);
    expect(fake.subscriptions).toHaveLength(2);
  });

  it('renews the token when the broker refuses it', () => {
    const { fake, renewToken } = setup();
    fake.emit('error', Object.assign(new Error('Connection refused: Not authorized'), { code: 5 }));
    expect(renewToken).toHaveBeenCalledTimes(1);
  });

  it('renews a token about to expire before the next attempt', () => {
    const { fake, renewToken } = setup({ tokenExpiresAt: () => Date.now() + 10_000 });
    fake.simulateConnect();
    fake.simulateClose();
    expect(renewToken).toHaveBeenCalledTimes(1);
  });

  it('reports a refused subscription as offline', () => {
    const { client, fake, onStatus } = setup();
    fake.grantQos = 128;
    client.setWorkplace(cnpj);
    fake.simulateConnect();
    expect(onStatus).toHaveBeenLastCalledWith('offline');
  });

  it('stops for good', async () => {
    const { client, fake } = setup();
    await client.stop();
    expect(fake.ended).toBe(true);
  });
});

describe('liveUrl', () => {
  it('follows the page: wss behind https, ws otherwise', () => {
    expect(liveUrl({ protocol: 'https:', host: 'ponto.example' })).toBe('wss://ponto.example/mqtt');
    expect(liveUrl({ protocol: 'http:', host: '127.0.0.1:3000' })).toBe('ws://127.0.0.1:3000/mqtt');
  });
});

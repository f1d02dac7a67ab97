import crypto from 'node:crypto';
import { envelope, readerTopics } from '@ponto/domain';
import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { orderingOperator } from '../ordering/test-fixtures';
import type { ReadersRepository } from '../readers/repository';
import { examRunFixtures } from './test-fixtures';

let app: TestApp;
const clients: MqttClient[] = [];
let fx: ReturnType<typeof examRunFixtures>;

beforeAll(async () => {
  app = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' }, undefined, { isolated: true });
  fx = examRunFixtures(app, clients);
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.endAsync(true)));
  await app?.stop();
});

/** A reader's status as the reader publishes it, handed to the server directly. */
function statusOf(code: string, state: string, at: Date) {
  return {
    ...envelope(crypto.randomUUID(), at),
    code,
    family: 'Flow',
    state,
    led: state === 'idle' ? 'green' : 'white',
    batteryPercent: 80,
    wifiLevel: 3,
    connectionType: 'wifi',
    firmware: '2.4.1',
    calibration: { status: 'approved', expiresAt: new Date(Date.now() + 7 * 86_400_000).toISOString() },
    examId: null,
  };
}

describe('starting an exam on a reader that has just said it is ready', () => {
  it('starts on the status the reader sent, before the batch holding it is stored', async () => {
    const op = await orderingOperator(app, { offer: ['COVID_AG'] });
    const device = await fx.reader(op);
    const id = await fx.examRequest(op);
    const ingest = (state: string, at: Date) =>
      app.readers.ingest(
        readerTopics.status(device.code),
        Buffer.from(JSON.stringify(statusOf(device.code, state, at))),
      );
    // The reader restarts: its booting status is stored.
    await ingest('booting', new Date());
    await app.readers.statuses.flush();
    const booting = await fx.start(op, id, device.code);
    expect(booting.statusCode).toBe(409);
    expect(booting.json().error.code).toBe('READER_STARTING');

    // Then it says it is idle, which browsers show at once; its write is held until the start has answered.
    const repo = (app.readers.statuses as unknown as { repo: ReadersRepository }).repo;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const save = repo.saveStatuses.bind(repo);
    const spy = vi.spyOn(repo, 'saveStatuses').mockImplementation(async (rows) => {
      await held;
      return save(rows);
    });
    try {
      await ingest('idle', new Date(Date.now() + 1));
      void app.readers.statuses.flush();
      const started = await fx.start(op, id, device.code);
      expect(started.statusCode, started.body).toBe(201);
    } finally {
      release();
      spy.mockRestore();
      await app.readers.statuses.flush();
    }
  });
});

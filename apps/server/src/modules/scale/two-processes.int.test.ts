import crypto from 'node:crypto';
import { workplaceTopics } from '@ponto/domain';
import { inArray } from 'drizzle-orm';
import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { capsulesUsed } from '../../db/schema';
import { ManualClock } from '../../platform/clock';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { capsule, eventually, examRunFixtures, type Json } from '../exams-run/test-fixtures';
import { orderingOperator } from '../ordering/test-fixtures';

/**
 * Two server processes of one deployment (same database, same broker, same share group and
 * secret) run exams from simulated readers; the broker hands each device message to one of them. Every
 * exam must complete exactly once. Only meaningful with an external broker: CI's second integration run
 * (MQTT_URL, the machine's Mosquitto and PostgreSQL); the embedded broker is one process by nature.
 */
const external = !!process.env.MQTT_URL;
const EXAMS = 8;

describe.runIf(external)('two server processes, one deployment', () => {
  let one: TestApp;
  let two: TestApp;
  const clients: MqttClient[] = [];

  beforeAll(async () => {
    if (!external) return;
    const env = {
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      JWT_SECRET: crypto.randomBytes(32).toString('hex'),
      MQTT_SHARE_GROUP: `deployment-${crypto.randomUUID()}`,
    };
    // One clock for both, as two machines share the wall clock: the timeline is ordered by time.
    const clock = new ManualClock();
    one = await createTestApp(env, clock, { isolated: true });
    two = await createTestApp({ ...env, DATABASE_URL: one.databaseUrl, PORT: '0' }, clock);
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.endAsync(true)));
    await two?.stop();
    await one?.stop();
  });

  it('share the readers’ events and complete every exam exactly once', async () => {
    const fx = examRunFixtures(one, clients);
    const op = await orderingOperator(one, { offer: ['COVID_AG'] });
    const handled = [vi.spyOn(one.examRuns, 'onReaderEvent'), vi.spyOn(two.examRuns, 'onReaderEvent')];
    const lotNumber = (await fx.lot(op)).number;
    const runs = await Promise.all(
      Array.from({ length: EXAMS }, async (_, i) => ({
        device: await fx.reader(op),
        id: await fx.examRequest(op, 'COVID_AG', 'Maria Souza'),
        // Half the starts reach one process, half the other (a load balancer's round robin).
        via: i % 2 === 0 ? one : two,
      })),
    );
    try {
      await Promise.all(
        runs.map(async ({ device, id, via }) => {
          const started = await via.http.inject({
            method: 'POST',
            url: `/exam-requests/${id}/start`,
            headers: op.headers,
            payload: { readerCode: device.code },
          });
          expect(started.statusCode, started.body).toBe(201);
          await device.command('startExam');
          const code = capsule();
          await device.send(id, { type: 'nfcRead', capsuleCode: code, lot: lotNumber });
          await device.send(id, { type: 'stepStarted', step: 'waitingCapsule' });
          await device.send(id, { type: 'capsuleInserted', capsuleCode: code });
          await device.result(id);
          for (const step of ['reading', 'analysis', 'send', 'waitingResult', 'reportReady'])
            await device.send(id, { type: 'stepStarted', step });
        }),
      );
      for (const [i, { id }] of runs.entries()) {
        // Read through either process: both see the same state.
        const target = i % 2 === 0 ? two : one;
        const detail = await eventually(
          async () =>
            (
              await target.http.inject({ method: 'GET', url: `/exam-requests/${id}`, headers: op.headers })
            ).json(),
          (d: Json) => d.state === 'ready' && (d.timeline as Json[]).some((e) => e.type === 'resultReady'),
        );
        const timeline = (detail.timeline as Json[]).map((e) => e.type);
        expect(timeline.filter((t) => t === 'started')).toHaveLength(1);
        expect(timeline.filter((t) => t === 'resultReady')).toHaveLength(1);
        expect(timeline.filter((t) => t === 'refused')).toEqual([]);
      }
      const ids = runs.map((r) => r.id);
      // One capsule used per exam: no event was applied twice.
      expect(
        await one.database.db.select().from(capsulesUsed).where(inArray(capsulesUsed.examRequestId, ids)),
      ).toHaveLength(EXAMS);
      // The broker really shared the work between the two.
      expect(handled.map((spy) => spy.mock.calls.length).every((n) => n > 0)).toBe(true);
    } finally {
      for (const spy of handled) spy.mockRestore();
    }
  }, 120_000);

  it('a browser connected to one process sees what the other publishes for its workplace', async () => {
    const op = await orderingOperator(one, { offer: ['COVID_AG'] });
    const url = `${(await two.listen()).replace('http', 'ws')}/mqtt`;
    const browser = await mqtt.connectAsync(url, {
      protocolVersion: 4,
      username: 'portal',
      password: op.headers.authorization.slice('Bearer '.length),
      reconnectPeriod: 0,
      connectTimeout: 5000,
    });
    clients.push(browser);
    const seen: Json[] = [];
    browser.on('message', (_topic, payload) => seen.push(JSON.parse(payload.toString())));
    await browser.subscribeAsync(workplaceTopics.all(op.workplace.cnpj), { qos: 1 });
    const marker = crypto.randomUUID();
    // Published by the other process, as a reader status or an exam's progress would be.
    await eventually(
      async () => {
        await one.bus.publish(workplaceTopics.chat(op.workplace.cnpj), { type: 'chat', marker });
        return seen;
      },
      (messages) => messages.some((m) => m.marker === marker),
      10_000,
    );
    expect(seen.some((m) => m.marker === marker)).toBe(true);
  });
});

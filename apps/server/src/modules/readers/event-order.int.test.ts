import crypto from 'node:crypto';
import { envelope, readerTopics } from '@ponto/domain';
import { eq } from 'drizzle-orm';
import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readerEvents } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { capsule, examRunFixtures, type Json } from '../exams-run/test-fixtures';
import { orderingOperator } from '../ordering/test-fixtures';

let app: TestApp;
const clients: MqttClient[] = [];
let fx: ReturnType<typeof examRunFixtures>;
/** Event ids a test handler refuses, and how many more times. */
const refuse = new Map<string, number>();

beforeAll(async () => {
  app = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' }, undefined, { isolated: true });
  fx = examRunFixtures(app, clients);
  app.readers.onEvent(async (_device, event) => {
    const left = refuse.get(event.id) ?? 0;
    if (left <= 0) return;
    refuse.set(event.id, left - 1);
    throw new Error('refused for the test');
  });
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.endAsync(true)));
  await app?.stop();
});

/** A started exam on its own reader, and a way to hand that reader's events to the server directly. */
async function startedExam() {
  const op = await orderingOperator(app, { offer: ['COVID_AG'] });
  const device = await fx.reader(op);
  const id = await fx.examRequest(op);
  const lot = await fx.lot(op);
  expect((await fx.start(op, id, device.code)).statusCode).toBe(201);
  const boot = crypto.randomUUID();
  const event = (seq: number | null, body: Json) => ({
    ...envelope(crypto.randomUUID(), app.clock.now()),
    code: device.code,
    examId: id,
    ...(seq === null ? {} : { order: { boot, seq } }),
    ...body,
  });
  const deliver = (e: Json) =>
    app.readers.ingest(readerTopics.events(device.code), Buffer.from(JSON.stringify(e)));
  const code = capsule();
  const steps = {
    nfcRead: (seq: number | null) => event(seq, { type: 'nfcRead', capsuleCode: code, lot: lot.number }),
    waiting: (seq: number | null) => event(seq, { type: 'stepStarted', step: 'waitingCapsule' }),
    inserted: (seq: number | null) => event(seq, { type: 'capsuleInserted', capsuleCode: code }),
  };
  const timeline = async () => ((await fx.get(op, id)).timeline as Json[]).map((e) => e.type);
  return { op, id, steps, deliver, timeline };
}

async function handledAt(eventId: string) {
  const [row] = await app.database.db.select().from(readerEvents).where(eq(readerEvents.id, eventId));
  return row?.handledAt ?? null;
}

describe('a reader’s events are handled in the reader’s order', () => {
  it('events that arrive before their predecessor wait for it, then go in order', async () => {
    const exam = await startedExam();
    const [first, second, third] = [exam.steps.nfcRead(1), exam.steps.waiting(2), exam.steps.inserted(3)];
    await exam.deliver(third);
    await exam.deliver(second);
    expect(await handledAt(third.id)).toBeNull();
    expect(await handledAt(second.id)).toBeNull();
    expect(await exam.timeline()).not.toContain('capsuleInserted');

    await exam.deliver(first);
    for (const e of [first, second, third]) expect(await handledAt(e.id)).not.toBeNull();
    const timeline = await exam.timeline();
    expect(timeline.indexOf('nfcRead')).toBeLessThan(timeline.indexOf('capsuleInserted'));
    expect(timeline).not.toContain('refused');
    expect((await fx.get(exam.op, exam.id)).state).not.toBe('invalid');
  });

  it('a predecessor that never comes holds its successor for 10 s only', async () => {
    const exam = await startedExam();
    const [first, third] = [exam.steps.nfcRead(1), exam.steps.inserted(3)];
    await exam.deliver(first);
    await exam.deliver(third);
    expect(await handledAt(third.id)).toBeNull();

    app.clock.advance(9_000);
    await app.readers.handleOverdue();
    expect(await handledAt(third.id)).toBeNull();
    app.clock.advance(2_000);
    await app.readers.handleOverdue();
    expect(await handledAt(third.id)).not.toBeNull();
    expect(await exam.timeline()).toContain('capsuleInserted');
  });

  it('events without a number (older firmware) are handled as they arrive', async () => {
    const exam = await startedExam();
    const first = exam.steps.nfcRead(null);
    await exam.deliver(first);
    expect(await handledAt(first.id)).not.toBeNull();
    expect(await exam.timeline()).toContain('nfcRead');
  });

  it('a handler that fails rolls its event back; it is tried again at the next event or sweep, and its successors wait', async () => {
    const exam = await startedExam();
    const [first, second] = [exam.steps.nfcRead(1), exam.steps.waiting(2)];
    refuse.set(first.id, 2);
    await exam.deliver(first);
    expect(await handledAt(first.id)).toBeNull();
    // Rolled back with the failing handler: the exam's own handler wrote nothing either.
    expect(await exam.timeline()).not.toContain('nfcRead');
    await exam.deliver(second); // tries the first again: refused a second time
    expect(await handledAt(first.id)).toBeNull();
    expect(await handledAt(second.id)).toBeNull();

    app.clock.advance(11_000);
    await app.readers.handleOverdue();
    expect(await handledAt(first.id)).not.toBeNull();
    expect(await handledAt(second.id)).not.toBeNull();
    expect((await exam.timeline()).filter((t) => t === 'nfcRead')).toHaveLength(1);
  });

  it('an event whose handler keeps failing is set aside after 3 attempts and no longer blocks the reader', async () => {
    const exam = await startedExam();
    const [first, second, third] = [exam.steps.nfcRead(1), exam.steps.waiting(2), exam.steps.inserted(3)];
    refuse.set(second.id, Number.POSITIVE_INFINITY);
    await exam.deliver(first);
    await exam.deliver(second); // attempt 1
    await exam.deliver(third); // attempt 2
    expect(await handledAt(second.id)).toBeNull();
    expect(await handledAt(third.id)).toBeNull();

    app.clock.advance(11_000);
    await app.readers.handleOverdue(); // attempt 3, then set aside
    const [row] = await app.database.db.select().from(readerEvents).where(eq(readerEvents.id, second.id));
    expect(row).toMatchObject({ attempts: 3 });
    expect(row?.handledAt).not.toBeNull();
    expect(await handledAt(third.id)).not.toBeNull();
    refuse.delete(second.id);
  });

  it('a redelivered event (same id) is handled once', async () => {
    const exam = await startedExam();
    const first = exam.steps.nfcRead(1);
    await exam.deliver(first);
    await exam.deliver(first);
    expect((await exam.timeline()).filter((t) => t === 'nfcRead')).toHaveLength(1);
  });
});

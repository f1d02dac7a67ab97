import crypto from 'node:crypto';
import { envelope } from '@ponto/domain';
import { eq, sql } from 'drizzle-orm';
import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capsulesUsed, nullifiedCapsules, readers } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { orderingOperator } from '../ordering/test-fixtures';
import { capsule, examRunFixtures, type Json, lastEntry } from './test-fixtures';

let app: TestApp;
const clients: MqttClient[] = [];
let fx: ReturnType<typeof examRunFixtures>;

beforeAll(async () => {
  // Own database: test apps of other files hear these devices on a shared broker (see exam-run.int.test.ts).
  app = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' }, undefined, { isolated: true });
  fx = examRunFixtures(app, clients);
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.endAsync(true)));
  await app?.stop();
});

const operator = () => orderingOperator(app, { offer: ['COVID_AG'] });

describe('a device event is handled in one transaction', () => {
  it('when its timeline entry cannot be written, the state change and the capsule claim are undone too', async () => {
    const op = await operator();
    const device = await fx.reader(op);
    const id = await fx.examRequest(op);
    const lot = await fx.lot(op);
    const doomed = capsule();
    // The database refuses this one timeline entry, after the run, the request and the capsule were written.
    await app.database.db.execute(
      sql.raw(`CREATE FUNCTION refuse_entry() RETURNS trigger AS $$ BEGIN
        IF NEW.detail->>'capsuleCode' = '${doomed}' THEN RAISE EXCEPTION 'refused for the test'; END IF;
        RETURN NEW; END $$ LANGUAGE plpgsql;
        CREATE TRIGGER refuse_entry BEFORE INSERT ON exam_run_events FOR EACH ROW EXECUTE FUNCTION refuse_entry();`),
    );
    try {
      expect((await fx.start(op, id, device.code)).statusCode).toBe(201);
      // Handed to the service directly: over the broker a refused message disconnects the device.
      const [row] = await app.database.db.select().from(readers).where(eq(readers.code, device.code));
      const event = {
        ...envelope(crypto.randomUUID(), new Date()),
        code: device.code,
        examId: id,
        type: 'nfcRead' as const,
        capsuleCode: doomed,
        lot: lot.number,
      };
      await expect(
        app.examRuns.onReaderEvent({ id: row!.id, code: device.code, cnpj: op.workplace.cnpj }, event),
      ).rejects.toThrow();
      const detail = await fx.get(op, id);
      expect(detail).toMatchObject({
        state: 'waitingForTest',
        capsule: null,
        nfcReadAt: null,
        running: true,
      });
      expect((detail.timeline as Json[]).map((e) => e.type)).not.toContain('nfcRead');
      const claimed = await app.database.db
        .select()
        .from(capsulesUsed)
        .where(eq(capsulesUsed.examRequestId, id));
      expect(claimed).toHaveLength(0);
    } finally {
      await app.database.db.execute(
        sql.raw('DROP TRIGGER refuse_entry ON exam_run_events; DROP FUNCTION refuse_entry();'),
      );
    }
  });

  it('a reader polling the exam never sees a state without its timeline entry', async () => {
    const op = await operator();
    const device = await fx.reader(op);
    const id = await fx.examRequest(op);
    const lot = await fx.lot(op);
    await fx.start(op, id, device.code);
    const seen: Json[] = [];
    let done = false;
    const poll = (async () => {
      while (!done) seen.push(await fx.get(op, id));
    })();
    await device.send(id, { type: 'nfcRead', capsuleCode: capsule(), lot: lot.number });
    await device.send(id, { type: 'capsuleInserted' });
    await device.result(id);
    for (const step of ['waitingCapsule', 'reading', 'analysis', 'send', 'waitingResult', 'reportReady'])
      await device.send(id, { type: 'stepStarted', step });
    await fx.until(op, id, (d) => d.state === 'ready');
    done = true;
    await poll;
    for (const d of seen) {
      const types = (d.timeline as Json[]).map((e) => e.type);
      if (d.state !== 'waitingForTest') expect(types).toContain('nfcRead');
      if (d.state === 'ready') expect(types.slice(-2)).toEqual(['resultReady', 'releaseRequested']);
      if (d.capsuleInsertedAt) expect(types).toContain('capsuleInserted');
    }
  });
});

describe('capsule checks at the NFC read', () => {
  it('a nullified capsule is refused (CAPSULE_NULLIFIED); nothing is consumed and the exam may start again', async () => {
    const op = await operator();
    const device = await fx.reader(op);
    const id = await fx.examRequest(op);
    const lot = await fx.lot(op);
    const code = capsule();
    await app.database.db.insert(nullifiedCapsules).values({
      lotId: lot.id,
      capsuleCode: code,
      workplaceId: op.workplace.id,
      method: 'typed',
      nullifiedAt: app.clock.now(),
    });
    await fx.start(op, id, device.code);
    await device.send(id, { type: 'nfcRead', capsuleCode: code, lot: lot.number });
    const detail = await fx.until(op, id, (d) => d.running === false && lastEntry(d) === 'failed');
    expect(detail).toMatchObject({ state: 'waitingForTest', errorCode: 'CAPSULE_NULLIFIED' });
    expect((detail.timeline as Json[]).at(-1)).toMatchObject({
      detail: { error: 'CAPSULE_NULLIFIED', capsuleCode: code },
    });
    expect(await device.command('cancel')).toMatchObject({ examId: id });
    const claimed = await app.database.db
      .select()
      .from(capsulesUsed)
      .where(eq(capsulesUsed.examRequestId, id));
    expect(claimed).toHaveLength(0);
    // Another capsule of the same lot is fine.
    expect((await fx.start(op, id, device.code)).statusCode).toBe(201);
    await device.send(id, { type: 'nfcRead', capsuleCode: capsule(), lot: lot.number });
    expect((await fx.until(op, id, (d) => d.state === 'inAnalysis')).state).toBe('inAnalysis');
  });
});

import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { qualityEvents, qualityOverrides, readers } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { examRunFixtures, type Operator } from '../exams-run/test-fixtures';
import { orderingOperator } from '../ordering/test-fixtures';
import { controlResult, examByCode } from './test-fixtures';

let app: TestApp;
const clients: MqttClient[] = [];
let fx: ReturnType<typeof examRunFixtures>;

beforeAll(async () => {
  // Its own database and broker: fake readers of other test files must not hear these commands.
  app = await createTestApp(
    { AUTH_RATE_LIMIT_PER_MINUTE: '1000', JWT_SECRET: crypto.randomBytes(32).toString('hex'), PORT: '0' },
    undefined,
    { isolated: true },
  );
  await app.listen();
  fx = examRunFixtures(app, clients);
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.endAsync(true)));
  await app?.stop();
});

const manager = () => orderingOperator(app, { user: { roles: ['operator', 'manager'] } });
const lockout = (op: Operator, enabled: boolean) => fx.call(op, 'PUT', '/quality/lockout', { enabled });

async function lockedReader(op: Operator) {
  const reader = await fx.reader(op);
  const [row] = await app.database.db
    .select({ id: readers.id })
    .from(readers)
    .where(eq(readers.code, reader.code));
  return { ...reader, id: row!.id };
}

describe('QC lockout of patient exams', () => {
  it('is off by default: a reader without any control runs patient exams', async () => {
    const op = await manager();
    const reader = await fx.reader(op);
    const res = await fx.start(op, await fx.examRequest(op), reader.code);
    expect(res.statusCode, res.body).toBe(201);
  });

  it('refuses a reader and exam never controlled, then lets them run once a CI sample passed', async () => {
    const op = await manager();
    expect((await lockout(op, true)).statusCode).toBe(200);
    const reader = await lockedReader(op);
    const exam = await examByCode(app, 'COVID_AG');
    const refused = await fx.start(op, await fx.examRequest(op), reader.code);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('QUALITY_CONTROL_LOCKOUT');

    await controlResult(
      app,
      { workplaceId: op.workplace.id, readerId: reader.id, examId: exam.id },
      {
        qualitative: true,
        material: 'COVN',
      },
    );
    const started = await fx.start(op, await fx.examRequest(op), reader.code);
    expect(started.statusCode, started.body).toBe(201);
  });

  it('locks again when the last control failed or is overdue; external (EP) results do not count', async () => {
    const op = await manager();
    await lockout(op, true);
    const exam = await examByCode(app, 'COVID_AG');
    const failed = await lockedReader(op);
    await controlResult(
      app,
      { workplaceId: op.workplace.id, readerId: failed.id, examId: exam.id },
      {
        qualitative: true,
        status: 'inadequate',
        value: '1',
      },
    );
    // Qualitative: every two months, so a control of 70 days ago is overdue.
    const overdue = await lockedReader(op);
    await controlResult(
      app,
      { workplaceId: op.workplace.id, readerId: overdue.id, examId: exam.id },
      {
        qualitative: true,
        daysAgo: 70,
      },
    );
    const externalOnly = await lockedReader(op);
    await controlResult(
      app,
      { workplaceId: op.workplace.id, readerId: externalOnly.id, examId: exam.id },
      {
        qualitative: true,
        kind: 'external',
      },
    );
    for (const reader of [failed, overdue, externalOnly]) {
      const res = await fx.start(op, await fx.examRequest(op), reader.code);
      expect(res.json().error.code, reader.code).toBe('QUALITY_CONTROL_LOCKOUT');
    }
    // A qualitative control of 50 days ago is still current.
    const current = await lockedReader(op);
    await controlResult(
      app,
      { workplaceId: op.workplace.id, readerId: current.id, examId: exam.id },
      {
        qualitative: true,
        daysAgo: 50,
      },
    );
    expect((await fx.start(op, await fx.examRequest(op), current.code)).statusCode).toBe(201);
  });

  it("a manager's override lets exactly one exam start, even when two start at once, and is recorded", async () => {
    const op = await manager();
    await lockout(op, true);
    const reader = await lockedReader(op);
    const exam = await examByCode(app, 'COVID_AG');
    const grant = await fx.call(op, 'POST', '/quality/overrides', {
      readerCode: reader.code,
      examId: exam.id,
      reason: 'Controle enviado ao provedor, resultado em análise',
    });
    expect(grant.statusCode, grant.body).toBe(201);
    // Two exams racing for the single override: the second waits on the override's row, then finds it used.
    const [first, second] = await Promise.all([
      fx.start(op, await fx.examRequest(op), reader.code),
      fx.start(op, await fx.examRequest(op), reader.code),
    ]);
    const codes = [first, second].map((r) => (r.statusCode === 201 ? 'started' : r.json().error.code)).sort();
    expect(codes).toEqual(['QUALITY_CONTROL_LOCKOUT', 'started']);
    const [override] = await app.database.db
      .select()
      .from(qualityOverrides)
      .where(eq(qualityOverrides.id, grant.json().id));
    expect(override!.usedAt).not.toBeNull();
    expect(override!.usedByExamRequestId).not.toBeNull();
    const events = await app.database.db
      .select({ kind: qualityEvents.kind })
      .from(qualityEvents)
      .where(eq(qualityEvents.workplaceId, op.workplace.id));
    expect(events.map((e) => e.kind)).toEqual(
      expect.arrayContaining(['lockoutEnabled', 'overrideGranted', 'overrideUsed']),
    );
  });
});

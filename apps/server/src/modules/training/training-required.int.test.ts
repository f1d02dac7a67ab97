import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readers, users } from '../../db/schema';
import { demoTrails, seedDemoTraining } from '../../seed/demo-training';
import { createUser, randomCpf } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { examRunFixtures } from '../exams-run/test-fixtures';
import {
  API,
  apiPatient,
  type Integrator,
  integrator,
  tokenFor,
  typeResult,
} from '../integration-api/test-fixtures';
import { order, registration } from '../ordering/test-fixtures';
import { demoCourse, expectError, passCourse } from './test-fixtures';

// Its own database: the fake readers talk over the broker, and the demo trails decide when a user is ACTIVE.
let app: TestApp;
const clients: MqttClient[] = [];
let fx: ReturnType<typeof examRunFixtures>;

beforeAll(async () => {
  app = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' }, undefined, { isolated: true });
  fx = examRunFixtures(app, clients);
  await seedDemoTraining(app.database.db);
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.endAsync(true)));
  await app?.stop();
});

type Headers = Record<string, string>;

/**
 * A colleague of the workplace's ACTIVE operator, with every role a clinical act asks for (so that only
 * the status can refuse them), signed in to the portal and to the integration API.
 */
async function colleague(op: Integrator, status: string) {
  const user = await createUser(app.database.db, {
    status,
    roles: ['operator', 'integrator', 'analyst'],
    councilAcronym: 'CRBM',
    councilState: 'SP',
    councilNumber: '12345',
    profession: 'Biomédica',
    workplaceIds: [op.workplace.id],
  });
  const login = await app.http.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { document: user.document, password: user.password },
  });
  expect(login.statusCode, login.body).toBe(200);
  const headers: Headers = { authorization: `Bearer ${login.json().accessToken}`, cnpj: op.workplace.cnpj };
  const token = await tokenFor(app, user.document, user.password, op.workplace.cnpj);
  return { user, headers, token };
}
type Colleague = Awaited<ReturnType<typeof colleague>>;

/** What the acts act on, prepared by the ACTIVE operator: a ready exam, one to start, a free reader. */
async function stage(op: Integrator) {
  const ready = await op.preExam('HBA1C');
  await typeResult(app, op, ready.examRequestId);
  const toStart = await op.preExam('COVID_AG');
  const onlineReader = await fx.reader(op);
  const freeReader = `T${crypto.randomUUID().slice(0, 8).toUpperCase()}`;
  await app.database.db.insert(readers).values({ code: freeReader, family: 'Flow' });
  return {
    ready: ready.examRequestId,
    toStart: toStart.examRequestId,
    onlineReader: onlineReader.code,
    freeReader,
  };
}
type Stage = Awaited<ReturnType<typeof stage>>;

/** Every clinical act once, in an order where each can succeed: its answer by name. */
async function act(op: Integrator, who: Colleague, on: Stage) {
  const call = (url: string, payload?: Record<string, unknown>) =>
    app.http.inject({ method: 'POST', url, headers: who.headers, ...(payload ? { payload } : {}) });
  return {
    registerPatient: await call('/patients', registration(randomCpf())),
    createPreExam: await call('/pre-exams', {
      subject: { kind: 'patient', registration: registration(randomCpf()) },
      order: order([op.index('HBA1C')]),
    }),
    createPreExamThroughIntegration: await app.http.inject({
      method: 'POST',
      url: `${API}/pre-exams`,
      headers: { authorization: `Bearer ${who.token}` },
      payload: { cnpj: op.workplace.cnpj, examIndex: op.index('HBA1C'), patient: apiPatient() },
    }),
    startExam: await call(`/exam-requests/${on.toStart}/start`, { readerCode: on.onlineReader }),
    recollect: await call(`/exam-requests/${on.toStart}/recollect`, { reason: 'Amostra hemolisada' }),
    release: await call(`/exam-requests/${on.ready}/release`),
    registerReader: await call('/workplace/readers', { code: on.freeReader }),
  };
}

const expected = {
  registerPatient: 201,
  createPreExam: 201,
  createPreExamThroughIntegration: 201,
  startExam: 201,
  recollect: 200,
  release: 200,
  registerReader: 201,
};

function expectAllRefused(answers: Awaited<ReturnType<typeof act>>) {
  for (const res of Object.values(answers)) expectError(res, 403, 'TRAINING_REQUIRED');
}

function expectAllDone(answers: Awaited<ReturnType<typeof act>>) {
  const statuses = Object.fromEntries(Object.entries(answers).map(([name, res]) => [name, res.statusCode]));
  expect(statuses, JSON.stringify(Object.values(answers).map((r) => r.body.slice(0, 200)))).toEqual(expected);
}

describe('clinical acts wait for the training (§4, docs/training.md)', () => {
  it.each(['TRAINING', 'PENDING_TRAINING', 'CONTINUED_TRAINING'])(
    'a %s user is refused every clinical act with 403 TRAINING_REQUIRED, and nothing is done',
    async (status) => {
      const op = await integrator(app);
      const on = await stage(op);
      const answers = await act(op, await colleague(op, status), on);
      expectAllRefused(answers);
      // The exam was not started, the result not released, the reader not registered.
      expect((await fx.get(op, on.toStart)).state).toBe('waitingForTest');
      expect((await fx.get(op, on.ready)).releasedAt).toBeNull();
      const [reader] = await app.database.db.select().from(readers).where(eq(readers.code, on.freeReader));
      expect(reader!.workplaceId).toBeNull();
    },
  );

  it('an ACTIVE user performs every clinical act', async () => {
    const op = await integrator(app);
    expectAllDone(await act(op, await colleague(op, 'ACTIVE'), await stage(op)));
  });

  it('a PENDING_TRAINING user whose status becomes ACTIVE acts at once, with the same session', async () => {
    const op = await integrator(app);
    const who = await colleague(op, 'PENDING_TRAINING');
    expectError(
      await app.http.inject({
        method: 'POST',
        url: '/patients',
        headers: who.headers,
        payload: registration(randomCpf()),
      }),
      403,
      'TRAINING_REQUIRED',
    );
    await app.database.db.update(users).set({ status: 'ACTIVE' }).where(eq(users.id, who.user.id));
    expectAllDone(await act(op, who, await stage(op)));
  });

  it('a TRAINING user who passes the initial trail acts at once, with the same session', async () => {
    const op = await integrator(app);
    const who = await colleague(op, 'TRAINING');
    const trainee = {
      user: who.user,
      headers: { authorization: who.headers.authorization! },
      call: (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
        app.http.inject({ method, url, headers: who.headers, ...(payload && { payload }) }),
    };
    const initial = demoTrails.filter((t) => t.kind === 'initial').flatMap((t) => t.courses);
    let status = 'TRAINING';
    for (const course of initial)
      status = (await passCourse(trainee, await demoCourse(app, course.code))).status;
    expect(status).toBe('ACTIVE');
    expectAllDone(await act(op, who, await stage(op)));
  });
});

import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, createWorkplace } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { examRunFixtures, type Json, lastEntry, type Operator } from '../exams-run/test-fixtures';
import { orderingOperator } from '../ordering/test-fixtures';

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

type Workplace = Operator['workplace'];

/** Another user signed in at `workplace`, with roles, the labAnalyst flag and council data as given. */
async function colleague(
  workplace: Workplace,
  user: { roles?: string[]; labAnalyst?: boolean; councilNumber?: string | null },
): Promise<Operator> {
  const created = await createUser(app.database.db, {
    councilAcronym: 'CRF',
    councilState: 'SP',
    councilNumber: '12345',
    ...user,
    workplaceIds: [workplace.id],
  });
  const login = await app.http.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { document: created.document, password: created.password },
  });
  return {
    workplace,
    user: created,
    headers: { authorization: `Bearer ${login.json().accessToken}`, cnpj: workplace.cnpj },
  } as unknown as Operator;
}

/** An exam of the operator's workplace with its result typed: ready (or invalid on -1). */
async function readyExam(op: Operator, value = '0') {
  const id = await fx.examRequest(op, 'COVID_AG');
  const res = await fx.call(op, 'POST', `/exam-requests/${id}/results`, {
    analytes: [{ code: 'SARS_COV_2_AG', value }],
  });
  expect(res.statusCode, res.body).toBe(200);
  return { id, protocolNumber: res.json().protocolNumber as string };
}

const post = (op: Operator, id: string, action: string, payload?: Json) =>
  fx.call(op, 'POST', `/exam-requests/${id}/${action}`, payload);
const code = (res: { statusCode: number; json: () => Json }) => [
  res.statusCode,
  (res.json().error as Json | undefined)?.code,
];
const protocolStatus = async (op: Operator, protocolNumber: string) =>
  ((await fx.call(op, 'GET', `/protocols?q=${protocolNumber}`)).json().items as Json[])[0]?.status;

describe('release (§2, §5, §6)', () => {
  it('the analyst role releases a ready report once; the protocol awaits release until then', async () => {
    const op = await orderingOperator(app, { offer: ['COVID_AG'] });
    const analyst = await colleague(op.workplace, { roles: ['operator', 'analyst'] });
    const { id, protocolNumber } = await readyExam(op);
    expect(await protocolStatus(op, protocolNumber)).toBe('awaitingRelease');
    expect(await fx.get(analyst, id)).toMatchObject({
      canRelease: true,
      canRectify: false,
      releasedAt: null,
    });
    expect((await fx.get(op, id)).canRelease).toBe(false);

    expect(code(await post(op, id, 'release'))).toEqual([403, 'FORBIDDEN']);
    const released = await post(analyst, id, 'release');
    expect(released.statusCode, released.body).toBe(200);
    expect(released.json()).toMatchObject({ canRelease: false, canRectify: true, state: 'ready' });
    expect(released.json().releasedAt).toBeTruthy();
    expect(lastEntry(released.json())).toBe('released');
    expect(code(await post(analyst, id, 'release'))).toEqual([409, 'INVALID_TRANSITION']);
    expect(await protocolStatus(op, protocolNumber)).toBe('complete');
  });

  it('a ready result names who may release it, counts in the to-do and leaves it once released', async () => {
    const op = await orderingOperator(app, { offer: ['COVID_AG'] });
    const analyst = await colleague(op.workplace, { roles: ['operator', 'analyst'] });
    await colleague(op.workplace, { roles: ['operator', 'analyst'], labAnalyst: true, councilNumber: null });
    const before = await fx.call(op, 'GET', '/exam-requests/awaiting-release');
    expect(before.json()).toEqual({ count: 0 });
    const { id } = await readyExam(op);

    const seen = (await fx.call(op, 'GET', `/exam-requests/${id}`)).json();
    expect(seen.canRelease).toBe(false);
    expect(seen.releasers).toHaveLength(2);
    expect(seen.releasers).toContainEqual({ name: analyst.user.name, council: 'CRF-SP 12345' });
    expect(seen.releasers).toContainEqual({ name: expect.any(String), council: null });
    expect(seen.releaseRequestedAt).toEqual(expect.any(String));
    expect((seen.timeline as Json[]).find((e) => e.type === 'releaseRequested')?.detail).toEqual({ told: 2 });
    expect((await fx.call(op, 'GET', '/exam-requests/awaiting-release')).json()).toEqual({ count: 1 });
    const listed = await fx.call(op, 'GET', '/exam-requests?awaitingRelease=true');
    expect((listed.json().items as Json[]).map((i) => i.id)).toEqual([id]);

    expect((await post(analyst, id, 'release')).statusCode).toBe(200);
    const released = (await fx.call(op, 'GET', `/exam-requests/${id}`)).json();
    expect(released).toMatchObject({ releasers: [], releaseRequestedAt: null });
    expect((await fx.call(op, 'GET', '/exam-requests/awaiting-release')).json()).toEqual({ count: 0 });
    expect((await fx.call(op, 'GET', '/exam-requests?awaitingRelease=true')).json().items).toEqual([]);
  });

  it('an analyst in training or suspended is not among those a result waits for', async () => {
    const op = await orderingOperator(app, { offer: ['COVID_AG'] });
    const trainee = await createUser(app.database.db, {
      roles: ['operator', 'analyst'],
      status: 'PENDING_TRAINING',
      workplaceIds: [op.workplace.id],
    });
    await createUser(app.database.db, {
      roles: ['operator', 'analyst'],
      suspended: true,
      workplaceIds: [op.workplace.id],
    });
    const { id } = await readyExam(op);
    const seen = (await fx.call(op, 'GET', `/exam-requests/${id}`)).json();
    expect(seen.releasers).toEqual([]);
    expect(trainee.status).toBe('PENDING_TRAINING');
  });

  it("the result sheet needs the releaser's council data (§5)", async () => {
    const op = await orderingOperator(app, { offer: ['COVID_AG'] });
    const noCouncil = await colleague(op.workplace, { roles: ['analyst'], councilNumber: null });
    const { id } = await readyExam(op);
    expect(code(await post(noCouncil, id, 'release'))).toEqual([422, 'RESULT_SHEET_COUNCIL_REQUIRED']);
    expect((await fx.get(op, id)).releasedAt).toBeNull();
  });

  it('an invalid report is never released (it prints no result)', async () => {
    const op = await orderingOperator(app, { offer: ['COVID_AG'] });
    const analyst = await colleague(op.workplace, { roles: ['analyst'] });
    const { id } = await readyExam(op, '-1');
    expect(code(await post(analyst, id, 'release'))).toEqual([409, 'INVALID_TRANSITION']);
  });

  it('where analysis is local (drugstore) only a lab analyst confirms, and only in the registering workplace', async () => {
    const group = `NET-${crypto.randomUUID().slice(0, 8)}`;
    const op = await orderingOperator(app, {
      offer: ['COVID_AG'],
      workplace: { permissions: ['drugstore'], group },
    });
    const { id } = await readyExam(op);
    const analyst = await colleague(op.workplace, { roles: ['analyst'] });
    expect(code(await post(analyst, id, 'release'))).toEqual([403, 'FORBIDDEN']);

    // A lab analyst of another drugstore of the same network sees the exam but may not approve it (§5).
    const sibling = await createWorkplace(app.database.db, { permissions: ['drugstore'], group });
    const away = await colleague(sibling, { labAnalyst: true });
    expect(code(await post(away, id, 'release'))).toEqual([403, 'EXAM_APPROVAL_WRONG_WORKPLACE']);
    // Outside the network it does not exist.
    const stranger = await colleague(await createWorkplace(app.database.db, { permissions: ['drugstore'] }), {
      labAnalyst: true,
    });
    expect(code(await post(stranger, id, 'release'))[0]).toBe(404);

    const local = await colleague(op.workplace, { labAnalyst: true });
    expect((await post(local, id, 'release')).statusCode).toBe(200);
  });
});

describe('rectify (§4)', () => {
  it('only a released result, after confirmation; the old value stays in the history', async () => {
    const op = await orderingOperator(app, { offer: ['COVID_AG'] });
    const analyst = await colleague(op.workplace, { roles: ['analyst'] });
    const { id } = await readyExam(op, '0');
    const change = {
      analytes: [{ code: 'SARS_COV_2_AG', value: '1' }],
      reason: 'Leitura trocada',
      confirmed: true,
    };
    expect(code(await post(analyst, id, 'rectify', change))).toEqual([409, 'RECTIFY_NOT_ALLOWED']);
    await post(analyst, id, 'release');

    const unconfirmed = await post(analyst, id, 'rectify', { ...change, confirmed: false });
    expect(unconfirmed.statusCode).toBe(400);
    const bad = await post(analyst, id, 'rectify', {
      ...change,
      analytes: [{ code: 'SARS_COV_2_AG', value: '-1' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(((bad.json().error as Json).fields as Json[])[0]).toMatchObject({
      field: 'analyte.SARS_COV_2_AG',
    });
    expect(code(await post(op, id, 'rectify', change))).toEqual([403, 'FORBIDDEN']);

    const done = await post(analyst, id, 'rectify', change);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().results).toEqual([
      expect.objectContaining({ analyteCode: 'SARS_COV_2_AG', value: '1' }),
    ]);
    expect(done.json().revisions).toEqual([
      expect.objectContaining({
        analyteCode: 'SARS_COV_2_AG',
        oldValue: '0',
        newValue: '1',
        reason: 'Leitura trocada',
      }),
    ]);
    expect((done.json().timeline as Json[]).at(-1)).toMatchObject({
      type: 'rectified',
      detail: { analytes: ['SARS_COV_2_AG'] },
    });
  });
});

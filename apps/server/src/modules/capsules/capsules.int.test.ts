import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capsulesUsed } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { capsule, examRunFixtures } from '../exams-run/test-fixtures';
import { orderingOperator } from '../ordering/test-fixtures';

let app: TestApp;
let fx: ReturnType<typeof examRunFixtures>;

beforeAll(async () => {
  app = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  fx = examRunFixtures(app, []);
});
afterAll(async () => {
  await app?.stop();
});

type Op = Awaited<ReturnType<typeof orderingOperator>>;
const nullify = (op: Op, payload: Record<string, unknown>) =>
  app.http.inject({ method: 'POST', url: '/capsules/nullify', headers: op.headers, payload });

describe('capsule nullification (§2, §4, §5, §8)', () => {
  it('nullifies a capsule of a lot of the workplace, once', async () => {
    const op = await orderingOperator(app);
    const lot = await fx.lot(op);
    const code = capsule();
    const first = await nullify(op, { capsuleCode: ` ${code} `, lot: lot.number, method: 'typed' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      capsuleCode: code,
      lot: lot.number,
      examCode: 'COVID_AG',
      method: 'typed',
    });
    expect(first.json().by).toBeTruthy();

    const again = await nullify(op, { capsuleCode: code, lot: lot.number, method: 'qr' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('NULLIFY_ALREADY_NULLIFIED');

    const list = await app.http.inject({ method: 'GET', url: '/capsules/nullified', headers: op.headers });
    expect(list.json().items).toHaveLength(1);
    expect(list.json().items[0]).toMatchObject({ capsuleCode: code, method: 'typed' });
  });

  it('refuses twice at the same instant: one wins, the other is told it is already nullified', async () => {
    const op = await orderingOperator(app);
    const lot = await fx.lot(op);
    const code = capsule();
    const answers = await Promise.all(
      [1, 2, 3].map(() => nullify(op, { capsuleCode: code, lot: lot.number, method: 'typed' })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
  });

  it('refuses a capsule already used, naming the patient (it was billed with its exam)', async () => {
    const op = await orderingOperator(app);
    const lot = await fx.lot(op);
    const code = capsule();
    const examRequestId = await fx.examRequest(op, 'COVID_AG', 'Joana Usada');
    await app.database.db
      .insert(capsulesUsed)
      .values({ lotId: lot.id, capsuleCode: code, examRequestId, usedAt: new Date() });
    const res = await nullify(op, { capsuleCode: code, lot: lot.number, method: 'typed' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('CAPSULE_ALREADY_USED');
    expect(res.json().error.fields).toEqual([
      { field: 'capsuleCode', messageKey: 'validation:capsuleUsedBy', params: { patient: 'Joana Usada' } },
    ]);
  });

  it('nullifies a capsule of an expired lot (it is the stock thrown away; the count stays right)', async () => {
    const op = await orderingOperator(app);
    const lot = await fx.lot(op, 'COVID_AG', '2020-01-31');
    const res = await nullify(op, { capsuleCode: capsule(), lot: lot.number, method: 'typed' });
    expect(res.statusCode, res.body).toBe(201);
  });

  it("knows only the workplace's own lots", async () => {
    const op = await orderingOperator(app);
    const other = await orderingOperator(app);
    const theirs = await fx.lot(other);
    const res = await nullify(op, { capsuleCode: capsule(), lot: theirs.number, method: 'typed' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('LOT_NOT_FOUND');
    expect(res.json().error.fields).toEqual([{ field: 'lot', messageKey: 'validation:invalidLot' }]);
    const list = await app.http.inject({ method: 'GET', url: '/capsules/nullified', headers: other.headers });
    expect(list.json().items).toEqual([]);
  });

  it('names the field of a malformed code or lot', async () => {
    const op = await orderingOperator(app);
    const res = await nullify(op, { capsuleCode: 'CP-1;DROP', lot: '', method: 'typed' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual(
      expect.arrayContaining([
        { field: 'capsuleCode', messageKey: 'validation:invalid' },
        { field: 'lot', messageKey: 'validation:required' },
      ]),
    );
  });

  it('lists newest first with load more', async () => {
    const op = await orderingOperator(app);
    const lot = await fx.lot(op);
    const codes = [capsule(), capsule(), capsule()];
    for (const code of codes) await nullify(op, { capsuleCode: code, lot: lot.number, method: 'qr' });
    const first = await app.http.inject({
      method: 'GET',
      url: '/capsules/nullified?limit=2',
      headers: op.headers,
    });
    const firstPage = first.json().items as Array<{ capsuleCode: string; nullifiedAt: string }>;
    expect(firstPage).toHaveLength(2);
    expect(firstPage[0]!.nullifiedAt >= firstPage[1]!.nullifiedAt).toBe(true);
    const cursor = first.json().nextCursor as string;
    const second = await app.http.inject({
      method: 'GET',
      url: `/capsules/nullified?limit=2&cursor=${cursor}`,
      headers: op.headers,
    });
    expect(second.json().nextCursor).toBeNull();
    const seen = [...firstPage, ...second.json().items].map((i: { capsuleCode: string }) => i.capsuleCode);
    expect(seen.sort()).toEqual([...codes].sort());
    const bad = await app.http.inject({
      method: 'GET',
      url: '/capsules/nullified?cursor=xyz',
      headers: op.headers,
    });
    expect(bad.statusCode).toBe(400);
  });
});

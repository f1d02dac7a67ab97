import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { dispatch, distributorOf, shipmentLot, stockOperator } from '../orders/test-fixtures';
import { addLot, expectError, type Json, secondWorkplace, stockUser, utcDay } from './test-fixtures';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
});
afterAll(async () => {
  await app?.stop();
});

const routes: Array<['GET' | 'POST' | 'PUT', string, Json?]> = [
  ['GET', '/stock'],
  ['GET', '/stock/batches'],
  ['GET', '/stock/lots/6f1c1f0e-8a7b-4c3d-9e2f-0a1b2c3d4e5f/movements'],
  ['PUT', '/stock/lots/6f1c1f0e-8a7b-4c3d-9e2f-0a1b2c3d4e5f/internal-lot', { internalLot: 'X' }],
  ['GET', '/stock/transfer-destinations'],
  ['GET', '/stock/transfers'],
  ['POST', '/stock/transfers', { lotId: 'x', toCnpj: '', quantity: 0 }],
  ['GET', '/stock/recall?lot=L1'],
  ['GET', '/stock/recall.csv?lot=L1'],
];

describe('access (§6 stockView, tenancy)', () => {
  it('refuses a user without stockView (403 FORBIDDEN) before looking at the request', async () => {
    const user = await stockUser(app, { stockView: false });
    for (const [method, url, payload] of routes)
      expectError(await user.call(method, url, payload), 403, 'FORBIDDEN');
  });

  it("answers another tenant's workplace 404 and a missing CNPJ header 400", async () => {
    const user = await stockUser(app);
    const stranger = await stockUser(app);
    for (const [method, url, payload] of routes) {
      expectError(
        await user.call(method, url, payload, { ...user.headers, cnpj: stranger.workplace.cnpj }),
        404,
        'NOT_FOUND',
      );
      const { cnpj: _, ...withoutCnpj } = user.headers;
      expectError(await user.call(method, url, payload, withoutCnpj), 400, 'VALIDATION_FAILED');
    }
  });
});

describe('GET /stock (§2 my stock, §9 flags)', () => {
  it('lists the lots by exam then expiry, flagged with the days they have left; an empty expired lot is left out', async () => {
    const user = await stockUser(app);
    const id = user.workplace.id;
    const hivLater = await addLot(app, id, { examCode: 'HIV', expiresInDays: 200, quantity: 7 });
    const covidSoon = await addLot(app, id, { expiresInDays: 4, quantity: 3 });
    const covidLater = await addLot(app, id, { expiresInDays: 90, quantity: 0 });
    const covidExpired = await addLot(app, id, { expiresInDays: -10, quantity: 5 });
    const covidToday = await addLot(app, id, { expiresInDays: 0, quantity: 2 });
    const gone = await addLot(app, id, { expiresInDays: -1, quantity: 0 });
    await addLot(app, (await stockUser(app)).workplace.id, { quantity: 99 });

    const res = await user.call('GET', '/stock');
    expect(res.statusCode, res.body).toBe(200);
    const listed = res.json().lots as Json[];
    expect(listed.map((l) => l.lotNumber)).toEqual([
      covidExpired.lotNumber,
      covidToday.lotNumber,
      covidSoon.lotNumber,
      covidLater.lotNumber,
      hivLater.lotNumber,
    ]);
    expect(listed.map((l) => l.lotNumber)).not.toContain(gone.lotNumber);
    expect(listed.map((l) => [l.flag, l.daysLeft, l.quantity])).toEqual([
      ['expired', -10, 5],
      ['expiringSoon', 0, 2],
      ['expiringSoon', 4, 3],
      ['ok', 90, 0],
      ['ok', 200, 7],
    ]);
    expect(listed[2]).toEqual({
      id: covidSoon.id,
      examCode: 'COVID_AG',
      examName: expect.objectContaining({ 'pt-BR': expect.any(String) }),
      lotNumber: covidSoon.lotNumber,
      internalLot: covidSoon.internalLot,
      manufacturedOn: utcDay(app, -60),
      expiresOn: utcDay(app, 4),
      quantity: 3,
      flag: 'expiringSoon',
      daysLeft: 4,
    });
  });

  it('flags yellow a lot whose last day is within the coming week (its 6th day), not one a day later', async () => {
    const user = await stockUser(app);
    const sixth = await addLot(app, user.workplace.id, { expiresInDays: 6 });
    const seventh = await addLot(app, user.workplace.id, { expiresInDays: 7 });
    const listed = (await user.call('GET', '/stock')).json().lots as Json[];
    const flagOf = (id: string) => listed.find((l) => l.id === id)?.flag;
    expect([flagOf(sixth.id), flagOf(seventh.id)]).toEqual(['expiringSoon', 'ok']);
  });
});

describe('GET /stock/lots/:id/movements', () => {
  it("shows a lot's ledger newest first, page by page, with who did what", async () => {
    const user = await stockUser(app);
    const lot = await addLot(app, user.workplace.id, { quantity: 5 });
    for (const code of ['CPA1', 'CPA2', 'CPA3']) {
      const res = await user.call('POST', '/capsules/nullify', {
        capsuleCode: code,
        lot: lot.lotNumber,
        method: 'typed',
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const first = await user.call('GET', `/stock/lots/${lot.id}/movements?limit=2`);
    expect(first.statusCode, first.body).toBe(200);
    const page = first.json();
    expect(page.lot).toMatchObject({ id: lot.id, quantity: 2, flag: 'ok' });
    expect(page.items.map((m: Json) => [m.kind, m.delta, m.capsuleCode])).toEqual([
      ['nullified', -1, 'CPA3'],
      ['nullified', -1, 'CPA2'],
    ]);
    expect(page.items[0]).toMatchObject({ by: 'Test User', exam: null, order: null, transfer: null });
    const second = await user.call(
      'GET',
      `/stock/lots/${lot.id}/movements?limit=2&cursor=${page.nextCursor}`,
    );
    expect(second.json().items.map((m: Json) => m.capsuleCode)).toEqual(['CPA1']);
    expect(second.json().nextCursor).toBeNull();
    expectError(
      await user.call('GET', `/stock/lots/${lot.id}/movements?cursor=forged`),
      400,
      'VALIDATION_FAILED',
    );
  });

  it("answers another workplace's lot, and a lot id that is no id, without showing it", async () => {
    const user = await stockUser(app);
    const theirs = await addLot(app, (await stockUser(app)).workplace.id);
    expectError(await user.call('GET', `/stock/lots/${theirs.id}/movements`), 404, 'NOT_FOUND');
    const bad = await user.call('GET', '/stock/lots/not-an-id/movements');
    expectError(bad, 400, 'VALIDATION_FAILED');
    expect(bad.json().error.fields).toEqual([expect.objectContaining({ field: 'id' })]);
  });
});

describe('GET /stock/batches (§2 batches and internal lots)', () => {
  it('shows which internal lot came with which invoice and order, and the transfers in', async () => {
    const group = `NET-${crypto.randomUUID().slice(0, 8)}`;
    const op = await stockOperator(app);
    await app.database.db.execute(
      // The orders fixture makes a workplace of no network; this test needs one to transfer within.
      sql`update workplaces set "group" = ${group} where id = ${op.workplace.id}`,
    );
    const dist = await distributorOf(app, [op.workplace.id]);
    const order = await op.place([{ code: 'COVID_AG', quantity: 12 }]);
    const shipped = shipmentLot(app, op.index('COVID_AG'), { quantity: 12, internalLot: 'INT-NF-1' });
    const invoice = await dispatch(dist, order.id, [shipped]);
    const arrived = await op.call('POST', '/orders/arrival', { invoice });
    expect(arrived.statusCode, arrived.body).toBe(200);
    const opening = await addLot(app, op.workplace.id, { examCode: 'HIV', internalLot: '' });

    const res = await op.call('GET', '/stock/batches');
    expect(res.statusCode, res.body).toBe(200);
    const batches = res.json().batches as Json[];
    const batch = batches.find((b) => b.lotNumber === shipped.lotNumber);
    expect(batch).toMatchObject({ internalLot: 'INT-NF-1', quantity: 12, flag: 'ok' });
    expect(batch!.arrivals).toEqual([
      {
        source: 'order',
        at: expect.any(String),
        quantity: 12,
        internalLot: 'INT-NF-1',
        order: { id: order.id, number: order.number, invoice },
        fromWorkplace: null,
      },
    ]);
    expect(batches.find((b) => b.id === opening.id)).toMatchObject({ internalLot: '', arrivals: [] });

    // A transfer in is an arrival too, from the workplace it came from.
    const sibling = await secondWorkplace(app, op, group);
    const sent = await op.call('POST', '/stock/transfers', {
      lotId: batch!.id,
      toCnpj: sibling.workplace.cnpj,
      quantity: 5,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const there = await app.http.inject({ method: 'GET', url: '/stock/batches', headers: sibling.headers });
    expect(there.json().batches).toEqual([
      expect.objectContaining({
        lotNumber: shipped.lotNumber,
        internalLot: 'INT-NF-1',
        quantity: 5,
        arrivals: [
          expect.objectContaining({
            source: 'transfer',
            quantity: 5,
            order: null,
            fromWorkplace: { cnpj: op.workplace.cnpj, name: op.workplace.name },
          }),
        ],
      }),
    ]);
  });
});

describe('PUT /stock/lots/:id/internal-lot', () => {
  it('numbers a lot the workplace way; a bad number is named at its field; another workplace’s lot is not found', async () => {
    const user = await stockUser(app);
    const lot = await addLot(app, user.workplace.id, { internalLot: '' });
    const saved = await user.call('PUT', `/stock/lots/${lot.id}/internal-lot`, {
      internalLot: ' INT/2026-7 ',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ id: lot.id, internalLot: 'INT/2026-7' });
    const bad = await user.call('PUT', `/stock/lots/${lot.id}/internal-lot`, { internalLot: 'A;B' });
    expectError(bad, 400, 'VALIDATION_FAILED');
    expect(bad.json().error.fields).toEqual([{ field: 'internalLot', messageKey: 'validation:invalid' }]);
    const theirs = await addLot(app, (await stockUser(app)).workplace.id);
    expectError(
      await user.call('PUT', `/stock/lots/${theirs.id}/internal-lot`, { internalLot: 'X' }),
      404,
      'NOT_FOUND',
    );
  });
});

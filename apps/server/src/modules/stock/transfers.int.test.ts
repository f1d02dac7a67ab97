import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import {
  addLot,
  expectError,
  type Json,
  movementsOf,
  quantityOf,
  secondWorkplace,
  stockUser,
  uniqueLotNumber,
} from './test-fixtures';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
});
afterAll(async () => {
  await app?.stop();
});

const network = () => `NET-${crypto.randomUUID().slice(0, 8)}`;

/** A stock user at a workplace of a network, with a sibling workplace of that network (not linked to them). */
async function networked() {
  const group = network();
  const user = await stockUser(app, { group });
  const sibling = await stockUser(app, { group });
  return { group, user, sibling };
}

describe('exam transfer within a network (§2)', () => {
  it('lists the other workplaces of the network as destinations; a workplace of no network has none', async () => {
    const { group, user, sibling } = await networked();
    await stockUser(app, { group: network() });
    const res = await user.call('GET', '/stock/transfer-destinations');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      network: group,
      workplaces: [{ cnpj: sibling.workplace.cnpj, name: sibling.workplace.name }],
    });
    const alone = await stockUser(app);
    expect((await alone.call('GET', '/stock/transfer-destinations')).json()).toEqual({
      network: null,
      workplaces: [],
    });
  });

  it('moves the quantity: the source lot goes down, the destination gets the same lot, two ledger lines', async () => {
    const { user, sibling } = await networked();
    const lot = await addLot(app, user.workplace.id, { quantity: 10, expiresInDays: 100 });
    const masked = sibling.workplace.cnpj.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');
    const res = await user.call('POST', '/stock/transfers', { lotId: lot.id, toCnpj: masked, quantity: 4 });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      direction: 'sent',
      workplace: { cnpj: sibling.workplace.cnpj, name: sibling.workplace.name },
      examCode: 'COVID_AG',
      lotNumber: lot.lotNumber,
      quantity: 4,
      by: 'Test User',
    });
    expect(await quantityOf(app, lot.id)).toBe(6);
    const there = (await sibling.call('GET', '/stock')).json().lots as Json[];
    expect(there).toEqual([
      expect.objectContaining({
        lotNumber: lot.lotNumber,
        internalLot: lot.internalLot,
        manufacturedOn: lot.manufacturedOn,
        expiresOn: lot.expiresOn,
        examCode: 'COVID_AG',
        quantity: 4,
      }),
    ]);
    const transferId = res.json().id;
    expect((await movementsOf(app, lot.id)).map((m) => [m.kind, m.delta, m.transferId])).toEqual([
      ['transferOut', -4, transferId],
    ]);
    expect(
      (await movementsOf(app, there[0]!.id as string)).map((m) => [m.kind, m.delta, m.workplaceId]),
    ).toEqual([['transferIn', 4, sibling.workplace.id]]);

    // Again: the destination's lot grows; both sides list the transfers, newest first.
    app.clock.advance(1000); // a later instant: 'newest first' is then the second one
    expect(
      (await user.call('POST', '/stock/transfers', { lotId: lot.id, toCnpj: masked, quantity: 6 }))
        .statusCode,
    ).toBe(201);
    expect(await quantityOf(app, lot.id)).toBe(0);
    expect(await quantityOf(app, there[0]!.id as string)).toBe(10);
    const received = (await sibling.call('GET', '/stock/transfers')).json();
    expect(received.items.map((t: Json) => [t.direction, t.quantity, (t.workplace as Json).cnpj])).toEqual([
      ['received', 6, user.workplace.cnpj],
      ['received', 4, user.workplace.cnpj],
    ]);
    const page = (await user.call('GET', '/stock/transfers?limit=1')).json();
    expect(page.items.map((t: Json) => [t.direction, t.quantity])).toEqual([['sent', 6]]);
    const next = (await user.call('GET', `/stock/transfers?limit=1&cursor=${page.nextCursor}`)).json();
    expect(next.items.map((t: Json) => [t.direction, t.quantity])).toEqual([['sent', 4]]);
  });

  it('refuses more than the lot has (STOCK_INSUFFICIENT at quantity), an expired lot, the same workplace', async () => {
    const { user, sibling } = await networked();
    const lot = await addLot(app, user.workplace.id, { quantity: 3 });
    const expired = await addLot(app, user.workplace.id, { quantity: 3, expiresInDays: -1 });
    const to = sibling.workplace.cnpj;

    const tooMany = await user.call('POST', '/stock/transfers', { lotId: lot.id, toCnpj: to, quantity: 4 });
    expectError(tooMany, 409, 'STOCK_INSUFFICIENT');
    expect(tooMany.json().error.fields).toEqual([
      { field: 'quantity', messageKey: 'stock:problems.insufficient', params: { available: 3 } },
    ]);
    const old = await user.call('POST', '/stock/transfers', { lotId: expired.id, toCnpj: to, quantity: 1 });
    expectError(old, 422, 'LOT_EXPIRED');
    expect(old.json().error.fields).toEqual([{ field: 'lotId', messageKey: 'validation:lotExpired' }]);
    const here = await user.call('POST', '/stock/transfers', {
      lotId: lot.id,
      toCnpj: user.workplace.cnpj,
      quantity: 1,
    });
    expectError(here, 400, 'TRANSFER_SAME_WORKPLACE');
    expect(here.json().error.fields).toEqual([
      { field: 'toCnpj', messageKey: 'stock:problems.sameWorkplace' },
    ]);
    const zero = await user.call('POST', '/stock/transfers', { lotId: lot.id, toCnpj: to, quantity: 0 });
    expectError(zero, 400, 'VALIDATION_FAILED');
    expect(zero.json().error.fields).toEqual([{ field: 'quantity', messageKey: 'validation:tooSmall' }]);
    expect([await quantityOf(app, lot.id), await quantityOf(app, expired.id)]).toEqual([3, 3]);
    expect((await sibling.call('GET', '/stock')).json().lots).toEqual([]);
  });

  it('answers a destination outside the network, and a lot of another workplace, 404', async () => {
    const { user } = await networked();
    const lot = await addLot(app, user.workplace.id, { quantity: 3 });
    const outsider = await stockUser(app, { group: network() });
    const lonely = await stockUser(app);
    for (const toCnpj of [outsider.workplace.cnpj, lonely.workplace.cnpj, '11111111111111']) {
      const res = await user.call('POST', '/stock/transfers', { lotId: lot.id, toCnpj, quantity: 1 });
      expectError(res, 404, 'NOT_FOUND');
      expect(res.json().error.fields).toEqual([
        { field: 'toCnpj', messageKey: 'stock:problems.notInNetwork' },
      ]);
    }
    // Even a sibling's lot, seen from here, is not this workplace's.
    const { user: other, sibling } = await networked();
    const theirs = await addLot(app, sibling.workplace.id, { quantity: 3 });
    expectError(
      await other.call('POST', '/stock/transfers', {
        lotId: theirs.id,
        toCnpj: sibling.workplace.cnpj,
        quantity: 1,
      }),
      404,
      'NOT_FOUND',
    );
    // The other workplace of a user linked to both does not make it this workplace's lot either.
    const mine = await secondWorkplace(app, user);
    const lotThere = await addLot(app, mine.workplace.id, { quantity: 3 });
    expectError(
      await user.call('POST', '/stock/transfers', {
        lotId: lotThere.id,
        toCnpj: outsider.workplace.cnpj,
        quantity: 1,
      }),
      404,
      'NOT_FOUND',
    );
    expect([
      await quantityOf(app, lot.id),
      await quantityOf(app, theirs.id),
      await quantityOf(app, lotThere.id),
    ]).toEqual([3, 3, 3]);
  });

  it('never mixes two exams: a destination holding the lot number for another exam is refused', async () => {
    const { user, sibling } = await networked();
    const lotNumber = uniqueLotNumber();
    const lot = await addLot(app, user.workplace.id, { lotNumber, quantity: 3 });
    const clash = await addLot(app, sibling.workplace.id, { lotNumber, examCode: 'HIV', quantity: 2 });
    const res = await user.call('POST', '/stock/transfers', {
      lotId: lot.id,
      toCnpj: sibling.workplace.cnpj,
      quantity: 1,
    });
    expectError(res, 400, 'VALIDATION_FAILED');
    expect(res.json().error.fields).toEqual([
      { field: 'lotId', messageKey: 'stock:problems.lotOfAnotherExam' },
    ]);
    expect([await quantityOf(app, lot.id), await quantityOf(app, clash.id)]).toEqual([3, 2]);
  });

  it('keeps the count right under concurrent transfers, both ways: never negative, every capsule somewhere', async () => {
    const { user, sibling } = await networked();
    const lotNumber = uniqueLotNumber();
    const here = await addLot(app, user.workplace.id, { lotNumber, quantity: 5 });
    const there = await addLot(app, sibling.workplace.id, { lotNumber, quantity: 5 });
    const out = () =>
      user.call('POST', '/stock/transfers', { lotId: here.id, toCnpj: sibling.workplace.cnpj, quantity: 1 });
    const back = () =>
      sibling.call('POST', '/stock/transfers', { lotId: there.id, toCnpj: user.workplace.cnpj, quantity: 1 });
    const answers = await Promise.all([
      ...Array.from({ length: 8 }, out),
      ...Array.from({ length: 3 }, back),
    ]);
    const codes = answers.map((r) => (r.statusCode === 201 ? 'ok' : r.json().error.code));
    expect(
      codes.filter((c) => c !== 'ok' && c !== 'STOCK_INSUFFICIENT'),
      JSON.stringify(codes),
    ).toEqual([]);
    const q = [await quantityOf(app, here.id), await quantityOf(app, there.id)];
    expect(q[0]! + q[1]!).toBe(10);
    expect(Math.min(...q)).toBeGreaterThanOrEqual(0);
    const ledger = [...(await movementsOf(app, here.id)), ...(await movementsOf(app, there.id))];
    expect(5 + ledger.filter((m) => m.lotId === here.id).reduce((sum, m) => sum + m.delta, 0)).toBe(q[0]);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exams, lots } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { colleagueOf } from '../ordering/test-fixtures';
import {
  dayFrom,
  dispatch,
  distributorOf,
  shipmentLot,
  stockOperator,
  uniqueInvoice,
  uniqueLot,
} from './test-fixtures';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
});
afterAll(async () => {
  await app?.stop();
});

async function shippedOrder(
  lotsOf: (op: Awaited<ReturnType<typeof stockOperator>>) => Record<string, unknown>[],
) {
  const op = await stockOperator(app, { name: 'Rita Compras' });
  const dist = await distributorOf(app, [op.workplace.id]);
  const order = await op.place([{ code: 'COVID_AG', quantity: 30 }, 'HIV']);
  const shipped = lotsOf(op);
  const invoice = await dispatch(dist, order.id, shipped);
  return { op, dist, order, invoice, shipped };
}

describe('confirm arrival by invoice (§2)', () => {
  it('shows the shipped order and its lots to check, by the invoice typed in any case', async () => {
    const { op, order, invoice, shipped } = await shippedOrder((op) => [
      shipmentLot(app, op.index('COVID_AG'), { quantity: 30, internalLot: 'INT-77' }),
      shipmentLot(app, op.index('HIV'), { internalLot: undefined }),
    ]);
    const res = await op.call(
      'GET',
      `/orders/arrival?invoice=${encodeURIComponent(` ${invoice.toLowerCase()} `)}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: order.id, status: 'dispatched', invoice });
    expect(res.json().shipmentLots).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          lotNumber: shipped[0]!.lotNumber,
          examCode: 'COVID_AG',
          quantity: 30,
          internalLot: 'INT-77',
        }),
        expect.objectContaining({
          lotNumber: shipped[1]!.lotNumber,
          examCode: 'HIV',
          quantity: 10,
          internalLot: null,
        }),
      ]),
    );
    // Looking changes nothing.
    expect((await op.call('GET', `/orders/${order.id}`)).json().status).toBe('dispatched');
  });

  it('answers ORDER_INVOICE_NOT_FOUND for an unknown invoice or another workplace’s, and names a bad one', async () => {
    const { invoice } = await shippedOrder((op) => [shipmentLot(app, op.index('COVID_AG'))]);
    const op = await stockOperator(app);
    for (const res of [
      await op.call('GET', `/orders/arrival?invoice=${uniqueInvoice()}`),
      await op.call('GET', `/orders/arrival?invoice=${invoice}`),
      await op.call('POST', '/orders/arrival', { invoice }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('ORDER_INVOICE_NOT_FOUND');
    }
    const bad = await op.call('GET', '/orders/arrival?invoice=');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual([{ field: 'invoice', messageKey: 'validation:required' }]);
  });

  it('refuses an order not dispatched yet', async () => {
    const op = await stockOperator(app);
    const dist = await distributorOf(app, [op.workplace.id]);
    const order = await op.place();
    const invoice = uniqueInvoice();
    await dist.move(order.id, { to: 'confirmed' });
    await dist.move(order.id, { to: 'invoiceForPayment' });
    await dist.move(order.id, {
      to: 'invoiceForShipping',
      invoice,
      lots: [shipmentLot(app, op.index('COVID_AG'))],
    });
    const res = await op.call('POST', '/orders/arrival', { invoice });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: 'INVALID_TRANSITION',
      fields: [{ field: 'invoice', messageKey: 'orders:problems.notDispatched' }],
    });
    await dist.move(order.id, { to: 'canceled' });
    const canceled = await op.call('GET', `/orders/arrival?invoice=${invoice}`);
    expect(canceled.json().error.fields).toEqual([
      { field: 'invoice', messageKey: 'orders:problems.orderCanceled' },
    ]);
  });

  it('receives the order through delivered and adds each lot to the stock, once', async () => {
    const { op, order, invoice, shipped } = await shippedOrder((op) => [
      shipmentLot(app, op.index('COVID_AG'), { quantity: 30, internalLot: 'INT-77' }),
      shipmentLot(app, op.index('HIV'), { quantity: 10, internalLot: undefined }),
    ]);
    app.clock.advance(60_000);
    const res = await op.call('POST', '/orders/arrival', { invoice });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'received', deliveredOn: dayFrom(app, 0) });
    expect(res.json().history.slice(-2)).toEqual([
      expect.objectContaining({ from: 'dispatched', to: 'delivered', by: 'Rita Compras' }),
      expect.objectContaining({ from: 'delivered', to: 'received', by: 'Rita Compras' }),
    ]);

    const covid = await op.lot(shipped[0]!.lotNumber as string);
    expect(covid).toMatchObject({
      quantity: 30,
      internalLot: 'INT-77',
      manufacturedOn: shipped[0]!.manufacturedOn,
      expiresOn: shipped[0]!.expiresOn,
    });
    const [covidExam] = await app.database.db
      .select({ id: exams.id })
      .from(exams)
      .where(eq(exams.code, 'COVID_AG'));
    expect(covid!.examId).toBe(covidExam!.id);
    expect((await op.lot(shipped[1]!.lotNumber as string))?.internalLot).toBe('');
    const movements = await op.movements(shipped[0]!.lotNumber as string);
    expect(movements).toEqual([
      expect.objectContaining({
        kind: 'arrival',
        delta: 30,
        orderId: order.id,
        userId: op.user.id,
        workplaceId: op.workplace.id,
      }),
    ]);

    const again = await op.call('POST', '/orders/arrival', { invoice });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'INVALID_TRANSITION',
      fields: [{ field: 'invoice', messageKey: 'orders:problems.alreadyReceived' }],
    });
    expect(again.json().error.message).toBeTruthy();
    const preview = await op.call('GET', `/orders/arrival?invoice=${invoice}`);
    expect(preview.json().error.fields[0].messageKey).toBe('orders:problems.alreadyReceived');
    expect((await op.lot(shipped[0]!.lotNumber as string))?.quantity).toBe(30);
    expect(await op.movements(shipped[0]!.lotNumber as string)).toHaveLength(1);
  });

  it('adds two concurrent confirmations once', async () => {
    const { op, invoice, shipped } = await shippedOrder((op) => [
      shipmentLot(app, op.index('COVID_AG'), { quantity: 25 }),
    ]);
    const colleague = await colleagueOf(app, op, { stockView: true });
    const answers = await Promise.all([
      op.call('POST', '/orders/arrival', { invoice }),
      app.http.inject({
        method: 'POST',
        url: '/orders/arrival',
        headers: colleague.headers,
        payload: { invoice },
      }),
      op.call('POST', '/orders/arrival', { invoice }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    expect((await op.lot(shipped[0]!.lotNumber as string))?.quantity).toBe(25);
    expect(await op.movements(shipped[0]!.lotNumber as string)).toHaveLength(1);
  });

  it('adds to a lot of the same number the workplace already holds, filling in a blank internal lot', async () => {
    const lotNumber = uniqueLot();
    const first = await shippedOrder((op) => [
      shipmentLot(app, op.index('COVID_AG'), { lotNumber, quantity: 12, internalLot: undefined }),
    ]);
    const { op } = first;
    expect((await op.call('POST', '/orders/arrival', { invoice: first.invoice })).statusCode).toBe(200);
    const dist = await distributorOf(app, [op.workplace.id]);
    const second = await op.place(['COVID_AG']);
    const invoice = await dispatch(dist, second.id, [
      shipmentLot(app, op.index('COVID_AG'), { lotNumber, quantity: 8, internalLot: 'INT-9' }),
    ]);
    expect((await op.call('POST', '/orders/arrival', { invoice })).statusCode).toBe(200);
    expect(await op.lot(lotNumber)).toMatchObject({ quantity: 20, internalLot: 'INT-9' });
    expect((await op.movements(lotNumber)).map((m) => m.delta).sort()).toEqual([12, 8]);
  });

  it('refuses a lot number the workplace holds for another exam, and changes nothing', async () => {
    const lotNumber = uniqueLot();
    const { op, order, invoice } = await shippedOrder((op) => [
      shipmentLot(app, op.index('COVID_AG'), { quantity: 30 }),
      shipmentLot(app, op.index('HIV'), { lotNumber }),
    ]);
    const [glucose] = await app.database.db.select().from(exams).where(eq(exams.code, 'GLUCOSE'));
    await app.database.db.insert(lots).values({
      workplaceId: op.workplace.id,
      examId: glucose!.id,
      lotNumber,
      internalLot: 'G-1',
      manufacturedOn: dayFrom(app, -10),
      expiresOn: dayFrom(app, 100),
      quantity: 3,
    });
    const res = await op.call('POST', '/orders/arrival', { invoice });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual([
      { field: 'invoice', messageKey: 'orders:problems.lotOfAnotherExam', params: { lot: lotNumber } },
    ]);
    expect((await op.lot(lotNumber))?.quantity).toBe(3);
    expect((await op.call('GET', `/orders/${order.id}`)).json().status).toBe('dispatched');
  });

  it('receives an order the distributor marked delivered, keeping its delivery day', async () => {
    const { op, dist, order, invoice } = await shippedOrder((op) => [shipmentLot(app, op.index('COVID_AG'))]);
    expect((await dist.move(order.id, { to: 'delivered' })).json().deliveredOn).toBe(dayFrom(app, 0));
    app.clock.advance(2 * 86_400_000);
    // Two days later the morning's token has expired: a colleague signs in and confirms.
    const colleague = await colleagueOf(app, op, { stockView: true });
    const res = await app.http.inject({
      method: 'POST',
      url: '/orders/arrival',
      headers: colleague.headers,
      payload: { invoice },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'received', deliveredOn: dayFrom(app, -2) });
    expect(res.json().history.at(-1)).toMatchObject({ from: 'delivered', to: 'received' });
  });
});

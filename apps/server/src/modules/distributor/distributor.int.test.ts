import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import {
  dayFrom,
  dispatch,
  distributorOf,
  shipmentLot,
  stockOperator,
  uniqueInvoice,
} from '../orders/test-fixtures';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
});
afterAll(async () => {
  await app?.stop();
});

describe('the distributor API (§4 order status, docs/orders.md)', () => {
  it('takes an order through every status, each move in the history with who and when', async () => {
    const op = await stockOperator(app, { name: 'Rita Compras' });
    const dist = await distributorOf(app, [op.workplace.id]);
    const order = await op.place([{ code: 'COVID_AG', quantity: 20 }, 'HIV']);
    const invoice = uniqueInvoice();
    const lots = [
      shipmentLot(app, op.index('COVID_AG'), { quantity: 20 }),
      shipmentLot(app, op.index('HIV')),
    ];
    const forecast = dayFrom(app, 7);
    // The clock moves a minute per step: the day sent is the one given, even if the steps cross midnight.
    const sentOn = dayFrom(app, 0);
    const steps = [
      { to: 'confirmed', forecastOn: forecast },
      { to: 'generateTicket' },
      { to: 'invoiceForPayment', paymentReference: '34191.79001 01043.510047 91020.150008 1 96610000012345' },
      { to: 'invoicePaid' },
      { to: 'invoiceForShipping', invoice: invoice.toLowerCase(), lots },
      { to: 'dispatched', sentOn },
      { to: 'delivered' },
    ];
    for (const body of steps) {
      app.clock.advance(60_000);
      const res = await dist.move(order.id, body);
      expect(res.statusCode, `${body.to}: ${res.body}`).toBe(200);
      expect(res.json().status).toBe(body.to);
    }
    const delivered = (await dist.list(`?status=delivered&cnpj=${op.workplace.cnpj}`)).json().items;
    expect(delivered.map((o: { id: string }) => o.id)).toEqual([order.id]);

    // Receipt is the workplace's: it adds the lots to its stock.
    const refused = await dist.move(order.id, { to: 'received' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('INVALID_TRANSITION');
    const received = await op.call('POST', '/orders/arrival', { invoice });
    expect(received.statusCode, received.body).toBe(200);
    const closed = await dist.move(order.id, { to: 'closed' });
    expect(closed.statusCode, closed.body).toBe(200);

    const detail = closed.json();
    expect(detail).toMatchObject({
      status: 'closed',
      invoice,
      forecastOn: forecast,
      sentOn,
      deliveredOn: dayFrom(app, 0),
      paymentReference: steps[2]!.paymentReference,
    });
    expect(detail.shipmentLots).toHaveLength(2);
    expect(
      detail.history.map((e: { from: string | null; to: string; by: string }) => [e.from, e.to, e.by]),
    ).toEqual([
      [null, 'inAnalysis', 'Rita Compras'],
      ['inAnalysis', 'confirmed', 'Paula Distribuidora'],
      ['confirmed', 'generateTicket', 'Paula Distribuidora'],
      ['generateTicket', 'invoiceForPayment', 'Paula Distribuidora'],
      ['invoiceForPayment', 'invoicePaid', 'Paula Distribuidora'],
      ['invoicePaid', 'invoiceForShipping', 'Paula Distribuidora'],
      ['invoiceForShipping', 'dispatched', 'Paula Distribuidora'],
      ['dispatched', 'delivered', 'Paula Distribuidora'],
      ['delivered', 'received', 'Rita Compras'],
      ['received', 'closed', 'Paula Distribuidora'],
    ]);
    const times = detail.history.map((e: { at: string }) => e.at);
    expect([...times].sort()).toEqual(times);
    expect(detail.updatedAt).toBe(times.at(-1));
    expect((await op.call('GET', `/orders/${order.id}`)).json()).toEqual(detail);
  });

  it('records payment on term after receipt (received → invoice paid → closed)', async () => {
    const op = await stockOperator(app);
    const dist = await distributorOf(app, [op.workplace.id]);
    const order = await op.place();
    const invoice = await dispatch(dist, order.id, [shipmentLot(app, op.index('COVID_AG'))]);
    expect((await op.call('POST', '/orders/arrival', { invoice })).statusCode).toBe(200);
    expect((await dist.move(order.id, { to: 'invoicePaid' })).json().status).toBe('invoicePaid');
    expect((await dist.move(order.id, { to: 'closed' })).json().status).toBe('closed');
  });

  it('refuses illegal moves and leaves the order as it was', async () => {
    const op = await stockOperator(app);
    const dist = await distributorOf(app, [op.workplace.id]);
    const order = await op.place();
    const skip = await dist.move(order.id, { to: 'dispatched' });
    expect(skip.statusCode).toBe(409);
    expect(skip.json().error.code).toBe('INVALID_TRANSITION');

    await dispatch(dist, order.id, [shipmentLot(app, op.index('COVID_AG'))]);
    const cancelAfterDispatch = await dist.move(order.id, { to: 'canceled' });
    expect(cancelAfterDispatch.json().error.code).toBe('INVALID_TRANSITION');

    const canceled = await op.place();
    await dist.move(canceled.id, { to: 'confirmed' });
    await dist.move(canceled.id, { to: 'invoiceForPayment' });
    expect((await dist.move(canceled.id, { to: 'canceled' })).json().status).toBe('canceled');
    for (const to of ['inAnalysis', 'confirmed', 'closed', 'canceled']) {
      const res = await dist.move(canceled.id, { to });
      expect(res.statusCode, to).toBe(409);
      expect(res.json().error.code).toBe('INVALID_TRANSITION');
    }

    const closed = await op.place();
    const invoice = await dispatch(dist, closed.id, [shipmentLot(app, op.index('COVID_AG'))]);
    await op.call('POST', '/orders/arrival', { invoice });
    await dist.move(closed.id, { to: 'closed' });
    for (const to of ['invoicePaid', 'received', 'canceled', 'inAnalysis']) {
      const res = await dist.move(closed.id, { to });
      expect(res.statusCode, to).toBe(409);
    }
    const after = (await op.call('GET', `/orders/${closed.id}`)).json();
    expect(after.status).toBe('closed');
    expect(after.history.at(-1).to).toBe('closed');
    const unknown = await dist.move(closed.id, { to: 'lost' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual([{ field: 'to', messageKey: 'validation:invalidOption' }]);
  });

  it('needs the shipping invoice and the lots to ship, naming what is missing', async () => {
    const op = await stockOperator(app);
    const dist = await distributorOf(app, [op.workplace.id]);
    const order = await op.place();
    await dist.move(order.id, { to: 'confirmed' });
    await dist.move(order.id, { to: 'invoiceForPayment' });

    const nothing = await dist.move(order.id, { to: 'invoiceForShipping' });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().error).toMatchObject({
      code: 'ORDER_SHIPMENT_MISSING',
      fields: [
        { field: 'invoice', messageKey: 'validation:required' },
        { field: 'lots', messageKey: 'validation:required' },
      ],
    });
    const noLots = await dist.move(order.id, { to: 'invoiceForShipping', invoice: uniqueInvoice() });
    expect(noLots.json().error.fields).toEqual([{ field: 'lots', messageKey: 'validation:required' }]);
    const emptyLots = await dist.move(order.id, {
      to: 'invoiceForShipping',
      invoice: uniqueInvoice(),
      lots: [],
    });
    expect(emptyLots.json().error.fields).toEqual([{ field: 'lots', messageKey: 'validation:required' }]);
    const early = await dist.move(order.id, { to: 'invoicePaid', invoice: uniqueInvoice() });
    expect(early.json().error.fields).toEqual([
      { field: 'invoice', messageKey: 'orders:problems.onlyWhenShipping' },
    ]);
    expect((await op.call('GET', `/orders/${order.id}`)).json()).toMatchObject({
      status: 'invoiceForPayment',
      invoice: null,
    });
  });

  it('names each bad lot: twice, exam not ordered, expired, made after it expires, odd lot number', async () => {
    const op = await stockOperator(app);
    const dist = await distributorOf(app, [op.workplace.id]);
    const order = await op.place(['COVID_AG']);
    await dist.move(order.id, { to: 'confirmed' });
    await dist.move(order.id, { to: 'invoiceForPayment' });
    const covid = shipmentLot(app, op.index('COVID_AG'));
    const rules = await dist.move(order.id, {
      to: 'invoiceForShipping',
      invoice: uniqueInvoice(),
      lots: [
        covid,
        { ...covid, quantity: 5 },
        shipmentLot(app, op.index('HIV')),
        shipmentLot(app, op.index('COVID_AG'), {
          expiresOn: dayFrom(app, -1),
          manufacturedOn: dayFrom(app, -90),
        }),
      ],
    });
    expect(rules.statusCode).toBe(400);
    expect(rules.json().error.fields).toEqual([
      { field: 'lots.1.lotNumber', messageKey: 'orders:problems.lotTwice' },
      { field: 'lots.2.examIndex', messageKey: 'orders:problems.lotExamNotOrdered' },
      { field: 'lots.3.expiresOn', messageKey: 'validation:lotExpired' },
    ]);
    const shape = await dist.move(order.id, {
      to: 'invoiceForShipping',
      invoice: 'NF 1;',
      lots: [
        shipmentLot(app, op.index('COVID_AG'), {
          manufacturedOn: dayFrom(app, 10),
          expiresOn: dayFrom(app, 5),
        }),
        shipmentLot(app, op.index('COVID_AG'), {
          lotNumber: 'L 1',
          quantity: 0,
          manufacturedOn: '2026-02-30',
        }),
      ],
    });
    expect(shape.statusCode).toBe(400);
    expect(shape.json().error.fields).toEqual(
      expect.arrayContaining([
        { field: 'invoice', messageKey: 'validation:invalid' },
        { field: 'lots.0.expiresOn', messageKey: 'validation:dateRangeInverted' },
        { field: 'lots.1.lotNumber', messageKey: 'validation:invalidLot' },
        { field: 'lots.1.quantity', messageKey: 'validation:tooSmall' },
        { field: 'lots.1.manufacturedOn', messageKey: 'validation:invalidDate' },
      ]),
    );
    expect((await op.call('GET', `/orders/${order.id}`)).json().shipmentLots).toEqual([]);
  });

  it('keeps a shipping invoice unique per workplace, also when two orders race for it', async () => {
    const op = await stockOperator(app);
    const other = await stockOperator(app);
    const dist = await distributorOf(app, [op.workplace.id, other.workplace.id]);
    const first = await op.place();
    const invoice = await dispatch(dist, first.id, [shipmentLot(app, op.index('COVID_AG'))]);

    const second = await op.place();
    await dist.move(second.id, { to: 'confirmed' });
    await dist.move(second.id, { to: 'invoiceForPayment' });
    const taken = await dist.move(second.id, {
      to: 'invoiceForShipping',
      invoice,
      lots: [shipmentLot(app, op.index('COVID_AG'))],
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().error.fields).toEqual([
      { field: 'invoice', messageKey: 'orders:problems.invoiceTaken' },
    ]);

    // Another workplace may receive an invoice with the same number (another issuer's series).
    const elsewhere = await other.place();
    await dispatch(dist, elsewhere.id, [shipmentLot(app, other.index('COVID_AG'))], invoice);

    const racers = [await op.place(), await op.place()];
    for (const r of racers) {
      await dist.move(r.id, { to: 'confirmed' });
      await dist.move(r.id, { to: 'invoiceForPayment' });
    }
    const shared = uniqueInvoice();
    const answers = await Promise.all(
      racers.map((r) =>
        dist.move(r.id, {
          to: 'invoiceForShipping',
          invoice: shared,
          lots: [shipmentLot(app, op.index('COVID_AG'))],
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    const loser = answers.find((a) => a.statusCode === 400)!;
    expect(loser.json().error.fields).toEqual([
      { field: 'invoice', messageKey: 'orders:problems.invoiceTaken' },
    ]);
  });

  it('lists only the linked workplaces, by status and workplace, with load more', async () => {
    const op = await stockOperator(app);
    const other = await stockOperator(app);
    const stranger = await stockOperator(app);
    const dist = await distributorOf(app, [op.workplace.id, other.workplace.id]);
    const a = await op.place();
    const b = await other.place();
    app.clock.advance(1000);
    const c = await other.place();
    const theirs = await stranger.place();
    await dist.move(a.id, { to: 'confirmed' });

    const first = await dist.list('?limit=2');
    expect(first.statusCode, first.body).toBe(200);
    const second = await dist.list(`?limit=2&cursor=${first.json().nextCursor}`);
    const ids = [...first.json().items, ...second.json().items].map((o: { id: string }) => o.id);
    expect(ids).toEqual([c.id, b.id, a.id]);
    expect(second.json().nextCursor).toBeNull();
    expect(first.json().items[0].workplace).toEqual({
      cnpj: other.workplace.cnpj,
      name: other.workplace.name,
    });

    const confirmed = (await dist.list('?status=confirmed')).json().items;
    expect(confirmed.map((o: { id: string }) => o.id)).toEqual([a.id]);
    const masked = other.workplace.cnpj.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');
    const ofOther = (await dist.list(`?cnpj=${encodeURIComponent(masked)}`)).json().items;
    expect(ofOther.map((o: { id: string }) => o.id)).toEqual([c.id, b.id]);

    for (const res of [
      await app.http.inject({
        method: 'GET',
        url: `/distributor/v1/orders/${theirs.id}`,
        headers: dist.headers,
      }),
      await dist.move(theirs.id, { to: 'confirmed' }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
    expect((await stranger.call('GET', `/orders/${theirs.id}`)).json().status).toBe('inAnalysis');
    const detail = await app.http.inject({
      method: 'GET',
      url: `/distributor/v1/orders/${a.id}`,
      headers: dist.headers,
    });
    expect(detail.json()).toMatchObject({
      id: a.id,
      status: 'confirmed',
      deliveryAddress: { city: 'São Paulo' },
    });
  });

  it('refuses users without the distributor role (403) and calls without a token (401)', async () => {
    const op = await stockOperator(app);
    const order = await op.place();
    const manager = await distributorOf(app, [op.workplace.id], ['operator', 'manager']);
    for (const res of [await manager.list(), await manager.move(order.id, { to: 'confirmed' })]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('FORBIDDEN');
    }
    const anonymous = await app.http.inject({ method: 'GET', url: '/distributor/v1/orders' });
    expect(anonymous.statusCode).toBe(401);
    expect((await op.call('GET', `/orders/${order.id}`)).json().status).toBe('inAnalysis');
  });

  it('is described in the API reference (/api/docs)', async () => {
    const doc = (await app.http.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/distributor/v1/orders',
        '/distributor/v1/orders/{id}',
        '/distributor/v1/orders/{id}/status',
        '/orders',
        '/orders/{id}',
        '/orders/{id}/cancel',
        '/orders/arrival',
        '/orders/products',
      ]),
    );
    const move = doc.paths['/distributor/v1/orders/{id}/status'].post;
    expect(Object.keys(move.requestBody.content['application/json'].schema.properties)).toEqual(
      expect.arrayContaining(['to', 'invoice', 'lots', 'forecastOn', 'sentOn', 'paymentReference']),
    );
  });
});

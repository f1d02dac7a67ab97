import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { colleagueOf } from '../ordering/test-fixtures';
import { deliveryAddress, dispatch, distributorOf, shipmentLot, stockOperator } from './test-fixtures';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
});
afterAll(async () => {
  await app?.stop();
});

describe('my orders: the workplace side (§2, §3, §4, §6)', () => {
  it('lists the exams the workplace can order, third-party tests left out', async () => {
    const op = await stockOperator(app);
    const res = await op.call('GET', '/orders/products');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().exams.map((e: { examCode: string }) => e.examCode)).toEqual([
      'COVID_AG',
      'HIV',
      'GLUCOSE',
    ]);
    expect(res.json().exams[0].examName['pt-BR']).toBeTruthy();
  });

  it('places an order in analysis, with exam names, quantities, number, address and history', async () => {
    const op = await stockOperator(app, { name: 'Rita Compras' });
    const res = await op.call('POST', '/orders', {
      products: [
        { examIndex: op.index('HIV'), quantity: 5 },
        { examIndex: op.index('COVID_AG'), quantity: 10_000 },
      ],
      deliveryAddress,
      notes: ' Entregar pela manhã ',
    });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json();
    expect(order).toMatchObject({
      status: 'inAnalysis',
      notes: 'Entregar pela manhã',
      invoice: null,
      forecastOn: null,
      deliveredOn: null,
      deliveryAddress: { ...deliveryAddress, country: 'BR', postalCodeUnknown: false },
      workplace: { cnpj: op.workplace.cnpj },
      shipmentLots: [],
      history: [{ from: null, to: 'inAnalysis', by: 'Rita Compras' }],
    });
    expect(order.number).toBeGreaterThan(0);
    expect(order.products).toEqual([
      expect.objectContaining({ examCode: 'COVID_AG', quantity: 10_000 }),
      expect.objectContaining({ examCode: 'HIV', quantity: 5 }),
    ]);
    const detail = await op.call('GET', `/orders/${order.id}`);
    expect(detail.json()).toEqual(order);
  });

  it('lists newest first, by status, with load more', async () => {
    const op = await stockOperator(app);
    const placed = [];
    for (let i = 0; i < 3; i++) {
      placed.push(await op.place(['COVID_AG']));
      app.clock.advance(1000);
    }
    // Two orders of one instant are told apart by their number.
    placed.push(await op.place(['HIV']));
    placed.push(await op.place(['GLUCOSE']));
    await op.call('POST', `/orders/${placed[0]!.id}/cancel`);

    const first = await op.call('GET', '/orders?limit=2');
    expect(first.statusCode, first.body).toBe(200);
    const second = await op.call('GET', `/orders?limit=2&cursor=${first.json().nextCursor}`);
    const third = await op.call('GET', `/orders?limit=2&cursor=${second.json().nextCursor}`);
    expect(third.json().nextCursor).toBeNull();
    const seen = [...first.json().items, ...second.json().items, ...third.json().items].map(
      (o: { id: string }) => o.id,
    );
    expect(seen).toEqual(placed.map((o) => o.id).reverse());
    expect(first.json().items[0].products).toEqual([
      expect.objectContaining({ examCode: 'GLUCOSE', quantity: 10 }),
    ]);

    const canceled = await op.call('GET', '/orders?status=canceled');
    expect(canceled.json().items.map((o: { id: string }) => o.id)).toEqual([placed[0]!.id]);
    const wrongStatus = await op.call('GET', '/orders?status=lost');
    expect(wrongStatus.statusCode).toBe(400);
    expect(wrongStatus.json().error.fields[0].field).toBe('status');
    const badCursor = await op.call('GET', '/orders?cursor=abc');
    expect(badCursor.statusCode).toBe(400);
    expect(badCursor.json().error.fields).toEqual([{ field: 'cursor', messageKey: 'validation:invalid' }]);
  });

  it.each([
    [{ products: [] }, 'products', 'validation:required'],
    [{ products: [{ examIndex: 'HIV', quantity: 0 }] }, 'products.0.quantity', 'validation:tooSmall'],
    [{ products: [{ examIndex: 'HIV', quantity: 10_001 }] }, 'products.0.quantity', 'validation:invalid'],
    [
      {
        products: [
          { examIndex: 'HIV', quantity: 1 },
          { examIndex: 'HIV', quantity: 2 },
        ],
      },
      'products.1.examIndex',
      'orders:problems.examTwice',
    ],
    [
      { products: [{ examIndex: 'CHOL', quantity: 1 }] },
      'products.0.examIndex',
      'orders:problems.examNotOrderable',
    ],
    [
      { products: [{ examIndex: 'COVID_PCR', quantity: 1 }] },
      'products.0.examIndex',
      'orders:problems.examNotOrderable',
    ],
    [
      { deliveryAddress: { ...deliveryAddress, postalCode: '123' } },
      'deliveryAddress.postalCode',
      'validation:invalidPostalCode',
    ],
    [
      { deliveryAddress: { ...deliveryAddress, street: '' } },
      'deliveryAddress.street',
      'validation:required',
    ],
    [{ deliveryAddress: undefined }, 'deliveryAddress', 'validation:required'],
  ])('refuses %j, naming %s', async (patch, field, messageKey) => {
    const op = await stockOperator(app);
    const body: Record<string, unknown> = {
      products: [{ examIndex: op.index('HIV'), quantity: 1 }],
      deliveryAddress,
      ...patch,
    };
    if (Array.isArray(body.products))
      body.products = body.products.map((p: { examIndex: unknown; quantity: number }) => ({
        ...p,
        examIndex: typeof p.examIndex === 'string' ? op.index(p.examIndex) : p.examIndex,
      }));
    const res = await op.call('POST', '/orders', body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    expect(res.json().error.fields).toContainEqual({ field, messageKey });
    expect((await op.call('GET', '/orders')).json().items).toEqual([]);
  });

  it('cancels while not billed; afterwards the workplace cannot cancel', async () => {
    const op = await stockOperator(app);
    const dist = await distributorOf(app, [op.workplace.id]);
    const fresh = await op.place();
    const canceled = await op.call('POST', `/orders/${fresh.id}/cancel`);
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(canceled.json().status).toBe('canceled');
    expect(canceled.json().history.map((e: { to: string }) => e.to)).toEqual(['inAnalysis', 'canceled']);
    const again = await op.call('POST', `/orders/${fresh.id}/cancel`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('INVALID_TRANSITION');

    const confirmed = await op.place();
    expect((await dist.move(confirmed.id, { to: 'confirmed' })).statusCode).toBe(200);
    expect((await op.call('POST', `/orders/${confirmed.id}/cancel`)).json().status).toBe('canceled');

    const billed = await op.place();
    await dist.move(billed.id, { to: 'confirmed' });
    await dist.move(billed.id, { to: 'generateTicket' });
    const refused = await op.call('POST', `/orders/${billed.id}/cancel`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('INVALID_TRANSITION');

    const shipped = await op.place();
    await dispatch(dist, shipped.id, [shipmentLot(app, op.index('COVID_AG'))]);
    const afterDispatch = await op.call('POST', `/orders/${shipped.id}/cancel`);
    expect(afterDispatch.json().error.code).toBe('INVALID_TRANSITION');
    expect((await op.call('GET', `/orders/${shipped.id}`)).json().status).toBe('dispatched');
  });

  it('cannot make the distributor moves: its users have no access to the distributor API', async () => {
    const op = await stockOperator(app);
    const order = await op.place();
    const res = await app.http.inject({
      method: 'POST',
      url: `/distributor/v1/orders/${order.id}/status`,
      headers: { authorization: op.headers.authorization },
      payload: { to: 'confirmed' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('FORBIDDEN');
    expect((await op.call('GET', `/orders/${order.id}`)).json().status).toBe('inAnalysis');
  });

  it("answers 404 for another workplace's order or workplace, 403 without stockView", async () => {
    const op = await stockOperator(app);
    const other = await stockOperator(app);
    const theirs = await other.place();
    for (const url of [`/orders/${theirs.id}`]) {
      const res = await op.call('GET', url);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
    const cancel = await op.call('POST', `/orders/${theirs.id}/cancel`);
    expect(cancel.statusCode).toBe(404);
    expect((await other.call('GET', `/orders/${theirs.id}`)).json().status).toBe('inAnalysis');
    const foreignCnpj = await app.http.inject({
      method: 'GET',
      url: '/orders',
      headers: { ...op.headers, cnpj: other.workplace.cnpj },
    });
    expect(foreignCnpj.statusCode).toBe(404);

    const colleague = await colleagueOf(app, other, { stockView: false });
    for (const [method, url] of [
      ['GET', '/orders'],
      ['GET', '/orders/products'],
      ['GET', `/orders/${theirs.id}`],
      ['POST', `/orders/${theirs.id}/cancel`],
      ['GET', '/orders/arrival?invoice=NF-1'],
      ['POST', '/orders/arrival'],
      ['POST', '/orders'],
    ] as const) {
      const res = await app.http.inject({
        method,
        url,
        headers: colleague.headers,
        ...(method === 'POST' && { payload: { invoice: 'NF-1' } }),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().error.code).toBe('FORBIDDEN');
    }
    const malformed = await op.call('GET', '/orders/not-a-uuid');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.fields[0].field).toBe('id');
  });
});

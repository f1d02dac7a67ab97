import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../platform/clock';
import { seedDemoNetwork } from '../../seed/demo-network';
import { DEMO_DISTRIBUTOR_DOCUMENT } from '../../seed/demo-orders';
import { createTestApp, type TestApp } from '../../testing/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({}, new ManualClock(new Date('2026-11-22T12:00:00Z')), { isolated: true });
  await seedDemoNetwork(app.database.db, app.clock);
  // Idempotent: a second run adds nothing.
  await seedDemoNetwork(app.database.db, app.clock);
});
afterAll(async () => {
  await app?.stop();
});

async function tokenOf(document: string) {
  const login = await app.http.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { document, password: 'ponto123' },
  });
  expect(login.statusCode, login.body).toBe(200);
  return `Bearer ${login.json().accessToken}`;
}

describe('demo orders (docs/orders.md)', () => {
  it('gives the distributor the demo orders of the drugstore and the clinic, once, with their history', async () => {
    const authorization = await tokenOf(DEMO_DISTRIBUTOR_DOCUMENT);
    const res = await app.http.inject({
      method: 'GET',
      url: '/distributor/v1/orders?limit=50',
      headers: { authorization },
    });
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().items as Array<{ id: string; status: string; workplace: { cnpj: string } }>;
    expect(items).toHaveLength(7);
    expect(new Set(items.map((o) => o.status))).toEqual(
      new Set([
        'inAnalysis',
        'invoiceForPayment',
        'dispatched',
        'closed',
        'canceled',
        'delivered',
        'confirmed',
      ]),
    );
    const closed = items.find((o) => o.status === 'closed')!;
    const detail = await app.http.inject({
      method: 'GET',
      url: `/distributor/v1/orders/${closed.id}`,
      headers: { authorization },
    });
    expect(detail.json().history.map((e: { to: string }) => e.to)).toEqual([
      'inAnalysis',
      'confirmed',
      'invoiceForPayment',
      'invoiceForShipping',
      'dispatched',
      'delivered',
      'received',
      'invoicePaid',
      'closed',
    ]);
    expect(detail.json().history[1].by).toBe('Paulo Distribuidor');
  });

  it("lets a stock user confirm the drugstore's dispatched demo invoice", async () => {
    const headers = { authorization: await tokenOf('45678901249'), cnpj: '11222333000181' };
    const mine = await app.http.inject({ method: 'GET', url: '/orders', headers });
    expect(mine.json().items.map((o: { workplace: { cnpj: string } }) => o.workplace.cnpj)).toEqual(
      Array(4).fill('11222333000181'),
    );
    const res = await app.http.inject({
      method: 'POST',
      url: '/orders/arrival',
      headers,
      payload: { invoice: 'NF-DEMO-1001' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res
        .json()
        .shipmentLots.map((l: { lotNumber: string }) => l.lotNumber)
        .sort(),
    ).toEqual(['HBD104004004', 'SYD103003004']);
  });
});

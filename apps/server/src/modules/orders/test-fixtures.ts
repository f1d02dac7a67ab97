import crypto from 'node:crypto';
import { calendarDateOf, toIsoDate } from '@ponto/domain';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { lots, stockMovements } from '../../db/schema';
import { createUser } from '../../testing/factories';
import type { TestApp } from '../../testing/test-app';
import { orderingOperator } from '../ordering/test-fixtures';

export type Json = Record<string, unknown>;
export type StockOperator = Awaited<ReturnType<typeof stockOperator>>;
export type Distributor = Awaited<ReturnType<typeof distributorOf>>;

export const deliveryAddress = {
  postalCode: '01310-100',
  street: 'Av. Paulista',
  number: '1000',
  complement: 'Loja 2',
  district: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
};

/** A day relative to the test app's clock, as an ISO day of Brazil's calendar (the server's 'today'). */
export function dayFrom(app: TestApp, days: number): string {
  return toIsoDate(calendarDateOf(new Date(app.clock.now().getTime() + days * 86_400_000)));
}

export const uniqueInvoice = () => `NF-${crypto.randomUUID().slice(0, 8).toUpperCase()}`;
export const uniqueLot = () => `LT${crypto.randomUUID().replaceAll('-', '').slice(0, 10).toUpperCase()}`;

/** A workplace offering the demo exams (Covid-19 RT-PCR as a third-party test), with a stockView user. */
export async function stockOperator(app: TestApp, user: Parameters<typeof createUser>[1] = {}) {
  const op = await orderingOperator(app, {
    user: { stockView: true, ...user },
    offer: ['COVID_AG', 'HIV', 'GLUCOSE', { code: 'COVID_PCR', thirdParty: true }],
  });
  const call = (method: 'GET' | 'POST', url: string, payload?: Json) =>
    app.http.inject({ method, url, headers: op.headers, ...(payload && { payload }) });
  return {
    ...op,
    call,
    /** Places an order of these exam codes (10 capsules each unless told) and returns its detail. */
    async place(lines: Array<string | { code: string; quantity: number }> = ['COVID_AG']) {
      const res = await call('POST', '/orders', {
        products: lines.map((l) =>
          typeof l === 'string'
            ? { examIndex: op.index(l), quantity: 10 }
            : { examIndex: op.index(l.code), quantity: l.quantity },
        ),
        deliveryAddress,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as { id: string; number: number; status: string } & Json;
    },
    async lot(lotNumber: string) {
      const [row] = await app.database.db
        .select()
        .from(lots)
        .where(and(eq(lots.workplaceId, op.workplace.id), eq(lots.lotNumber, lotNumber)));
      return row;
    },
    async movements(lotNumber: string) {
      const row = await this.lot(lotNumber);
      if (!row) return [];
      return app.database.db.select().from(stockMovements).where(eq(stockMovements.lotId, row.id));
    },
  };
}

/** A signed-in user with the 'distributor' role, linked to these workplaces. */
export async function distributorOf(app: TestApp, workplaceIds: string[], roles = ['distributor']) {
  const user = await createUser(app.database.db, { name: 'Paula Distribuidora', roles, workplaceIds });
  const login = await app.http.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { document: user.document, password: user.password },
  });
  expect(login.statusCode, login.body).toBe(200);
  const headers = { authorization: `Bearer ${login.json().accessToken}` };
  return {
    user,
    headers,
    list: (query = '') => app.http.inject({ method: 'GET', url: `/distributor/v1/orders${query}`, headers }),
    move: (id: string, payload: Json) =>
      app.http.inject({ method: 'POST', url: `/distributor/v1/orders/${id}/status`, headers, payload }),
  };
}

/** A shipment lot of an exam, valid on the app's clock, with a lot number of its own. */
export function shipmentLot(app: TestApp, examIndex: number, overrides: Json = {}) {
  return {
    examIndex,
    lotNumber: uniqueLot(),
    internalLot: 'INT-1',
    manufacturedOn: dayFrom(app, -30),
    expiresOn: dayFrom(app, 365),
    quantity: 10,
    ...overrides,
  };
}

/**
 * The distributor takes the order to dispatched: confirmed, invoice for payment, invoice for shipping
 * (with the invoice and these lots), dispatched. Returns the invoice.
 */
export async function dispatch(
  dist: Distributor,
  orderId: string,
  lotsShipped: Json[],
  invoice = uniqueInvoice(),
) {
  for (const body of [
    { to: 'confirmed' },
    { to: 'invoiceForPayment', paymentReference: 'NF-PAY-1' },
    { to: 'invoiceForShipping', invoice, lots: lotsShipped },
    { to: 'dispatched' },
  ]) {
    const res = await dist.move(orderId, body);
    expect(res.statusCode, res.body).toBe(200);
  }
  return invoice;
}

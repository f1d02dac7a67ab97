import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { exams, lots, stockMovements, userWorkplaces } from '../../db/schema';
import { createWorkplace } from '../../testing/factories';
import type { TestApp } from '../../testing/test-app';
import { orderingOperator } from '../ordering/test-fixtures';

export type Json = Record<string, unknown>;
export type StockUser = Awaited<ReturnType<typeof stockUser>>;

/** A day `days` from the app's clock, in UTC (lots expire by the UTC day: domain lotExpiresAt). */
export function utcDay(app: TestApp, days: number): string {
  return new Date(app.clock.now().getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

export const uniqueLotNumber = () =>
  `SL${crypto.randomUUID().replaceAll('-', '').slice(0, 10).toUpperCase()}`;

/** A workplace (of a network when `group` is given) offering Covid-19 antigen and HIV, with a stockView user. */
export async function stockUser(app: TestApp, options: { group?: string | null; stockView?: boolean } = {}) {
  const op = await orderingOperator(app, {
    workplace: { group: options.group ?? null },
    user: { stockView: options.stockView ?? true },
    offer: ['COVID_AG', 'HIV'],
  });
  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: Json,
    headers: Record<string, string> = op.headers,
  ) => app.http.inject({ method, url, headers, ...(payload && { payload }) });
  return { ...op, call };
}

/** Another workplace linked to the same user (the CNPJ header picks it), optionally in a network. */
export async function secondWorkplace(
  app: TestApp,
  user: { user: { id: string }; headers: Record<string, string> },
  group: string | null = null,
) {
  const workplace = await createWorkplace(app.database.db, { group });
  await app.database.db.insert(userWorkplaces).values({ userId: user.user.id, workplaceId: workplace.id });
  return { workplace, headers: { ...user.headers, cnpj: workplace.cnpj } };
}

/** A lot put straight into a workplace's stock (opening stock: no ledger line). */
export async function addLot(
  app: TestApp,
  workplaceId: string,
  options: {
    examCode?: string;
    lotNumber?: string;
    expiresInDays?: number;
    quantity?: number;
    internalLot?: string;
  } = {},
) {
  const [exam] = await app.database.db
    .select({ id: exams.id })
    .from(exams)
    .where(eq(exams.code, options.examCode ?? 'COVID_AG'));
  const lotNumber = options.lotNumber ?? uniqueLotNumber();
  const [row] = await app.database.db
    .insert(lots)
    .values({
      workplaceId,
      examId: exam!.id,
      lotNumber,
      internalLot: options.internalLot ?? `INT-${lotNumber.slice(-4)}`,
      manufacturedOn: utcDay(app, -60),
      expiresOn: utcDay(app, options.expiresInDays ?? 365),
      quantity: options.quantity ?? 10,
    })
    .returning();
  return row!;
}

export async function quantityOf(app: TestApp, lotId: string): Promise<number> {
  const [row] = await app.database.db.select({ q: lots.quantity }).from(lots).where(eq(lots.id, lotId));
  return row!.q;
}

export async function movementsOf(app: TestApp, lotId: string) {
  return app.database.db.select().from(stockMovements).where(eq(stockMovements.lotId, lotId));
}

export function expectError(
  res: { statusCode: number; body: string; json: () => unknown },
  status: number,
  code: string,
) {
  expect([res.statusCode, (res.json() as { error?: { code?: string } }).error?.code], res.body).toEqual([
    status,
    code,
  ]);
}

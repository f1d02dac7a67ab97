import { type ServicesReport, servicesReportColumns } from '@ponto/domain';
import { resources } from '@ponto/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { parseCsv } from '../exam-report/test-fixtures';
import { getReport, insertProtocol, type Operator, orderingOperator } from './test-fixtures';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.stop();
});

const MARCH = { from: '2026-03-01', to: '2026-03-31' };
const inMarch = new Date('2026-03-10T15:00:00Z');

async function report(op: Operator, params: Record<string, string> = MARCH) {
  const res = await getReport(app, op, '/reports/services', params);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return res.json() as ServicesReport;
}

describe('services report (§2 /relatorio-servicos)', () => {
  it("splits each protocol's money over its exams by their price, to the cent; totals and payment methods add up", async () => {
    // The workplace's own HIV price weighs instead of the catalogue's (6900).
    const op = await orderingOperator(app, {
      offer: [{ code: 'HIV', priceCents: 7000 }, 'SYPHILIS', 'BHCG'],
    });
    const db = app.database.db;
    const released = new Date('2026-03-11T12:00:00Z');
    // HIV 7000 + syphilis 5900: 12900, a discount, a displacement fee, paid by pix.
    await insertProtocol(db, op, {
      at: inMarch,
      exams: [
        { code: 'HIV', value: '0', releasedAt: released },
        { code: 'SYPHILIS', value: '0' },
      ],
      fullPriceCents: 12900,
      payment: { method: 'pix', discountCents: 1001, pricePaidCents: 11799, displacementFeeCents: 500 },
    });
    await insertProtocol(db, op, {
      at: new Date('2026-03-31T23:00:00Z'),
      exams: [{ code: 'HIV', value: '1', releasedAt: released }],
      fullPriceCents: 7000,
      payment: { method: 'cash', pricePaidCents: 7000 },
    });
    // A voucher paid the syphilis exam: the full price left it out, so all the money is BhCG's.
    await insertProtocol(db, op, {
      at: inMarch,
      exams: [{ code: 'SYPHILIS', voucherCode: 'V-1' }, { code: 'BHCG' }],
      fullPriceCents: 4500,
      payment: { method: 'pix', pricePaidCents: 4000, displacementFeeCents: 300 },
    });
    // Outside the period (1 April in São Paulo), and another workplace's: never counted.
    await insertProtocol(db, op, {
      at: new Date('2026-04-01T03:00:00Z'),
      exams: [{ code: 'HIV' }],
      fullPriceCents: 7000,
      payment: { method: 'cash', pricePaidCents: 7000 },
    });
    const stranger = await orderingOperator(app, { offer: ['HIV'] });
    await insertProtocol(db, stranger, {
      at: inMarch,
      exams: [{ code: 'HIV' }],
      fullPriceCents: 6900,
      payment: { method: 'debit', pricePaidCents: 6900 },
    });

    const result = await report(op);
    const money = (
      e: Pick<
        ServicesReport['totals'],
        'fullPriceCents' | 'discountCents' | 'pricePaidCents' | 'displacementFeeCents'
      >,
    ) => [e.fullPriceCents, e.discountCents, e.pricePaidCents, e.displacementFeeCents];
    expect(result.exams.map((e) => [e.examCode, e.requests, e.released, ...money(e)])).toEqual([
      // 12900 · 7000/12900 and so on; the cent left over goes to the larger fraction:
      // discount 543.18 + 457.82 → 543 + 458; paid 6402.6 + 5396.4 → 6403 + 5396; fee 271.3 + 228.7 → 271 + 229.
      ['HIV', 2, 2, 7000 + 7000, 543, 6403 + 7000, 271],
      ['SYPHILIS', 2, 0, 5900, 458, 5396, 229],
      ['BHCG', 1, 0, 4500, 0, 4000, 300],
    ]);
    expect(result.exams[0]).toMatchObject({
      examIndex: op.index('HIV'),
      name: { 'pt-BR': 'HIV 1/2', 'es-ES': 'VIH 1/2' },
    });
    expect(result.totals).toEqual({
      protocols: 3,
      requests: 5,
      released: 2,
      fullPriceCents: 12900 + 7000 + 4500,
      discountCents: 1001,
      pricePaidCents: 11799 + 7000 + 4000,
      displacementFeeCents: 800,
    });
    expect(result.paymentMethods).toEqual([
      { method: 'pix', protocols: 2, pricePaidCents: 15799 },
      { method: 'cash', protocols: 1, pricePaidCents: 7000 },
    ]);

    expect((await report(stranger)).totals).toMatchObject({
      protocols: 1,
      requests: 1,
      pricePaidCents: 6900,
    });
    expect(await report(op, { from: '2026-02-01', to: '2026-02-28' })).toEqual({
      exams: [],
      totals: {
        protocols: 0,
        requests: 0,
        released: 0,
        fullPriceCents: 0,
        discountCents: 0,
        pricePaidCents: 0,
        displacementFeeCents: 0,
      },
      paymentMethods: [],
    });
  });

  it('splits evenly when every exam of the protocol costs nothing; the odd cent goes to the lower index', async () => {
    const op = await orderingOperator(app, {
      offer: [
        { code: 'CRP', priceCents: 0 },
        { code: 'HBA1C', priceCents: 0 },
      ],
    });
    await insertProtocol(app.database.db, op, {
      at: inMarch,
      exams: [{ code: 'CRP' }, { code: 'HBA1C' }],
      payment: { method: 'cash', displacementFeeCents: 301 },
    });
    const fees = (await report(op)).exams.map((e) => [e.examIndex, e.displacementFeeCents]);
    const [low, high] = [op.index('CRP'), op.index('HBA1C')].sort((a, b) => a - b);
    expect(fees).toEqual([
      [low, 151],
      [high, 150],
    ]);
  });

  it('the CSV: the translated header, one line per exam, then the totals; money as 123.45', async () => {
    const op = await orderingOperator(app, { offer: ['HIV', 'COVID_AG'] });
    await insertProtocol(app.database.db, op, {
      at: inMarch,
      exams: [{ code: 'COVID_AG', value: '1', releasedAt: inMarch }],
      fullPriceCents: 8900,
      payment: { method: 'credit', discountCents: 905, pricePaidCents: 7995, displacementFeeCents: 1000 },
    });
    await insertProtocol(app.database.db, op, {
      at: inMarch,
      exams: [{ code: 'HIV' }],
      fullPriceCents: 6900,
      payment: { method: 'cash', pricePaidCents: 6900 },
    });
    for (const lang of ['pt-BR', 'en-US'] as const) {
      const res = await getReport(app, op, '/reports/services.csv', { ...MARCH, lang });
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.body.startsWith('\uFEFF')).toBe(true);
      const records = parseCsv(res.body.slice(1));
      const labels = resources[lang].servicesReport.columns as Record<string, string>;
      expect(records[0]).toEqual(servicesReportColumns.map((c) => labels[c]));
      const covid = lang === 'pt-BR' ? 'Covid-19 Antígeno' : 'Covid-19 Antigen';
      expect(records.slice(1)).toEqual([
        [String(op.index('COVID_AG')), covid, '1', '1', '89.00', '9.05', '79.95', '10.00'],
        [String(op.index('HIV')), 'HIV 1/2', '1', '0', '69.00', '0.00', '69.00', '0.00'],
        ['', 'Total', '2', '1', '158.00', '9.05', '148.95', '10.00'],
      ]);
    }
    const res = await getReport(app, op, '/reports/services.csv', MARCH);
    expect(parseCsv(res.body.slice(1))[0]!.slice(0, 4)).toEqual([
      'Índice do exame',
      'Exame',
      'Exames solicitados',
      'Resultados liberados',
    ]);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="relatorio-servicos-2026-03-01_2026-03-31.csv"',
    );
  });
});

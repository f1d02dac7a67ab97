import { type CovidReport, covidReportColumns } from '@ponto/domain';
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

async function report(op: Operator, params: Record<string, string> = MARCH) {
  const res = await getReport(app, op, '/reports/covid', params);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return res.json() as CovidReport;
}

describe('Covid-19 report (§2 /relatorio-covid)', () => {
  it('counts the Covid exams per workplace day by outcome; other exams, cancelled ones and other workplaces never', async () => {
    const op = await orderingOperator(app);
    const db = app.database.db;
    // 10 March in São Paulo, from 03:00 UTC on the 10th to 02:59 UTC on the 11th.
    const tenth = new Date('2026-03-10T14:00:00Z');
    const lateTenth = new Date('2026-03-11T02:30:00Z');
    const released = new Date('2026-03-12T12:00:00Z');
    const covid = async (
      at: Date,
      code: string,
      exam: { value?: string; status?: string; released?: boolean },
    ) =>
      insertProtocol(db, op, {
        at,
        exams: [
          { code, value: exam.value, status: exam.status, releasedAt: exam.released ? released : undefined },
        ],
      });
    await covid(tenth, 'COVID_AG', { value: '1', released: true });
    await covid(lateTenth, 'COVID_PCR', { value: '1', released: true });
    await covid(tenth, 'COVID_AG', { value: '0', released: true });
    await covid(tenth, 'COVID_PCR', { value: '-2', released: true });
    // A reading of -1 leaves the exam invalid (no report to release); so does a software invalidation.
    await covid(tenth, 'COVID_AG', { value: '-1' });
    await covid(tenth, 'COVID_AG', { status: 'invalidatedBySoftware' });
    // Awaiting: not run, in analysis, a positive not released yet, waiting for a new sample.
    await covid(tenth, 'COVID_AG', {});
    await covid(tenth, 'COVID_AG', { status: 'inAnalysis' });
    await covid(tenth, 'COVID_PCR', { value: '1' });
    await covid(tenth, 'COVID_AG', { status: 'awaitingRecollect' });
    // Cancelled, and not a Covid exam: left out.
    await covid(tenth, 'COVID_AG', { status: 'cancelled' });
    await covid(tenth, 'HIV', { value: '1', released: true });
    // The 11th, and April (the 1st in São Paulo from 03:00 UTC).
    await covid(new Date('2026-03-11T03:00:00Z'), 'COVID_PCR', { value: '0', released: true });
    await covid(new Date('2026-04-01T03:00:00Z'), 'COVID_AG', { value: '1', released: true });
    const stranger = await orderingOperator(app);
    await insertProtocol(db, stranger, {
      at: tenth,
      exams: [{ code: 'COVID_AG', value: '1', releasedAt: released }],
    });

    const result = await report(op);
    expect(result).toEqual({
      days: [
        { day: '2026-03-10', total: 10, positive: 2, negative: 1, inconclusive: 1, invalid: 2, awaiting: 4 },
        { day: '2026-03-11', total: 1, positive: 0, negative: 1, inconclusive: 0, invalid: 0, awaiting: 0 },
      ],
      totals: { total: 11, positive: 2, negative: 2, inconclusive: 1, invalid: 2, awaiting: 4 },
    });
    expect((await report(stranger)).totals).toMatchObject({ total: 1, positive: 1 });
    expect(await report(op, { from: '2026-04-01', to: '2026-04-01' })).toMatchObject({
      days: [{ day: '2026-04-01', total: 1, positive: 1 }],
    });

    for (const lang of ['pt-BR', 'es-ES'] as const) {
      const res = await getReport(app, op, '/reports/covid.csv', { ...MARCH, lang });
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
      expect(res.body.startsWith('\uFEFF')).toBe(true);
      const records = parseCsv(res.body.slice(1));
      const labels = resources[lang].covidReport.columns as Record<string, string>;
      expect(records[0]).toEqual(covidReportColumns.map((c) => labels[c]));
      expect(records.slice(1)).toEqual([
        ['2026-03-10', '10', '2', '1', '1', '2', '4'],
        ['2026-03-11', '1', '0', '1', '0', '0', '0'],
        ['Total', '11', '2', '2', '1', '2', '4'],
      ]);
    }
    const res = await getReport(app, op, '/reports/covid.csv', MARCH);
    expect(parseCsv(res.body.slice(1))[0]).toEqual([
      'Dia',
      'Total',
      'Positivos',
      'Negativos',
      'Inconclusivos',
      'Inválidos',
      'Aguardando resultado',
    ]);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="relatorio-covid-2026-03-01_2026-03-31.csv"',
    );
  });

  it('a period with no Covid exam: no days, zero totals, a CSV of the header and the totals line', async () => {
    const op = await orderingOperator(app);
    expect(await report(op)).toEqual({
      days: [],
      totals: { total: 0, positive: 0, negative: 0, inconclusive: 0, invalid: 0, awaiting: 0 },
    });
    const res = await getReport(app, op, '/reports/covid.csv', { ...MARCH, lang: 'en-US' });
    expect(parseCsv(res.body.slice(1))).toEqual([
      ['Day', 'Total', 'Positive', 'Negative', 'Inconclusive', 'Invalid', 'Awaiting result'],
      ['Total', '0', '0', '0', '0', '0', '0'],
    ]);
  });
});

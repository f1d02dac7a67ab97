import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../platform/clock';
import { seedDemoNetwork } from '../../seed/demo-network';
import { DEMO_QC_READER } from '../../seed/demo-quality';
import { createTestApp, type TestApp } from '../../testing/test-app';

let app: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  app = await createTestApp({}, new ManualClock(new Date('2026-11-22T12:00:00Z')), { isolated: true });
  await seedDemoNetwork(app.database.db, app.clock);
  await seedDemoNetwork(app.database.db, app.clock); // a second run adds nothing
  const login = await app.http.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { document: '111.444.777-35', password: 'ponto123' },
  });
  headers = { authorization: `Bearer ${login.json().accessToken}`, cnpj: '11222333000181' };
});
afterAll(async () => {
  await app?.stop();
});

describe('demo quality history (docs/quality.md)', () => {
  it("shows the drugstore's QC reader with HbA1c current and Covid antigen overdue", async () => {
    const body = (await app.http.inject({ method: 'GET', url: '/quality/internal-control', headers })).json();
    const row = (exam: string) =>
      body.rows.find(
        (r: { reader: { code: string }; exam: { code: string } }) =>
          r.reader.code === DEMO_QC_READER && r.exam.code === exam,
      );
    expect(row('HBA1C').standing).toEqual({ state: 'ok', dueOn: '2026-12-19' });
    expect(row('COVID_AG').standing.state).toBe('overdue');
  });

  it('charts the A1CN series once, with its 2-2s', async () => {
    const results = (
      await app.http.inject({
        method: 'GET',
        url: '/quality/control-results?kind=internal&limit=200',
        headers,
      })
    ).json();
    expect(results.items).toHaveLength(21);
    const hba1c = results.items.find((r: { exam: { code: string } }) => r.exam.code === 'HBA1C');
    const chart = (
      await app.http.inject({
        method: 'GET',
        url: `/quality/levey-jennings?examId=${hba1c.exam.id}&material=A1CN&lot=CTLA1C01`,
        headers,
      })
    ).json();
    expect(chart.points).toHaveLength(20);
    expect(chart.points[11].violations).toEqual(['2-2s']);
    expect(chart.rejected).toBe(false);
  });
});

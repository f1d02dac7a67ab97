import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../platform/clock';
import { seedDemoNetwork } from '../../seed/demo-network';
import { DEMO_VOUCHER_PATIENT_CPF } from '../../seed/demo-ordering';
import { createTestApp, type TestApp } from '../../testing/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({}, new ManualClock(new Date('2026-11-22T12:00:00Z')), { isolated: true });
  await seedDemoNetwork(app.database.db, app.clock);
  // Idempotent: a second run changes nothing.
  await seedDemoNetwork(app.database.db, app.clock);
});
afterAll(async () => {
  await app?.stop();
});

async function ana(cnpj: string) {
  const login = await app.http.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { document: '11144477735', password: 'ponto123' },
  });
  return { authorization: `Bearer ${login.json().accessToken}`, cnpj };
}

describe('demo ordering data (docs/demo-data.md)', () => {
  it('gives each demo workplace its catalogue; kits only at the self-collection workplace', async () => {
    const drugstore = (
      await app.http.inject({ method: 'GET', url: '/exams/catalogue', headers: await ana('11222333000181') })
    ).json();
    expect(drugstore.exams.length).toBeGreaterThan(5);
    expect(drugstore.combos.map((c: { code: string }) => c.code)).toEqual(['CHECKUP', 'IST']);
    expect(drugstore.kits).toEqual([]);
    const self = (
      await app.http.inject({ method: 'GET', url: '/exams/catalogue', headers: await ana('44555666000181') })
    ).json();
    expect(self.selfCollection).toBe(true);
    expect(self.kits.map((k: { code: string }) => k.code)).toEqual(['KIT-COVID', 'KIT-HIV', 'KIT-IST']);
    const vet = (
      await app.http.inject({ method: 'GET', url: '/exams/catalogue', headers: await ana('33444555000181') })
    ).json();
    expect(vet.exams.map((e: { code: string }) => e.code)).toEqual(['CDV_AG']);
  });

  it.each([
    ['DEMO-HIV', '11144477735', 200, null],
    ['DEMO-HIV-EXPIRED', '11144477735', 422, 'VOUCHER_EXPIRED'],
    ['DEMO-HIV-USED', '11144477735', 409, 'VOUCHER_MAX_USED'],
    ['DEMO-HIV-PERSONAL', '11144477735', 422, 'VOUCHER_WRONG_PATIENT'],
    ['DEMO-HIV-PERSONAL', DEMO_VOUCHER_PATIENT_CPF, 200, null],
    ['DEMO-COVID-CLINIC', '11144477735', 422, 'VOUCHER_WRONG_WORKPLACE'],
  ])('voucher %s for %s at the drugstore → %i %s', async (code, document, status, error) => {
    const res = await app.http.inject({
      method: 'POST',
      url: '/vouchers/check',
      headers: await ana('11222333000181'),
      payload: {
        code,
        examIndexes: [1, 2],
        patientDocument: { type: 'cpf', number: document, country: 'BR' },
      },
    });
    expect(res.statusCode).toBe(status);
    if (error) expect(res.json().error.code).toBe(error);
  });
});

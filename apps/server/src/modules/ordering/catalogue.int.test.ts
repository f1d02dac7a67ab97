import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorkplace, randomCpf } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { orderingOperator } from './test-fixtures';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  app.clock.set(new Date('2026-11-22T12:00:00Z'));
});
afterAll(async () => {
  await app?.stop();
});

describe('GET /exams/catalogue', () => {
  it("lists the workplace's exams with its prices, questionnaires, combos and payment methods", async () => {
    const op = await orderingOperator(app, {
      offer: [
        { code: 'COVID_AG', priceCents: 7500 },
        'HIV',
        'SYPHILIS',
        'HBSAG',
        { code: 'COVID_PCR', thirdParty: true },
      ],
      workplace: { parameters: { restrictedExamMinAge: '15', adultsOnly: 'true' } },
    });
    await op.addCombo('IST', ['HIV', 'SYPHILIS', 'HBSAG'], 15900);
    await op.addKit('KIT-HIV', ['HIV']);
    const res = await app.http.inject({ method: 'GET', url: '/exams/catalogue', headers: op.headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.exams.map((e: { code: string }) => e.code)).toEqual([
      'COVID_AG',
      'HIV',
      'SYPHILIS',
      'HBSAG',
      'COVID_PCR',
    ]);
    const covid = body.exams[0];
    expect(covid).toMatchObject({ index: 1, priceCents: 7500, thirdParty: false, ageRestricted: false });
    expect(covid.name['es-ES']).toBe('Covid-19 Antígeno');
    expect(covid.quiz.map((q: { id: string }) => q.id)).toEqual(['symptoms', 'onsetDate', 'contact']);
    expect(covid.quiz[0].label['pt-PT']).toBeTruthy();
    expect(body.exams[1]).toMatchObject({ code: 'HIV', ageRestricted: true, priceCents: 6900 });
    expect(body.exams[4]).toMatchObject({ code: 'COVID_PCR', thirdParty: true });
    expect(body.combos).toEqual([
      expect.objectContaining({ code: 'IST', examIndexes: [2, 3, 4], priceCents: 15900 }),
    ]);
    expect(body.paymentMethods).toContain('pix');
    expect(body).toMatchObject({
      restrictedExamMinAge: 15,
      adultsOnly: true,
      selfCollection: false,
      kits: [],
    });
  });

  it('offers self-collection kits only to a selfCollection workplace and a user with the flag', async () => {
    const both = await orderingOperator(app, {
      workplace: { permissions: ['selfCollection'] },
      user: { selfCollection: true },
    });
    await both.addKit('KIT-HIV', ['HIV']);
    const body = (
      await app.http.inject({ method: 'GET', url: '/exams/catalogue', headers: both.headers })
    ).json();
    expect(body.selfCollection).toBe(true);
    expect(body.kits).toEqual([expect.objectContaining({ code: 'KIT-HIV', examIndexes: [2] })]);

    const userWithout = await orderingOperator(app, { workplace: { permissions: ['selfCollection'] } });
    await userWithout.addKit('KIT-HIV', ['HIV']);
    const body2 = (
      await app.http.inject({ method: 'GET', url: '/exams/catalogue', headers: userWithout.headers })
    ).json();
    expect(body2).toMatchObject({ selfCollection: false, kits: [] });
  });

  it("does not show another workplace's catalogue (404)", async () => {
    const op = await orderingOperator(app);
    const other = await createWorkplace(app.database.db);
    const res = await app.http.inject({
      method: 'GET',
      url: '/exams/catalogue',
      headers: { ...op.headers, cnpj: other.cnpj },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('POST /vouchers/check (§5 the seven checks, §8 messages)', () => {
  const doc = (number: string) => ({ type: 'cpf', number, country: 'BR' });

  async function check(op: Awaited<ReturnType<typeof orderingOperator>>, body: Record<string, unknown>) {
    return app.http.inject({ method: 'POST', url: '/vouchers/check', headers: op.headers, payload: body });
  }

  function expectVoucherError(
    res: { statusCode: number; json(): { error: { code: string; fields?: unknown[] } } },
    code: string,
    status: number,
  ) {
    expect(res.statusCode).toBe(status);
    expect(res.json().error.code).toBe(code);
    expect(res.json().error.fields).toEqual([
      { field: 'order.procedure.voucherCode', messageKey: `errors:${code}.title` },
    ]);
  }

  it('answers a valid voucher with what remains', async () => {
    const op = await orderingOperator(app);
    const code = await op.addVoucher({ maxQuantity: 5, used: 2 });
    const res = await check(op, { code, examIndexes: [1, 2], patientDocument: doc(randomCpf()) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code, examIndex: 2, remaining: 3, validUntil: '2099-01-01T00:00:00.000Z' });
  });

  it('wrong workplace', async () => {
    const op = await orderingOperator(app);
    const other = await orderingOperator(app);
    const code = await other.addVoucher();
    expectVoucherError(
      await check(op, { code, examIndexes: [2], patientDocument: doc(randomCpf()) }),
      'VOUCHER_WRONG_WORKPLACE',
      422,
    );
  });

  it('wrong exam', async () => {
    const op = await orderingOperator(app);
    const code = await op.addVoucher({ examCode: 'HIV' });
    expectVoucherError(
      await check(op, { code, examIndexes: [1, 3], patientDocument: doc(randomCpf()) }),
      'VOUCHER_WRONG_EXAM',
      422,
    );
  });

  it('maximum quantity used', async () => {
    const op = await orderingOperator(app);
    const code = await op.addVoucher({ maxQuantity: 2, used: 2 });
    expectVoucherError(
      await check(op, { code, examIndexes: [2], patientDocument: doc(randomCpf()) }),
      'VOUCHER_MAX_USED',
      409,
    );
  });

  it('expired (by the server clock)', async () => {
    const op = await orderingOperator(app);
    const code = await op.addVoucher({ validUntil: new Date('2026-11-22T11:59:59Z') });
    expectVoucherError(
      await check(op, { code, examIndexes: [2], patientDocument: doc(randomCpf()) }),
      'VOUCHER_EXPIRED',
      422,
    );
  });

  it('wrong patient (a personal voucher; masks do not matter)', async () => {
    const op = await orderingOperator(app);
    const owner = randomCpf();
    const code = await op.addVoucher({ patientDocument: owner });
    expectVoucherError(
      await check(op, { code, examIndexes: [2], patientDocument: doc(randomCpf()) }),
      'VOUCHER_WRONG_PATIENT',
      422,
    );
    const masked = `${owner.slice(0, 3)}.${owner.slice(3, 6)}.${owner.slice(6, 9)}-${owner.slice(9)}`;
    expect((await check(op, { code, examIndexes: [2], patientDocument: doc(masked) })).statusCode).toBe(200);
  });

  it('not found', async () => {
    const op = await orderingOperator(app);
    expectVoucherError(
      await check(op, { code: 'NO-SUCH-VOUCHER', examIndexes: [2], patientDocument: doc(randomCpf()) }),
      'VOUCHER_NOT_FOUND',
      404,
    );
  });

  it('generic voucher error when the code cannot be checked', async () => {
    const op = await orderingOperator(app);
    expectVoucherError(
      await check(op, { code: 'not a code!', examIndexes: [2], patientDocument: doc(randomCpf()) }),
      'VOUCHER_ERROR',
      422,
    );
  });

  it('does not use the voucher', async () => {
    const op = await orderingOperator(app);
    const code = await op.addVoucher({ maxQuantity: 1 });
    for (let i = 0; i < 2; i++) {
      expect(
        (await check(op, { code, examIndexes: [2], patientDocument: doc(randomCpf()) })).statusCode,
      ).toBe(200);
    }
  });
});

import { eq } from 'drizzle-orm';
import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examRequests } from '../../db/schema';
import { randomCpf } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { examRunFixtures, type Operator } from '../exams-run/test-fixtures';
import { colleagueOf, order, orderingOperator, registration } from '../ordering/test-fixtures';

let app: TestApp;
const clients: MqttClient[] = [];
let fx: ReturnType<typeof examRunFixtures>;

beforeAll(async () => {
  app = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' }, undefined, { isolated: true });
  fx = examRunFixtures(app, clients);
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.endAsync(true)));
  await app?.stop();
});

/** A 1×1 PNG. */
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const logo = `data:image/png;base64,${PNG}`;

const colleague = (op: Operator, roles: string[]): Promise<Operator> =>
  colleagueOf(app, op, { roles, councilAcronym: 'CRF', councilState: 'SP', councilNumber: '12345' });
const put = (op: Operator, image: string) => fx.call(op, 'PUT', '/workplace/report-logo', { image });
const fieldsOf = (res: { json: () => { error?: { code: string; fields?: unknown[] } } }) => res.json().error;

/** A released glucose report of the operator's workplace: how many images its PDF draws (the QR code is one). */
async function imagesInReport(op: Operator, releaser: Operator): Promise<number> {
  const created = await fx.call(op, 'POST', '/pre-exams', {
    subject: { kind: 'patient', registration: registration(randomCpf()) },
    order: order([op.index('GLUCOSE')], { quizForm: { [op.index('GLUCOSE')]: { fasting: true } } }),
  });
  expect(created.statusCode, created.body).toBe(201);
  const [row] = await app.database.db
    .select({ id: examRequests.id })
    .from(examRequests)
    .where(eq(examRequests.preExamId, created.json().id));
  const id = row!.id;
  expect(
    (await fx.call(op, 'POST', `/exam-requests/${id}/results`, { analytes: [{ code: 'GLU', value: '90' }] }))
      .statusCode,
  ).toBe(200);
  expect((await fx.call(releaser, 'POST', `/exam-requests/${id}/release`)).statusCode).toBe(200);
  const pdf = await fx.call(op, 'GET', `/exam-requests/${id}/report.pdf`);
  expect(pdf.statusCode).toBe(200);
  return pdf.rawPayload.toString('latin1').split('/Subtype /Image').length - 1;
}

describe('a workplace’s report logo', () => {
  it('a manager sets it, everyone of the workplace sees it, and the workplace’s reports carry it', async () => {
    const op = await orderingOperator(app, { offer: ['GLUCOSE'] });
    const manager = await colleague(op, ['operator', 'manager']);
    const analyst = await colleague(op, ['operator', 'analyst']);
    expect((await fx.call(op, 'GET', '/workplace/report-logo')).json()).toEqual({ image: null });
    // Without a logo the report draws the Ponto name mark, in lines and letters.
    const withoutLogo = await imagesInReport(op, analyst);

    const saved = await put(manager, logo);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await fx.call(op, 'GET', '/workplace/report-logo')).json()).toEqual({ image: logo });
    // The logo, and its transparency mask.
    expect(await imagesInReport(op, analyst)).toBeGreaterThan(withoutLogo);

    const removed = await fx.call(manager, 'DELETE', '/workplace/report-logo');
    expect(removed.json()).toEqual({ image: null });
    expect(await imagesInReport(op, analyst)).toBe(withoutLogo);
  });

  it('only a manager sets or removes it', async () => {
    const op = await orderingOperator(app, { offer: ['GLUCOSE'] });
    const set = await put(op, logo);
    expect([set.statusCode, fieldsOf(set)?.code]).toEqual([403, 'FORBIDDEN']);
    const removed = await fx.call(op, 'DELETE', '/workplace/report-logo');
    expect(removed.statusCode).toBe(403);
  });

  it('refuses at the image field what is not a PNG or JPEG, or is too large, and keeps the saved one', async () => {
    const op = await orderingOperator(app, { offer: ['GLUCOSE'] });
    const manager = await colleague(op, ['operator', 'manager']);
    expect((await put(manager, logo)).statusCode).toBe(200);
    const notImage = [
      'https://example.com/logo.png',
      'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
      // Says PNG, holds text.
      `data:image/png;base64,${Buffer.from('not an image').toString('base64')}`,
    ];
    for (const image of notImage) {
      const res = await put(manager, image);
      expect([res.statusCode, fieldsOf(res)?.fields]).toEqual([
        400,
        [{ field: 'image', messageKey: 'validation:logoNotImage' }],
      ]);
    }
    const large = await put(manager, `data:image/png;base64,${'A'.repeat(420_000)}`);
    expect([large.statusCode, fieldsOf(large)?.fields]).toEqual([
      400,
      [{ field: 'image', messageKey: 'validation:logoTooLarge', params: { max: 300 } }],
    ]);
    expect((await fx.call(op, 'GET', '/workplace/report-logo')).json()).toEqual({ image: logo });
  });
});

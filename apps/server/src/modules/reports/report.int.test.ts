import { ageInYears, calendarDateOf, formatCnpj, formatCpf, toIsoDate } from '@ponto/domain';
import { eq } from 'drizzle-orm';
import type { MqttClient } from 'mqtt';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workplaces } from '../../db/schema';
import { randomCpf } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { capsule, examRunFixtures, type Json, type Operator } from '../exams-run/test-fixtures';
import { colleagueOf, order, orderingOperator, registration } from '../ordering/test-fixtures';
import { canRenderPng, renderReportPng } from './report-png';

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

const languages = ['pt-BR', 'en-US', 'es-ES', 'pt-PT'];

/** An analyst (with council data) of the operator's workplace, signed in. */
const analystOf = (op: Operator): Promise<Operator> =>
  colleagueOf(app, op, {
    name: 'Clara Analista',
    roles: ['analyst'],
    councilAcronym: 'CRBM',
    councilState: 'RJ',
    councilNumber: '98765',
    profession: 'Biomédica',
  }) as Promise<Operator>;

/** An HbA1c exam registered with the four report languages, its result typed. */
async function typedExam(op: Operator, value: string) {
  const created = await app.http.inject({
    method: 'POST',
    url: '/pre-exams',
    headers: op.headers,
    payload: {
      subject: { kind: 'patient', registration: registration(randomCpf(), { fullName: 'Irene Laudada' }) },
      order: order([op.index('HBA1C')], { reportLanguages: languages }),
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const detail = await app.http.inject({
    method: 'GET',
    url: `/pre-exams/${created.json().id}`,
    headers: op.headers,
  });
  const id = (detail.json().exams as Json[])[0]!.examRequestId as string;
  const typed = await fx.call(op, 'POST', `/exam-requests/${id}/results`, {
    analytes: [{ code: 'HBA1C', value }],
  });
  expect(typed.statusCode, typed.body).toBe(200);
  return id;
}

async function pdfText(op: Operator, id: string, lang?: string) {
  const res = await app.http.inject({
    method: 'GET',
    url: `/exam-requests/${id}/report.pdf${lang ? `?lang=${lang}` : ''}`,
    headers: op.headers,
  });
  return { res, text: res.statusCode === 200 ? await textOf(res.rawPayload) : '' };
}

async function textOf(bytes: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

describe('the exam report PDF (§2, §3, §5)', () => {
  it('a released report reads back in each chosen language: analyte, value, limits, council data and hashcode', async () => {
    const op = await orderingOperator(app, { offer: ['HBA1C'] });
    const analyst = await analystOf(op);
    const id = await typedExam(op, '6,25');
    // Not released yet: nothing to print.
    const early = await pdfText(op, id);
    expect([early.res.statusCode, early.res.json().error.code]).toEqual([409, 'INVALID_TRANSITION']);

    const released = await fx.call(analyst, 'POST', `/exam-requests/${id}/release`);
    expect(released.statusCode, released.body).toBe(200);
    const expected: Record<string, string[]> = {
      'pt-BR': [
        'Laudo de exame',
        'Hemoglobina glicada',
        '6,25 %',
        '4,0 – 5,6 %',
        'Valores de referência',
        'ACIMA do valor de referência',
      ],
      'en-US': [
        'Exam report',
        'Glycated haemoglobin',
        '6.25 %',
        '4.0 – 5.6 %',
        'Reference range',
        'ABOVE the reference range',
      ],
      'es-ES': [
        'Informe de examen',
        '6,25 %',
        '4,0 – 5,6 %',
        'Valores de referencia',
        'POR ENCIMA del valor',
      ],
      'pt-PT': ['Relatório de análise', '6,25 %', '4,0 – 5,6 %', 'Valores de referência', 'ACIMA do valor'],
    };
    for (const lang of languages) {
      const { res, text } = await pdfText(op, id, lang);
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      for (const piece of expected[lang]!) expect(text, `${lang}: ${piece}`).toContain(piece);
      expect(text).toContain('Irene Laudada');
      // The sex given at registration (female), in the report's language.
      expect(text).toContain(
        { 'pt-BR': 'Feminino', 'en-US': 'Female', 'es-ES': 'Femenino', 'pt-PT': 'Feminino' }[lang],
      );
      expect(text).toContain('HbA1c');
      expect(text).toContain('Clara Analista');
      expect(text).toContain('CRBM-RJ 98765');
      expect(text).toMatch(/[0-9a-f]{64}/);
    }
    const { text } = await pdfText(op, id);
    const printedHash = /[0-9a-f]{64}/.exec(text)![0];

    // The QR's page: only what confirms the paper.
    const verified = await app.http.inject({ method: 'GET', url: `/public/reports/${printedHash}` });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toMatchObject({
      authentic: true,
      patientInitials: 'I. L.',
      rectified: false,
      timeZone: 'America/Sao_Paulo',
    });
    expect(JSON.stringify(verified.json())).not.toContain('Irene');
    expect(JSON.stringify(verified.json())).not.toContain('6.25');

    // A rectified report has another code: the old paper no longer verifies.
    const rectified = await fx.call(analyst, 'POST', `/exam-requests/${id}/rectify`, {
      analytes: [{ code: 'HBA1C', value: '6.0' }],
      reason: 'Transcrição',
      confirmed: true,
    });
    expect(rectified.statusCode, rectified.body).toBe(200);
    expect((await app.http.inject({ method: 'GET', url: `/public/reports/${printedHash}` })).statusCode).toBe(
      404,
    );
    const after = await pdfText(op, id, 'pt-BR');
    expect(after.text).toContain('6 %');
    expect(after.text).toContain('Resultado retificado');
    const newHash = /[0-9a-f]{64}/.exec(after.text)![0];
    expect(newHash).not.toBe(printedHash);
    expect(
      (await app.http.inject({ method: 'GET', url: `/public/reports/${newHash}` })).json().rectified,
    ).toBe(true);
  });

  it("a reader's report traces its sample in each language: documents masked, the zone named, age, lot and who", async () => {
    const op = await orderingOperator(app, { offer: ['HIV'] });
    await app.database.db
      .update(workplaces)
      .set({ timeZone: 'America/Manaus' })
      .where(eq(workplaces.id, op.workplace.id));
    const analyst = await analystOf(op);
    const cpf = randomCpf();
    const created = await app.http.inject({
      method: 'POST',
      url: '/pre-exams',
      headers: op.headers,
      payload: {
        subject: { kind: 'patient', registration: registration(cpf, { fullName: 'Irene Rastreada' }) },
        order: order([op.index('HIV')], { reportLanguages: languages }),
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const detail = await fx.call(op, 'GET', `/pre-exams/${created.json().id}`);
    const id = (detail.json().exams as Json[])[0]!.examRequestId as string;
    const device = await fx.reader(op);
    const lot = await fx.lot(op, 'HIV', '2027-03-31');
    expect((await fx.start(op, id, device.code)).statusCode).toBe(201);
    await device.send(id, { type: 'nfcRead', capsuleCode: capsule(), lot: lot.number });
    await device.send(id, { type: 'stepStarted', step: 'waitingCapsule' });
    await device.send(id, { type: 'capsuleInserted' });
    await device.result(id, [{ analyte: 'HIV_AB', value: 0 }]);
    for (const step of ['reading', 'analysis', 'send', 'waitingResult', 'reportReady'])
      await device.send(id, { type: 'stepStarted', step });
    expect((await fx.until(op, id, (d) => d.state === 'ready')).state).toBe('ready');
    const released = await fx.call(analyst, 'POST', `/exam-requests/${id}/release`);
    expect(released.statusCode, released.body).toBe(200);
    // The exam page gets the same zone the paper names.
    expect((await fx.get(op, id)).timeZone).toBe('America/Manaus');

    const age = ageInYears('1990-04-12', toIsoDate(calendarDateOf(new Date(), 'America/Manaus')));
    const expected: Record<string, string[]> = {
      'pt-BR': [
        `${age} anos`,
        'Imunocromatografia',
        'Biomédica',
        'Sangue capilar',
        'Negativo',
        'Não reagente: o teste não detectou',
        'validade 31/03/2027',
        'família Flow',
        '12/04/1990',
      ],
      'en-US': [
        `${age} years`,
        'Immunochromatography',
        'Biomedical scientist',
        'Capillary blood',
        'Negative',
        'Non-reactive: the test did not detect',
        'expires 03/31/2027',
        'Flow family',
        '04/12/1990',
      ],
      'es-ES': [
        `${age} años`,
        'Inmunocromatografía',
        'Biomédica',
        'Sangre capilar',
        'Negativo',
        'No reactivo: la prueba no detectó',
        'caduca el 31/03/2027',
        'familia Flow',
        '12/04/1990',
      ],
      'pt-PT': [
        `${age} anos`,
        'Imunocromatografia',
        'Biomédica',
        'Sangue capilar',
        'Negativo',
        'Não reativo: o teste não detetou',
        'validade 31/03/2027',
        'família Flow',
        '12/04/1990',
      ],
    };
    const year = String(new Date().getUTCFullYear());
    for (const lang of languages) {
      const res = await fx.call(op, 'GET', `/exam-requests/${id}/report.pdf?lang=${lang}`);
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
      const text = await textOf(res.rawPayload);
      for (const piece of expected[lang]!) expect(text, `${lang}: ${piece}`).toContain(piece);
      expect(text).toContain(formatCpf(cpf));
      expect(text).toContain(formatCnpj(op.workplace.cnpj));
      expect(text).toContain('(America/Manaus)');
      expect(text).toMatch(new RegExp(`\\b${year}\\b.{0,12}\\(America/Manaus\\)`));
      expect(text).toContain(lot.number);
      expect(text).toContain(device.code);
      expect(text).toContain(op.user.name);
      expect(text).toContain(formatCpf(op.user.document));
      expect(text).toContain('CRBM-RJ 98765');
      expect(text).toMatch(/[0-9a-f]{64}/);
      if (canRenderPng()) expect(renderReportPng(res.rawPayload, `report-${lang}`).length).toBeGreaterThan(0);
    }
    const hash = /[0-9a-f]{64}/.exec(
      await textOf((await fx.call(op, 'GET', `/exam-requests/${id}/report.pdf`)).rawPayload),
    )![0];
    const verified = await app.http.inject({ method: 'GET', url: `/public/reports/${hash}` });
    expect(verified.json().timeZone).toBe('America/Manaus');
  });

  it('a language not chosen at registration is refused at its field; another workplace gets 404', async () => {
    const op = await orderingOperator(app, { offer: ['HBA1C'] });
    const id = await typedExam(op, '5.0');
    await fx.call(await analystOf(op), 'POST', `/exam-requests/${id}/release`);
    const res = await app.http.inject({
      method: 'GET',
      url: `/exam-requests/${id}/report.pdf?lang=fr-FR`,
      headers: op.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual([{ field: 'lang', messageKey: 'validation:invalidOption' }]);
    const stranger = await orderingOperator(app, { offer: ['HBA1C'] });
    expect((await pdfText(stranger, id)).res.statusCode).toBe(404);
    expect(
      (await app.http.inject({ method: 'GET', url: `/public/reports/${'0'.repeat(64)}` })).statusCode,
    ).toBe(404);
    expect((await app.http.inject({ method: 'GET', url: '/public/reports/not-a-hash' })).statusCode).toBe(
      400,
    );
  });

  it('an invalid exam prints no result', async () => {
    const op = await orderingOperator(app, { offer: ['COVID_AG'] });
    const id = await fx.examRequest(op, 'COVID_AG');
    await fx.call(op, 'POST', `/exam-requests/${id}/results`, {
      analytes: [{ code: 'SARS_COV_2_AG', value: '-1' }],
    });
    const { res, text } = await pdfText(op, id);
    expect(res.statusCode).toBe(200);
    expect(text).toContain('Este exame não tem resultado a imprimir: o resultado é inválido.');
    expect(text).not.toContain('Valores de referência');
  });
});

describe('the report as base64 for integrations (§6, §7)', () => {
  it('a contracted workplace gets the same PDF as base64; any other is refused with a translated code', async () => {
    const op = await orderingOperator(app, { offer: ['HBA1C'], workplace: { contracted: true } });
    const analyst = await analystOf(op);
    const id = await typedExam(op, '6.8');
    expect((await fx.call(analyst, 'POST', `/exam-requests/${id}/release`)).statusCode).toBe(200);
    const res = await fx.call(op, 'GET', `/exam-requests/${id}/report.base64?lang=en-US`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { filename: string; contentType: string; base64: string };
    expect(body).toMatchObject({
      contentType: 'application/pdf',
      filename: expect.stringMatching(/-en-US\.pdf$/),
    });
    const text = await textOf(Buffer.from(body.base64, 'base64'));
    expect(text).toContain('HbA1c');
    expect(text).toContain('CRBM-RJ 98765');

    const plain = await orderingOperator(app, { offer: ['HBA1C'] });
    const plainId = await typedExam(plain, '6.8');
    const refused = await fx.call(plain, 'GET', `/exam-requests/${plainId}/report.base64`);
    expect([refused.statusCode, refused.json().error.code]).toEqual([403, 'REPORT_BASE64_NOT_CONTRACTED']);
  });
});

import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exams, leaflets } from '../../db/schema';
import { seedDemoLeaflets } from '../../seed/demo-leaflets';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { orderingOperator } from '../ordering/test-fixtures';
import { expectError } from '../stock/test-fixtures';

let app: TestApp;
let headers: Record<string, string>;

beforeAll(async () => {
  app = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  // A signed-in user of any workplace; the leaflets need the demo exams it brings.
  const { headers: own } = await orderingOperator(app);
  const { cnpj: _, ...withoutCnpj } = own;
  headers = withoutCnpj;
  await seedDemoLeaflets(app.database.db);
});
afterAll(async () => {
  await app?.stop();
});

const get = (url: string, extra: Record<string, string> = {}) =>
  app.http.inject({ method: 'GET', url, headers: { ...headers, ...extra } });

/** The Covid-19 antigen demo lot (exam 1 → leaflet 101). */
const covidLot = 'COA101001001';

describe('GET /leaflets?lot= (§2, §9: the 3 digits before the last 6 select the leaflet)', () => {
  it.each([
    ['pt-BR', 'Covid-19 Antígeno', 'Uso pretendido', 'Prepare'],
    ['en-US', 'Covid-19 Antigen', 'Intended use', 'Prepare'],
    ['es-ES', 'Covid-19 Antígeno', 'Uso previsto', 'Prepare'],
    ['pt-PT', 'Covid-19 Antígeno', 'Utilização prevista', 'Prepare'],
  ])('finds the leaflet of a lot code in %s', async (lang, exam, firstHeading, firstStep) => {
    const res = await get(`/leaflets?lot=${covidLot.toLowerCase()}&lang=${lang}`);
    expect(res.statusCode, res.body).toBe(200);
    const leaflet = res.json();
    expect(leaflet).toMatchObject({
      code: '101',
      lot: covidLot,
      locale: lang,
      exam: { code: 'COVID_AG', name: exam },
      version: expect.any(String),
      publishedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(leaflet.sections).toHaveLength(7);
    expect(leaflet.sections[0].heading).toBe(firstHeading);
    expect(leaflet.tutorial.length).toBeGreaterThanOrEqual(4);
    expect(leaflet.tutorial[0].title).toBe(firstStep);
  });

  it('answers in the Accept-Language when no lang is asked for, pt-BR by default', async () => {
    const es = await get(`/leaflets?lot=${covidLot}`, { 'accept-language': 'es-ES,es;q=0.9' });
    expect([es.json().locale, es.json().sections[0].heading]).toEqual(['es-ES', 'Uso previsto']);
    const none = await get(`/leaflets?lot=${covidLot}`, { 'accept-language': 'fr-FR' });
    expect(none.json().locale).toBe('pt-BR');
  });

  it('falls back to pt-BR for a text the leaflet lacks in the language asked for', async () => {
    const [exam] = await app.database.db.select({ id: exams.id }).from(exams).limit(1);
    const pt = (value: string) => ({ 'pt-BR': value });
    await app.database.db
      .insert(leaflets)
      .values({
        code: '990',
        examId: exam!.id,
        version: '1.0',
        publishedOn: '2024-05-02',
        sections: [
          { heading: pt('Uso pretendido'), body: { 'pt-BR': 'Só em português', 'en-US': 'English' } },
        ],
        tutorial: [{ title: pt('Prepare'), body: pt('Passo único') }],
      })
      .onConflictDoNothing();
    const res = await get('/leaflets?lot=ZZ990123456&lang=en-US');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().sections).toEqual([{ heading: 'Uso pretendido', body: 'English' }]);
    expect(res.json().tutorial).toEqual([{ title: 'Prepare', body: 'Passo único' }]);
  });

  it.each([
    ['12345678', 'leaflets:problems.lotTooShort'],
    ['COAB1C001001', 'leaflets:problems.lotWithoutLeaflet'],
    ['', 'validation:lotRequired'],
    ['CO A101001001', 'validation:invalidLot'],
  ])('names the field `lot` for %j', async (lot, messageKey) => {
    const res = await get(`/leaflets?${new URLSearchParams({ lot })}`);
    expectError(res, 400, 'VALIDATION_FAILED');
    expect(res.json().error.fields).toEqual([expect.objectContaining({ field: 'lot', messageKey })]);
  });

  it('answers LEAFLET_NOT_FOUND for a lot whose code names no published leaflet', async () => {
    expectError(await get('/leaflets?lot=XX999000001'), 404, 'LEAFLET_NOT_FOUND');
  });

  it('needs a signed-in user', async () => {
    const res = await app.http.inject({ method: 'GET', url: `/leaflets?lot=${covidLot}` });
    expectError(res, 401, 'AUTH_LOGIN_EXPIRED');
  });
});

describe('GET /leaflets/:code', () => {
  it('reads a leaflet by its code, in `lang`', async () => {
    const res = await get('/leaflets/109?lang=en-US');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      code: '109',
      lot: null,
      exam: { code: 'GLUCOSE', name: 'Blood glucose' },
    });
  });

  it('answers LEAFLET_NOT_FOUND for an unknown code and a field error for a malformed one', async () => {
    expectError(await get('/leaflets/999'), 404, 'LEAFLET_NOT_FOUND');
    const bad = await get('/leaflets/12');
    expectError(bad, 400, 'VALIDATION_FAILED');
    expect(bad.json().error.fields[0].field).toBe('code');
  });
});

describe('GET /leaflets/:code/leaflet.pdf', () => {
  it("is a PDF of the leaflet in the user's language", async () => {
    const res = await get('/leaflets/101/leaflet.pdf', { 'accept-language': 'es-ES' });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('leaflet-101-es-ES.pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(res.rawPayload)), {
      mergePages: true,
    });
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('Instrucciones de uso — Covid-19 Antígeno');
    expect(flat).toContain('Uso previsto');
    expect(flat).toContain('Tutorial paso a paso');
    expect(flat).toContain('1. Prepare');
  });

  it('answers LEAFLET_NOT_FOUND for an unknown code', async () => {
    expectError(await get('/leaflets/999/leaflet.pdf?lang=pt-BR'), 404, 'LEAFLET_NOT_FOUND');
  });
});

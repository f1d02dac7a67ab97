import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../platform/clock';
import { createTestApp, type TestApp } from '../testing/test-app';

type Json = Record<string, unknown>;
const drugstore = '11222333000181';
const clinic = '22333444000181';
/** Noon in São Paulo. */
const today = new Date('2026-11-28T15:00:00Z');

let app: TestApp;
beforeAll(async () => {
  // The first start on an empty database seeds the demo, history included.
  app = await createTestApp({ SEED: 'always' }, new ManualClock(today), { isolated: true });
});
afterAll(async () => {
  await app?.stop();
});

async function as(document: string, cnpj: string) {
  const login = await app.http.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { document, password: 'ponto123' },
  });
  expect(login.statusCode, login.body).toBe(200);
  const headers = { authorization: `Bearer ${login.json().accessToken}`, cnpj };
  return async (url: string): Promise<Json> => {
    const res = await app.http.inject({ method: 'GET', url, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
}

const byPatient = (items: Json[], name: string) => items.find((i) => i.patient === name) as Json;

describe('the demo history (docs/demo-data.md)', () => {
  it('holds the clinic’s released reports of the past days, each released by its analyst after its reading', async () => {
    const get = await as('88990011205', clinic);
    const protocols = (await get('/protocols')).items as Json[];
    const helena = byPatient(protocols, 'Helena Ribeiro');
    expect(helena).toMatchObject({ status: 'complete', operator: 'Ana Operadora' });
    // Registered three days ago at 11:00 in São Paulo.
    expect(helena.date).toBe('2026-11-25T14:00:00.000Z');
    const id = ((helena.exams as Json[])[0] as Json).examRequestId as string;
    const detail = await get(`/exam-requests/${id}`);
    expect(detail.state).toBe('ready');
    expect(Date.parse(detail.releasedAt as string)).toBe(Date.parse('2026-11-25T14:35:00Z'));
    const types = (detail.timeline as Json[]).map((e) => e.type);
    expect(types).toContain('resultEntered');
    expect(byPatient(protocols, 'Roberto Lima')).toMatchObject({ status: 'complete' });
  });

  it('leaves one clinic result waiting for Sofia, counted for her', async () => {
    const get = await as('88990011205', clinic);
    expect(await get('/exam-requests/awaiting-release')).toEqual({ count: 1 });
    const waiting = (await get('/exam-requests?awaitingRelease=true')).items as Json[];
    expect(waiting.map((e) => e.patientName ?? (e.patient as Json)?.name)).toEqual(['Fernanda Alves']);
  });

  it('sent the drugstore’s invalid Covid-19 report to recollect, with its deadline still ahead', async () => {
    const get = await as('67890123469', drugstore);
    const protocols = (await get('/protocols')).items as Json[];
    const pedro = byPatient(protocols, 'Pedro Santos');
    const id = ((pedro.exams as Json[])[0] as Json).examRequestId as string;
    const detail = await get(`/exam-requests/${id}`);
    expect(detail.state).toBe('awaitingRecollect');
    expect(Date.parse((detail.recollect as Json).deadlineAt as string)).toBeGreaterThan(today.getTime());
    expect(byPatient(protocols, 'Marcos Oliveira')).toMatchObject({ status: 'complete' });
    expect(byPatient(protocols, 'Juliana Costa')).toMatchObject({ status: 'complete' });
  });

  it('books patients in the coming days, never tomorrow', async () => {
    const get = await as('11144477735', clinic);
    const from = today.toISOString();
    const to = new Date(today.getTime() + 7 * 86_400_000).toISOString();
    const items = (await get(`/schedule?from=${from}&to=${to}`)).items as Json[];
    expect(items.map((b) => [b.patientName, b.startsAt])).toEqual([
      ['Helena Ribeiro', '2026-11-30T13:00:00.000Z'],
      ['Carlos Mendes', '2026-12-01T17:30:00.000Z'],
    ]);
  });

  it('gives the server its real time back once recorded', async () => {
    // A clock that moves on by a second at each reading, as time passes while the history is recorded.
    let ms = today.getTime();
    const moving = {
      now: () => {
        ms += 1000;
        return new Date(ms);
      },
    } as unknown as ManualClock;
    const fresh = await createTestApp({ SEED: 'always' }, moving, { isolated: true });
    try {
      const login = await fresh.http.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { document: '11144477735', password: 'ponto123' },
      });
      const saved = await fresh.http.inject({
        method: 'POST',
        url: '/schedule/save',
        headers: { authorization: `Bearer ${login.json().accessToken}`, cnpj: clinic },
        payload: { startsAt: new Date(ms + 7 * 86_400_000).toISOString(), patientName: 'Relógio Certo' },
      });
      expect(saved.statusCode, saved.body).toBe(201);
      // Stamped by the server's clock within the last readings, not set back by the seeding.
      expect(ms - Date.parse(saved.json().updatedAt)).toBeLessThan(30_000);
    } finally {
      await fresh.stop();
    }
  });

  it('is recorded once: a later start on the same database adds nothing', async () => {
    const again = await createTestApp(
      { SEED: 'always', DATABASE_URL: app.databaseUrl },
      new ManualClock(today),
    );
    await again.stop();
    const get = await as('11144477735', clinic);
    const protocols = (await get('/protocols')).items as Json[];
    expect(protocols.filter((p) => p.patient === 'Helena Ribeiro')).toHaveLength(1);
  });
});

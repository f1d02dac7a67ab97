import crypto from 'node:crypto';
import { QUALITY_DOCUMENT_MAX_BYTES } from '@ponto/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { colleagueOf, orderingOperator } from '../ordering/test-fixtures';
import { controlResult, examByCode, readerRow } from './test-fixtures';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
});
afterAll(async () => {
  await app?.stop();
});

type Op = Awaited<ReturnType<typeof orderingOperator>>;
const manager = () => orderingOperator(app, { user: { roles: ['operator', 'manager'] } });
const operator = () => orderingOperator(app);
const call = (op: Op, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  app.http.inject({ method, url, headers: op.headers, ...(payload ? { payload } : {}) });

/** A multipart/form-data body with one file part, as a browser's FormData sends it. */
function multipart(content: Buffer, filename: string, contentType = 'application/octet-stream') {
  const boundary = `----ponto${crypto.randomUUID()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="folder"\r\n\r\npermits\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}
const upload = (op: Op, content: Buffer, filename: string) => {
  const body = multipart(content, filename);
  return app.http.inject({
    method: 'POST',
    url: '/quality/documents',
    headers: { ...op.headers, 'content-type': body.contentType },
    payload: body.payload,
  });
};
const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`);

describe('internal-control schedule', () => {
  it('lists each reader by the exams it suits, with due, overdue, failed and missing', async () => {
    const op = await manager();
    const flow = await readerRow(app, op.workplace.id, 'Flow');
    await readerRow(app, op.workplace.id, 'Volt');
    const hba1c = await examByCode(app, 'BHCG');
    const covid = await examByCode(app, 'COVID_AG');
    const where = { workplaceId: op.workplace.id, readerId: flow.id };
    await controlResult(app, { ...where, examId: hba1c.id }, { daysAgo: 40 }); // quantitative: monthly → overdue
    await controlResult(app, { ...where, examId: covid.id }, { qualitative: true, daysAgo: 10 });
    const hiv = await examByCode(app, 'HIV');
    await controlResult(app, { ...where, examId: hiv.id }, { qualitative: true, status: 'inadequate' });

    const res = await call(op, 'GET', '/quality/internal-control');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.lockoutEnabled).toBe(false);
    const of = (reader: string, exam: string) =>
      body.rows.find(
        (r: { reader: { code: string }; exam: { code: string } }) =>
          r.reader.code === reader && r.exam.code === exam,
      );
    expect(of(flow.code, 'BHCG').standing.state).toBe('overdue');
    expect(of(flow.code, 'COVID_AG').standing.state).toBe('ok');
    expect(of(flow.code, 'HIV').standing).toMatchObject({ state: 'failed' });
    expect(of(flow.code, 'SYPHILIS').standing).toEqual({ state: 'missing' });
    // The Volt reader only suits glucose among the offered exams; the Flow reader never does.
    expect(of(flow.code, 'GLUCOSE')).toBeUndefined();
    expect(
      body.rows
        .filter((r: { reader: { family: string } }) => r.reader.family === 'Volt')
        .map((r: { exam: { code: string } }) => r.exam.code),
    ).toEqual(['GLUCOSE']);
    expect(body.rows.every((r: { locked: boolean }) => !r.locked)).toBe(true);
  });

  it('marks rows locked once a manager turns the lockout on; operators may not turn it', async () => {
    const op = await manager();
    const flow = await readerRow(app, op.workplace.id);
    const refused = await call(await operator(), 'PUT', '/quality/lockout', { enabled: true });
    expect(refused.statusCode).toBe(403);
    expect((await call(op, 'PUT', '/quality/lockout', { enabled: true })).statusCode).toBe(200);
    const body = (await call(op, 'GET', '/quality/internal-control')).json();
    expect(body.lockoutEnabled).toBe(true);
    expect(
      body.rows
        .filter((r: { reader: { code: string } }) => r.reader.code === flow.code)
        .every((r: { locked: boolean }) => r.locked),
    ).toBe(true);
  });
});

describe('overrides', () => {
  it('are for managers, only where something is locked, with a reason of 5 characters or more', async () => {
    const op = await manager();
    const flow = await readerRow(app, op.workplace.id);
    const covid = await examByCode(app, 'COVID_AG');
    const body = { readerCode: flow.code, examId: covid.id, reason: 'Controle em análise' };
    const notNeeded = await call(op, 'POST', '/quality/overrides', body);
    expect(notNeeded.json().error.code).toBe('QUALITY_OVERRIDE_NOT_NEEDED');
    await call(op, 'PUT', '/quality/lockout', { enabled: true });
    const short = await call(op, 'POST', '/quality/overrides', { ...body, reason: 'ok' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields[0]).toMatchObject({
      field: 'reason',
      messageKey: 'validation:overrideReasonTooShort',
    });
    expect((await call(await colleagueOf(app, op), 'POST', '/quality/overrides', body)).statusCode).toBe(403);
    const granted = await call(op, 'POST', '/quality/overrides', body);
    expect(granted.statusCode, granted.body).toBe(201);
    // Asking again while it waits answers the same override.
    const again = await call(op, 'POST', '/quality/overrides', body);
    expect(again.json().id).toBe(granted.json().id);
    const row = (await call(op, 'GET', '/quality/internal-control'))
      .json()
      .rows.find(
        (r: { exam: { code: string }; reader: { code: string } }) =>
          r.exam.code === 'COVID_AG' && r.reader.code === flow.code,
      );
    expect(row.locked).toBe(false);
    expect(row.override.reason).toBe('Controle em análise');
    const list = (await call(op, 'GET', '/quality/overrides')).json();
    expect(list.items).toHaveLength(1);
    // Another workplace's reader is not found.
    const other = await manager();
    await call(other, 'PUT', '/quality/lockout', { enabled: true });
    expect((await call(other, 'POST', '/quality/overrides', body)).statusCode).toBe(404);
  });
});

describe('control results and Levey-Jennings', () => {
  it('lists results by kind and charts a series with its Westgard flags', async () => {
    const op = await manager();
    const flow = await readerRow(app, op.workplace.id);
    const exam = await examByCode(app, 'BHCG');
    const at = { workplaceId: op.workplace.id, readerId: flow.id, examId: exam.id };
    // Mean 5.5, SD 0.15: 5.85 and 5.86 are two consecutive values beyond +2 SD (2-2s).
    for (const [value, daysAgo] of [
      ['5.5', 5],
      ['5.4', 4],
      ['5.85', 3],
      ['5.86', 2],
    ] as const)
      await controlResult(app, at, { value, daysAgo });
    await controlResult(app, at, {
      kind: 'external',
      material: 'A1CH',
      value: '5.4',
      daysAgo: 1,
      status: 'inadequate',
    });
    await controlResult(app, at, { status: 'running' });

    const internal = (await call(op, 'GET', '/quality/control-results?kind=internal')).json();
    expect(internal.items).toHaveLength(5);
    expect(internal.items[0].status).toBe('running');
    const external = (await call(op, 'GET', '/quality/control-results?kind=external')).json();
    expect(external.items.map((i: { material: string }) => i.material)).toEqual(['A1CH']);

    const series = (await call(op, 'GET', '/quality/levey-jennings/series')).json();
    expect(series.items.map((s: { material: string; count: number }) => [s.material, s.count])).toEqual(
      expect.arrayContaining([
        ['A1CN', 4],
        ['A1CH', 1],
      ]),
    );
    const chart = await call(
      op,
      'GET',
      `/quality/levey-jennings?examId=${exam.id}&material=A1CN&lot=CTLA1C01`,
    );
    expect(chart.statusCode, chart.body).toBe(200);
    const lj = chart.json();
    expect(lj.target).toEqual({ mean: 5.5, sd: 0.15 });
    expect(lj.limits.map((l: { value: number }) => Number(l.value.toFixed(2)))).toEqual([
      5.05, 5.2, 5.35, 5.5, 5.65, 5.8, 5.95,
    ]);
    expect(lj.points.map((p: { violations: string[] }) => p.violations)).toEqual([[], [], [], ['2-2s']]);
    expect(lj.rejected).toBe(true);

    const missing = await call(op, 'GET', `/quality/levey-jennings?examId=${exam.id}&material=NONE&lot=X`);
    expect(missing.statusCode).toBe(404);
    const otherWorkplace = await manager();
    expect((await call(otherWorkplace, 'GET', '/quality/control-results')).json().items).toEqual([]);
  });
});

describe('quality documents', () => {
  it('uploads, lists, downloads the same bytes and deletes (managers), another workplace sees nothing', async () => {
    const op = await manager();
    const content = pdf('alvará 2026');
    const first = await upload(op, content, 'alvara.pdf');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      folder: 'permits',
      name: 'alvara.pdf',
      contentType: 'application/pdf',
    });
    app.clock.advance(1000);
    const second = await upload(op, pdf('again'), 'alvara.pdf');
    expect(second.json().name).toBe('alvara (2).pdf');

    const list = (await call(op, 'GET', '/quality/documents?folder=permits')).json();
    expect(list.items.map((d: { name: string }) => d.name)).toEqual(['alvara (2).pdf', 'alvara.pdf']);
    expect(list.folders).toEqual(
      expect.arrayContaining([
        { id: 'permits', count: 2 },
        { id: 'quality', count: 0 },
      ]),
    );

    const file = await call(op, 'GET', `/quality/documents/${first.json().id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(content)).toBe(true);
    expect(file.headers['content-disposition']).toContain('attachment');
    expect(file.headers['x-content-type-options']).toBe('nosniff');

    const other = await manager();
    expect((await call(other, 'GET', `/quality/documents/${first.json().id}/file`)).statusCode).toBe(404);
    expect((await call(other, 'DELETE', `/quality/documents/${first.json().id}`)).statusCode).toBe(404);
    const colleague = await operator();
    expect((await call(colleague, 'GET', '/quality/documents')).json().items).toEqual([]);

    expect((await call(op, 'DELETE', `/quality/documents/${first.json().id}`)).statusCode).toBe(204);
    expect((await call(op, 'GET', `/quality/documents/${first.json().id}/file`)).statusCode).toBe(404);
  });

  it('refuses what is not a document, a file over 10 MB, and a missing folder', async () => {
    const op = await manager();
    const exe = await upload(op, Buffer.from('MZ\x90\x00 not a pdf'), 'laudo.pdf');
    expect(exe.statusCode).toBe(422);
    expect(exe.json().error.code).toBe('QUALITY_DOCUMENT_REJECTED');
    const big = Buffer.concat([pdf('big'), Buffer.alloc(QUALITY_DOCUMENT_MAX_BYTES)]);
    const tooLarge = await upload(op, big, 'big.pdf');
    expect(tooLarge.json().error.code).toBe('QUALITY_DOCUMENT_REJECTED');
    const csv = await upload(op, Buffer.from('data;valor\n2026-11-01;5,4\n'), 'registro.csv');
    expect(csv.statusCode, csv.body).toBe(201);
    expect((await call(op, 'GET', '/quality/documents')).json().items).toHaveLength(1);
  });

  it('only managers delete', async () => {
    const op = await manager();
    const doc = (await upload(op, pdf('x'), 'x.pdf')).json();
    const colleague = await colleagueOf(app, op);
    expect((await call(colleague, 'DELETE', `/quality/documents/${doc.id}`)).statusCode).toBe(403);
    expect((await call(colleague, 'GET', `/quality/documents/${doc.id}/file`)).statusCode).toBe(200);
  });
});

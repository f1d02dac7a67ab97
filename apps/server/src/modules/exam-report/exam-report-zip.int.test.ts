import { DOWNLOAD_FILES_MAX } from '@ponto/domain';
import { sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { unzip } from '../../testing/unzip';
import type { Operator } from '../exams-run/test-fixtures';
import { orderingOperator } from '../ordering/test-fixtures';
import { ExamReportRepository } from './repository';
import { insertReleasedExams } from './test-fixtures';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
});
afterAll(async () => {
  await app?.stop();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const MARCH = 'from=2026-03-01&to=2026-03-31&exam=all&model=all';

const seed = (
  op: Operator,
  count: number,
  extra: { released?: boolean; at?: string; fullName?: string } = {},
) =>
  insertReleasedExams(app.database.db, {
    workplaceId: op.workplace.id,
    userId: op.user.id,
    examCode: 'COVID_AG',
    count,
    at: new Date(extra.at ?? '2026-03-20T12:00:00Z'),
    released: extra.released ?? true,
    fullName: extra.fullName ?? 'Paciente Volume',
  });

const download = (op: Operator, params = MARCH) =>
  app.http.inject({ method: 'GET', url: `/reports/exams.zip?${params}&lang=en-US`, headers: op.headers });

describe('exam report ZIP (§2, §5/§9 at most 200 files)', () => {
  it('200 released reports come as 200 PDFs, one per exam, named protocol-exam; 201 are refused whole', async () => {
    const op = await orderingOperator(app, { offer: ['COVID_AG'] });
    await seed(op, DOWNLOAD_FILES_MAX, { fullName: 'Zenaide Arquivo' });
    // Neither a report not released yet, nor one of another month, nor another workplace's count.
    await seed(op, 3, { released: false, at: '2026-03-25T12:00:00Z' });
    await seed(op, 1, { at: '2026-04-02T12:00:00Z' });
    const stranger = await orderingOperator(app, { offer: ['COVID_AG'] });
    await seed(stranger, 5);

    const res = await download(op);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="reports-2026-03-01_2026-03-31.zip"',
    );
    const entries = await unzip(res.rawPayload);
    expect(entries.size).toBe(DOWNLOAD_FILES_MAX);
    for (const name of entries.keys()) expect(name).toMatch(/^9\d{9}-COVID_AG\.pdf$/);
    const [first] = entries.values();
    expect(first!.subarray(0, 5).toString()).toBe('%PDF-');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(first!)), { mergePages: true });
    // The language asked for, as it was chosen at registration (pt-BR and en-US).
    expect(text).toContain('Exam report');
    expect(text).toContain('Zenaide Arquivo');
    expect(text).toContain('SARS-CoV-2 antigen');
    expect(text).toMatch(/[0-9a-f]{64}/);

    await seed(op, 1, { at: '2026-03-21T12:00:00Z' });
    const refused = await download(op);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toMatchObject({
      code: 'DOWNLOAD_LIMIT_EXCEEDED',
      titleKey: 'errors:DOWNLOAD_LIMIT_EXCEEDED.title',
      fields: [{ field: 'from', messageKey: 'validation:downloadLimitExceeded', params: { max: 200 } }],
    });
    // A narrower period fits again.
    const narrower = await download(op, 'from=2026-03-21&to=2026-03-21&exam=all&model=all');
    expect(narrower.statusCode).toBe(200);
    expect((await unzip(narrower.rawPayload)).size).toBe(1);
  });

  it('nothing to put in it is an error, not an empty ZIP', async () => {
    const op = await orderingOperator(app, { offer: ['COVID_AG'] });
    await seed(op, 2, { released: false });
    const res = await download(op);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NO_REPORTS_TO_DOWNLOAD');
  });

  /** Exam requests of a workplace as the count lists them: id, protocol number, exam code. */
  const requestsOf = async (op: Operator, released: boolean) =>
    (
      await app.database.db.execute<{ id: string; protocolNumber: string; examCode: string }>(sql`
        select er.id as "id", pe.protocol_number as "protocolNumber", ex.code as "examCode"
        from exam_requests er join pre_exams pe on pe.id = er.pre_exam_id join exams ex on ex.id = er.exam_id
        where er.workplace_id = ${op.workplace.id}::uuid
          and (er.released_at is not null) = ${released}`)
    ).rows;

  it("the archive is read again where it is made: a report that moved on since the count, or is not the workplace's, is left out", async () => {
    const op = await orderingOperator(app, { offer: ['COVID_AG'] });
    await seed(op, 2);
    await seed(op, 1, { released: false });
    const stranger = await orderingOperator(app, { offer: ['COVID_AG'] });
    await seed(stranger, 1);
    const [notReleased] = await requestsOf(op, false);
    const [strangers] = await requestsOf(stranger, true);
    // As if the count had listed them: one that is no longer released, one of another workplace.
    const original = ExamReportRepository.prototype.openable;
    vi.spyOn(ExamReportRepository.prototype, 'openable').mockImplementation(async function (
      this: ExamReportRepository,
      ...args
    ) {
      return [...(await original.apply(this, args)), notReleased!, strangers!];
    });
    const res = await download(op);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const entries = await unzip(res.rawPayload);
    expect([...entries.keys()].sort()).toEqual(
      (await requestsOf(op, true)).map((r) => `${r.protocolNumber}-${r.examCode}.pdf`).sort(),
    );

    // Nothing left to put in it: an error before any byte, not an empty ZIP.
    vi.spyOn(ExamReportRepository.prototype, 'openable').mockResolvedValue([notReleased!, strangers!]);
    const none = await download(op);
    expect(none.statusCode).toBe(404);
    expect(none.json().error.code).toBe('NO_REPORTS_TO_DOWNLOAD');
  });
});

import { isMainThread } from 'node:worker_threads';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, describe, expect, it } from 'vitest';
import type { ReportToDraw } from './report-drawing';
import { drawingThreadsFor, ReportPdfPool } from './report-pdf-pool';
import { sampleReport } from './report-warm-up';

/** The sample report, worded in English, for a protocol of its own. */
function reportOf(protocolNumber: string): ReportToDraw {
  return {
    ...sampleReport,
    source: {
      ...sampleReport.source,
      report: { ...sampleReport.source.report, protocolNumber },
      locale: 'en-US',
    },
  };
}

const errors: unknown[] = [];
const pool = new ReportPdfPool((error) => errors.push(error), 1);
afterAll(() => pool.close());

describe('how many threads draw', () => {
  it('leaves a core to the requests, keeps at least one and draws on at most four', () => {
    expect([1, 2, 3, 4, 5, 8, 16].map(drawingThreadsFor)).toEqual([1, 1, 2, 3, 4, 4, 4]);
  });
});

describe('the report drawing threads', { timeout: 60_000 }, () => {
  it('word and draw a report on a thread of their own, in its language, and hand the whole PDF back', async () => {
    expect(isMainThread).toBe(true);
    const pdf = await pool.draw(reportOf('2026000001'));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.subarray(-6).toString()).toContain('%%EOF');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
    expect(text).toContain('2026000001');
    expect(text).toContain('Glucose');
    expect(text).toContain('http://localhost/verificar/0');
    expect(errors).toEqual([]);
  });

  it('listen for a failing thread once, however many reports they draw', async () => {
    const listening = new ReportPdfPool(() => undefined, 1);
    try {
      for (const protocol of ['2026000003', '2026000004', '2026000005'])
        await listening.draw(reportOf(protocol));
      const piscina = (listening as unknown as { pool: { listenerCount(event: string): number } }).pool;
      expect(piscina.listenerCount('error')).toBe(1);
    } finally {
      await listening.close();
    }
  });

  it('warm up round after round, and give way to a report asked for meanwhile', async () => {
    expect(await pool.warmUp()).toBe(12);
    const warm = pool.warmUp();
    const drawn = pool.draw(reportOf('2026000002'));
    // The round under way ends, then the report is drawn; no further round goes before it.
    expect(await warm).toBe(1);
    expect((await drawn).subarray(0, 5).toString()).toBe('%PDF-');
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { getPriority } from 'node:os';
import sharp from 'sharp';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, describe, expect, it } from 'vitest';
import { DatabaseUnavailableError, isDatabaseUnavailable } from '../../platform/database-unavailable';
import type { ReportToDraw } from './report-drawing';
import { drawingProcessesFor, ReportPdfPool } from './report-pdf-pool';
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

/** The nice value of every thread of a process (field 19 of its stat line, counted after the name). */
function nicesOf(pid: number): number[] {
  return readdirSync(`/proc/${pid}/task`).map((thread) => {
    const stat = readFileSync(`/proc/${pid}/task/${thread}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
  });
}

describe('how many processes draw', () => {
  it('leaves a core to the requests, keeps at least one and draws on at most four', () => {
    expect([1, 2, 3, 4, 5, 8, 16].map(drawingProcessesFor)).toEqual([1, 1, 2, 3, 4, 4, 4]);
  });
});

describe('the report drawing processes', { timeout: 60_000 }, () => {
  it('word and draw a report in a process of their own, in its language, and hand the whole PDF back', async () => {
    const pdf = await pool.draw(reportOf('2026000001'));
    expect(pool.pids).toHaveLength(1);
    expect(pool.pids[0]).not.toBe(process.pid);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.subarray(-6).toString()).toContain('%%EOF');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
    expect(text).toContain('2026000001');
    expect(text).toContain('Glucose');
    expect(text).toContain('http://localhost/verificar/0');
    expect(errors).toEqual([]);
  });

  it.runIf(process.platform === 'linux')(
    'run every thread of theirs, the collector threads too, ten steps below the server',
    async () => {
      await pool.draw(reportOf('2026000006'));
      const nices = nicesOf(pool.pids[0] as number);
      expect(nices.length).toBeGreaterThan(4);
      expect(new Set(nices)).toEqual(new Set([Math.min(19, getPriority() + 10)]));
    },
  );

  it("draw each report with its own workplace's logo, many workplaces interleaved", async () => {
    const logos = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        sharp({ create: { width: 40, height: 20, channels: 3, background: { r: index * 25, g: 90, b: 30 } } })
          .jpeg()
          .toBuffer(),
      ),
    );
    // More workplaces than a process holds logos for, and the first ones back after they were let go.
    const order = [0, 1, 0, 2, 3, 4, 5, 6, 7, 8, 9, 0, 1, 9];
    for (const [turn, index] of order.entries()) {
      const pdf = await pool.draw({
        ...reportOf(`20260001${String(turn).padStart(2, '0')}`),
        logo: logos[index] as Buffer,
      });
      // A JPEG goes into the PDF as it is.
      expect(pdf.includes(logos[index] as Buffer)).toBe(true);
    }
    expect(errors).toEqual([]);
  });

  it('replace a process that dies, telling the caller whose report it was drawing', async () => {
    const failures: unknown[] = [];
    const dying = new ReportPdfPool((error) => failures.push(error), 1);
    try {
      await dying.draw(reportOf('2026000003'));
      const [first] = dying.pids;
      const drawing = dying.draw(reportOf('2026000004'));
      process.kill(first as number, 'SIGKILL');
      await expect(drawing).rejects.toThrow(/SIGKILL/);
      expect(failures).toHaveLength(1);
      const pdf = await dying.draw(reportOf('2026000005'));
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(dying.pids).toHaveLength(1);
      expect(dying.pids[0]).not.toBe(first);
    } finally {
      await dying.close();
    }
  });

  it('answer an archive whose database cannot be reached before any byte, as the database unavailable', async () => {
    const asking = pool.archive({
      // A port nothing listens on.
      databaseUrl: 'postgres://ponto@127.0.0.1:1/none',
      workplaceId: '00000000-0000-4000-8000-000000000000',
      files: [{ id: '00000000-0000-4000-8000-000000000001', name: 'a.pdf' }],
      lang: 'pt-BR',
      publicUrl: 'http://localhost',
      logo: null,
    });
    await expect(asking).rejects.toBeInstanceOf(DatabaseUnavailableError);
    expect(isDatabaseUnavailable(await asking.catch((error: unknown) => error))).toBe(true);
  });

  it('let their processes go when closed, and draw nothing after', async () => {
    const closing = new ReportPdfPool(() => undefined, 1);
    await closing.draw(reportOf('2026000007'));
    const [pid] = closing.pids;
    await closing.close();
    expect(() => process.kill(pid as number, 0)).toThrow();
    await expect(closing.draw(reportOf('2026000008'))).rejects.toThrow(/closed/);
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

import { isMainThread } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import type { ReportLines } from './report-lines';
import { drawingThreadsFor, ReportPdfPool } from './report-pdf-pool';

const lines: ReportLines = {
  title: 'Laudo de exame',
  workplace: { name: 'Farmácia Teste', cnpj: 'CNPJ 11.222.333/0001-81' },
  patientName: 'Paciente Teste',
  patient: [],
  exam: [['Exame', 'Glicose']],
  results: null,
  noResult: 'Sem resultado',
  traceability: [],
  rectified: null,
  responsible: null,
  labels: { result: 'Resultado', traceability: 'Rastreabilidade', hashcode: 'Código de verificação' },
};

const errors: unknown[] = [];
const pool = new ReportPdfPool((error) => errors.push(error), 1);
afterAll(() => pool.close());

async function bytesOf(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('how many threads draw', () => {
  it('leaves a core to the requests, keeps at least one and draws on at most four', () => {
    expect([1, 2, 3, 4, 5, 8, 16].map(drawingThreadsFor)).toEqual([1, 1, 2, 3, 4, 4, 4]);
  });
});

describe('the report drawing threads', { timeout: 60_000 }, () => {
  it('draw a report on a thread of their own and hand the whole PDF back', async () => {
    expect(isMainThread).toBe(true);
    const pdf = await bytesOf(
      await pool.draw({ lines, protocolNumber: '2026000001', reportHash: null, verify: null, logo: null }),
    );
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.subarray(-6).toString()).toContain('%%EOF');
    expect(errors).toEqual([]);
  });

  it('warm up round after round, and give way to a report asked for meanwhile', async () => {
    expect(await pool.warmUp()).toBe(12);
    const warm = pool.warmUp();
    const drawn = pool.draw({
      lines,
      protocolNumber: '2026000002',
      reportHash: null,
      verify: null,
      logo: null,
    });
    // The round under way ends, then the report is drawn; no further round goes before it.
    expect(await warm).toBe(1);
    expect((await bytesOf(await drawn)).subarray(0, 5).toString()).toBe('%PDF-');
  });
});

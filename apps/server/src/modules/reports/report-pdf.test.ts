import sharp from 'sharp';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { type ReportLines, verificationOf } from './report-lines';
import { isRasterImage, logoLoader } from './report-logo';
import { reportPdf } from './report-pdf';
import { canRenderPng, renderReportPng } from './report-png';
import { warmUpReportPdf } from './report-warm-up';

const lines: ReportLines = {
  title: 'Laudo de exame',
  workplace: { name: 'Farmácia Central', cnpj: 'CNPJ 12.345.678/0001-90' },
  patientName: 'Irene Laudada',
  patient: [
    ['CPF', '123.456.789-09'],
    ['Idade na coleta', '6 meses'],
  ],
  exam: [['Exame', 'HIV 1/2']],
  results: [
    {
      analyte: 'Anticorpos anti-HIV 1/2',
      value: 'Positivo',
      flag: { kind: 'positive', text: 'REAGENTE: resultado positivo' },
      critical: null,
      reference: 'Valores de referência: Não reagente',
      interpretation: 'Reagente: o teste detectou o marcador pesquisado nesta amostra.',
      notes: [],
    },
    {
      analyte: 'Glicose',
      value: '52 mg/dL',
      flag: { kind: 'low', text: 'ABAIXO do valor de referência' },
      critical: 'valor crítico',
      reference: 'Valores de referência: 70 – 99 mg/dL',
      interpretation: null,
      notes: ['Observação: jejum de 8 horas'],
    },
  ],
  noResult: null,
  traceability: [['Lote da cápsula', 'L123 · validade 31/03/2027']],
  rectified: null,
  responsible: 'Responsável: Clara Analista · Biomédica · CRBM-RJ 98765',
  labels: {
    result: 'Resultado',
    traceability: 'Amostra e rastreabilidade',
    hashcode: 'Código de verificação',
  },
};

async function bytesOf(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of doc as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

const render = async (logo: Buffer | null) =>
  bytesOf(
    await reportPdf({
      lines,
      protocolNumber: '2026000001',
      reportHash: 'a'.repeat(64),
      verify: verificationOf(`https://ponto.example/verificar/${'a'.repeat(64)}`, 'pt-BR'),
      logo,
    }),
  );

const textOf = async (pdf: Buffer) =>
  (await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true })).text.replace(
    /\s+/g,
    ' ',
  );
const imagesIn = (pdf: Buffer) => pdf.toString('latin1').match(/\/Subtype \/Image/g)?.length ?? 0;

// Several PDFs drawn, read back and pictured per test: slow on a busy two-core machine.
describe('the report PDF layout', { timeout: 30_000 }, () => {
  it('draws the logo when there is one, else the Ponto name mark (the QR code is squares, not a picture)', async () => {
    const logo = await sharp({
      create: { width: 300, height: 90, channels: 3, background: '#0b5394' },
    })
      .png()
      .toBuffer();
    const withLogo = await render(logo);
    const withoutLogo = await render(null);
    expect(imagesIn(withoutLogo)).toBe(0);
    expect(imagesIn(withLogo)).toBe(1);
    expect(await textOf(withLogo)).not.toContain('Ponto');
    expect(await textOf(withoutLogo)).toContain('Ponto');
    // Not a picture pdfkit reads: the name mark, never a failed report.
    expect(await textOf(await render(Buffer.from('<svg/>')))).toContain('Ponto');
    if (canRenderPng()) expect(renderReportPng(withLogo, 'report-layout-logo').length).toBeGreaterThan(0);
  });

  it('says in words what is outside the expected: positive, below range, critical', async () => {
    const text = await textOf(await render(null));
    expect(text).toContain('Positivo');
    expect(text).toContain('REAGENTE: resultado positivo');
    expect(text).toContain('ABAIXO do valor de referência · VALOR CRÍTICO');
    expect(text).toContain('Observação: jejum de 8 horas');
    // The e2e reads the code after its label, as a person copying it would.
    expect(text).toContain(`Código de verificação: ${'a'.repeat(64)}`);
  });

  it('embeds the subset of an open font it used, never a standard font, and prints any Latin name', async () => {
    const pdf = await bytesOf(
      await reportPdf({
        lines: { ...lines, patientName: 'Łucja Ñúñez Dvořák Øresund' },
        protocolNumber: '2026000002',
        reportHash: null,
        verify: null,
        logo: null,
      }),
    );
    const objects = pdf.toString('latin1');
    expect(objects).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSans-Regular/);
    expect(objects).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSans-Bold/);
    expect(objects).toMatch(/\/FontFile2 /);
    expect(objects).not.toMatch(/Helvetica|Times-|Courier/);
    expect(await textOf(pdf)).toContain('Łucja Ñúñez Dvořák Øresund');
  });

  it('reads back every character of a report drawn after others with the same shared font', async () => {
    // The warm-up's subset asks fontkit for glyphs by number; a later report lays the same glyphs out from
    // text and must still map them to their characters (copy, search, screen readers).
    await warmUpReportPdf();
    for (const value of ['6,25 %', '6.25 %', '6.25 %']) {
      const result = { ...lines.results![1]!, value, notes: ['Jejum (8 h).'] };
      const pdf = await bytesOf(
        await reportPdf({
          lines: { ...lines, results: [result] },
          protocolNumber: '2026000003',
          reportHash: 'b'.repeat(64),
          verify: verificationOf(`https://ponto.example/verificar/${'b'.repeat(64)}`, 'en-US'),
          logo: null,
        }),
      );
      const text = await textOf(pdf);
      expect(text).toContain(value);
      expect(text).toContain('Jejum (8 h).');
    }
  });
});

describe('the portal logo for reports', () => {
  it('reads a PNG data: URL, refuses what is not PNG or JPEG, and keeps the answer', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect(isRasterImage(png)).toBe(true);
    let url: string | null = `data:image/png;base64,${png.toString('base64')}`;
    const logo = logoLoader(() => url);
    expect((await logo())?.equals(png)).toBe(true);
    url = `data:image/png;base64,${Buffer.from('<svg/>').toString('base64')}`;
    expect(await logo()).toBeNull();
    url = null;
    expect(await logo()).toBeNull();
  });
});

describe('warmUpReportPdf', () => {
  it('draws the sample report to the end without an error', async () => {
    await expect(warmUpReportPdf()).resolves.toBeUndefined();
  });
});

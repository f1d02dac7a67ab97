import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { FONT, pdfDocument } from './pdf-document';

const CREATED = new Date('2026-01-02T03:04:05Z');

async function bytesOf(doc: PDFKit.PDFDocument): Promise<Buffer> {
  doc.end();
  const chunks: Buffer[] = [];
  for await (const chunk of doc as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** Each word in both fonts: a word one font shaped must never be taken for the other's. */
async function draw(words: string[], options: PDFKit.PDFDocumentOptions = {}): Promise<Buffer> {
  const doc = pdfDocument({ ...options, info: { CreationDate: CREATED } });
  for (const text of words) doc.font(FONT.regular).text(text).font(FONT.bold).text(text);
  return bytesOf(doc);
}

/** The six random letters pdfkit puts before a subset font's name are the one part that differs. */
const withoutSubsetTags = (pdf: Buffer) =>
  pdf.toString('latin1').replace(/\/[A-Z]{6}\+NotoSans/g, '/NotoSans');

const textOf = async (pdf: Buffer) =>
  (await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true })).text;

describe('pdfDocument', () => {
  it('draws the same document with the words earlier documents shaped as with none shaped', async () => {
    const words = ['Resultado: Positivo', 'Glicose 52 mg/dL', 'Łucja Ñúñez', 'Observação (8 h).'];
    await draw(['Resultado: Negativo', 'Glicose 99 mg/dL', 'Observação']);
    await draw(words);
    const shapedBefore = await draw(words);
    const shapedNow = await draw(words, { fontLayoutCache: false });
    expect(withoutSubsetTags(shapedBefore)).toBe(withoutSubsetTags(shapedNow));
    const text = await textOf(shapedBefore);
    for (const word of words) expect(text).toContain(word);
  });

  it('embeds only the fonts a document used', async () => {
    const pdf = (await bytesOf(pdfDocument({}).font(FONT.regular).text('Só texto regular'))).toString(
      'latin1',
    );
    expect(pdf).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSans-Regular/);
    expect(pdf).not.toMatch(/NotoSans-Bold/);
  });
});

import { FONT, pdfDocument } from '../../platform/pdf-document';
import type { ReportLines, ResultLines } from './report-lines';
import { ALERT, ALERT_FILL, drawFlagSymbol, drawMark, INK, MUTED, RULE } from './report-pdf-marks';
import { drawQrCode } from './report-qr';

const MARGIN = 48;
const PAGE = { width: 595.28, height: 841.89 };
const WIDTH = PAGE.width - 2 * MARGIN;
const BOTTOM = PAGE.height - MARGIN;

/** Everything a report's drawing needs, as plain data (it crosses to a drawing process). */
export interface ReportPdfInput {
  lines: ReportLines;
  protocolNumber: string;
  reportHash: string | null;
  /** The public verification page and the sentence that points to it, in the report's language. */
  verify: { url: string; text: string } | null;
  /** PNG or JPEG bytes; null draws the Ponto name mark. */
  logo: Uint8Array | null;
}

/**
 * The §2 exam report as a PDF stream: the mark and workplace, who the patient is, the result first and
 * big (flagged in words and a shape when outside its range or positive), how the sample was traced, who
 * released it with their council data, and the hashcode with a QR code of the verification page. pdfkit
 * writes pages as it goes: the caller pipes it.
 */
export async function reportPdf(input: ReportPdfInput): Promise<PDFKit.PDFDocument> {
  const { lines } = input;
  const doc = pdfDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `${lines.title} ${input.protocolNumber}`, Author: lines.workplace.name },
  });

  header(
    doc,
    lines,
    input.logo && Buffer.from(input.logo.buffer, input.logo.byteOffset, input.logo.byteLength),
  );
  subject(doc, lines);
  if (lines.results) {
    section(doc, lines.labels.result);
    for (const result of lines.results) resultBox(doc, result);
  } else notice(doc, lines.noResult ?? '');
  if (lines.rectified) note(doc, lines.rectified);
  section(doc, lines.labels.traceability);
  pairs(doc, lines.traceability, MARGIN, WIDTH, 130);
  if (lines.responsible) {
    doc.moveDown(0.4);
    doc.font(FONT.bold).fontSize(10).fillColor(INK).text(lines.responsible, MARGIN, doc.y, { width: WIDTH });
  }
  if (input.reportHash) verification(doc, input.reportHash, input.verify, lines.labels.hashcode);
  doc.end();
  return doc;
}

function header(doc: PDFKit.PDFDocument, lines: ReportLines, logo: Buffer | null) {
  const top = MARGIN - 8;
  drawMark(doc, logo, MARGIN, top);
  const right = { x: MARGIN + 200, width: WIDTH - 200 };
  doc
    .font(FONT.bold)
    .fontSize(15)
    .fillColor(INK)
    .text(lines.title, right.x, top + 2, { ...right, align: 'right' });
  doc.font(FONT.regular).fontSize(9).fillColor(MUTED);
  doc.text(lines.workplace.name, right.x, doc.y + 2, { width: right.width, align: 'right' });
  doc.text(lines.workplace.cnpj, right.x, doc.y, { width: right.width, align: 'right' });
  const y = Math.max(doc.y, top + 50) + 8;
  rule(doc, y);
  doc.y = y + 12;
}

/** The patient on the left, the exam on the right: what a reader checks first is whose paper it is. */
function subject(doc: PDFKit.PDFDocument, lines: ReportLines) {
  const top = doc.y;
  doc
    .font(FONT.bold)
    .fontSize(14)
    .fillColor(INK)
    .text(lines.patientName, MARGIN, top, { width: WIDTH / 2 });
  const left = pairs(doc, lines.patient, MARGIN, WIDTH / 2 - 12, 125, doc.y + 4);
  const right = pairs(doc, lines.exam, MARGIN + WIDTH / 2 + 12, WIDTH / 2 - 12, 80, top);
  doc.y = Math.max(left, right) + 10;
  rule(doc, doc.y);
  doc.y += 14;
}

/** Label: value rows; returns where they end. */
function pairs(
  doc: PDFKit.PDFDocument,
  rows: ReadonlyArray<[string, string]>,
  x: number,
  width: number,
  labelWidth: number,
  from = doc.y,
): number {
  let y = from;
  for (const [label, value] of rows) {
    doc.font(FONT.regular).fontSize(9.5);
    const height = Math.max(
      doc.heightOfString(value, { width: width - labelWidth }),
      doc.font(FONT.bold).heightOfString(label, { width: labelWidth - 6 }),
    );
    if (y + height > BOTTOM) {
      doc.addPage();
      y = MARGIN;
    }
    doc
      .font(FONT.bold)
      .fillColor(MUTED)
      .text(label, x, y, { width: labelWidth - 6 });
    doc
      .font(FONT.regular)
      .fillColor(INK)
      .text(value, x + labelWidth, y, { width: width - labelWidth });
    y += height + 3;
  }
  doc.y = y;
  return y;
}

/** One analyte: its name, the value large, the flag in words beside a shape, then range and meaning. */
function resultBox(doc: PDFKit.PDFDocument, result: ResultLines) {
  const pad = 12;
  const inner = WIDTH - 2 * pad;
  const flagged = !!result.flag || !!result.critical;
  const flagText = [result.flag?.text, result.critical?.toUpperCase()].filter(Boolean).join(' · ');
  const heights = {
    analyte: doc.font(FONT.bold).fontSize(10).heightOfString(result.analyte, { width: inner }),
    value: doc.font(FONT.bold).fontSize(26).heightOfString(result.value, { width: inner }),
    flag: flagText
      ? doc
          .font(FONT.bold)
          .fontSize(11)
          .heightOfString(flagText, { width: inner - 18 }) + 2
      : 0,
    reference: doc.font(FONT.regular).fontSize(10).heightOfString(result.reference, { width: inner }),
    interpretation: result.interpretation
      ? doc.font(FONT.regular).fontSize(9.5).heightOfString(result.interpretation, { width: inner }) + 3
      : 0,
    notes: result.notes.reduce(
      (sum, n) => sum + doc.font(FONT.regular).fontSize(9).heightOfString(n, { width: inner }) + 2,
      0,
    ),
  };
  // The gaps drawn between the value and the reference below (2 + 4) are not in the heights.
  const height = pad * 2 + Object.values(heights).reduce((a, b) => a + b, 0) + 6;
  if (doc.y + height > BOTTOM) doc.addPage();
  const top = doc.y;
  doc.save().lineWidth(flagged ? 1.5 : 0.8);
  if (flagged) doc.roundedRect(MARGIN, top, WIDTH, height, 6).fillAndStroke(ALERT_FILL, ALERT);
  else doc.roundedRect(MARGIN, top, WIDTH, height, 6).stroke(RULE);
  doc.restore();

  const x = MARGIN + pad;
  doc
    .font(FONT.bold)
    .fontSize(10)
    .fillColor(MUTED)
    .text(result.analyte, x, top + pad, { width: inner });
  doc
    .font(FONT.bold)
    .fontSize(26)
    .fillColor(flagged ? ALERT : INK)
    .text(result.value, x, doc.y + 2, { width: inner });
  if (flagText) {
    const y = doc.y + 2;
    if (result.flag) drawFlagSymbol(doc, result.flag.kind, x, y + 0.5);
    doc
      .font(FONT.bold)
      .fontSize(11)
      .fillColor(ALERT)
      .text(flagText, x + (result.flag ? 18 : 0), y, { width: inner - 18 });
  }
  doc
    .font(FONT.regular)
    .fontSize(10)
    .fillColor(INK)
    .text(result.reference, x, doc.y + 4, { width: inner });
  if (result.interpretation)
    doc
      .fontSize(9.5)
      .fillColor(INK)
      .text(result.interpretation, x, doc.y + 3, { width: inner });
  for (const n of result.notes)
    doc
      .fontSize(9)
      .fillColor(MUTED)
      .text(n, x, doc.y + 2, { width: inner });
  doc.fillColor(INK);
  doc.y = top + height + 12;
}

function notice(doc: PDFKit.PDFDocument, text: string) {
  doc.font(FONT.bold).fontSize(12).fillColor(INK).text(text, MARGIN, doc.y, { width: WIDTH });
  doc.moveDown();
}

function note(doc: PDFKit.PDFDocument, text: string) {
  doc.font('Helvetica-Oblique').fontSize(9).fillColor(INK).text(text, MARGIN, doc.y, { width: WIDTH });
  doc.moveDown(0.5);
}

function section(doc: PDFKit.PDFDocument, title: string) {
  if (doc.y + 60 > BOTTOM) doc.addPage();
  doc
    .font(FONT.bold)
    .fontSize(9)
    .fillColor(MUTED)
    .text(title.toUpperCase(), MARGIN, doc.y + 4, {
      width: WIDTH,
      characterSpacing: 0.6,
    });
  rule(doc, doc.y + 2);
  doc.y += 8;
}

function verification(
  doc: PDFKit.PDFDocument,
  hash: string,
  verify: { url: string; text: string } | null,
  label: string,
) {
  const size = 96;
  if (doc.y + size + 24 > BOTTOM) doc.addPage();
  const top = doc.y + 14;
  rule(doc, top - 6);
  if (verify) drawQrCode(doc, verify.url, MARGIN + WIDTH - size, top, size);
  const width = WIDTH - size - 10;
  // Label and code on one line: whoever copies the text reads 'label: code' together.
  doc
    .font(FONT.bold)
    .fontSize(8.5)
    .fillColor(MUTED)
    .text(`${label}: `, MARGIN, top + 4, { width, continued: true })
    .font('Courier')
    .fontSize(7.5)
    .fillColor(INK)
    .text(hash);
  if (verify)
    doc
      .font(FONT.regular)
      .fontSize(9)
      .fillColor(INK)
      .text(verify.text, MARGIN, doc.y + 6, { width });
  doc.y = Math.max(doc.y, top + size);
}

function rule(doc: PDFKit.PDFDocument, y: number) {
  doc
    .save()
    .lineWidth(0.6)
    .strokeColor(RULE)
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + WIDTH, y)
    .stroke()
    .restore();
}

import type { ResultFlag } from '@ponto/domain';
import { FONT } from '../../platform/pdf-document';

export const INK = '#1d2433';
export const MUTED = '#5b6474';
export const RULE = '#c9ced6';
export const ALERT = '#b42318';
export const ALERT_FILL = '#fef3f2';
const BRAND = '#0b7a75';

/**
 * The workplace's logo when it has one, else the Ponto name mark: a paper without any mark looks like a
 * print-out anyone could have typed. pdfkit draws only raster PNG and JPEG; anything else falls back.
 */
export function drawMark(doc: PDFKit.PDFDocument, logo: Buffer | null, x: number, y: number): void {
  if (logo) {
    try {
      doc.image(logo, x, y, { fit: [150, 46], valign: 'center' });
      return;
    } catch {
      // Not an image pdfkit can read: the name mark below still identifies the portal.
    }
  }
  doc
    .save()
    .circle(x + 14, y + 23, 14)
    .fill(BRAND);
  doc
    .circle(x + 14, y + 23, 5)
    .fill('#ffffff')
    .restore();
  doc
    .font(FONT.bold)
    .fontSize(22)
    .fillColor(BRAND)
    .text('Ponto', x + 34, y + 12, { lineBreak: false });
  doc.fillColor(INK);
}

/**
 * A shape beside the flag's words, so a result outside its range is seen on a grey photocopy too: a
 * triangle pointing up (above) or down (below), a plus in a circle (positive). Helvetica has no such
 * glyphs, so they are drawn.
 */
export function drawFlagSymbol(
  doc: PDFKit.PDFDocument,
  flag: ResultFlag,
  x: number,
  y: number,
  size = 11,
): void {
  doc.save().fillColor(ALERT).strokeColor(ALERT);
  if (flag === 'high') doc.polygon([x, y + size], [x + size, y + size], [x + size / 2, y]).fill();
  else if (flag === 'low') doc.polygon([x, y], [x + size, y], [x + size / 2, y + size]).fill();
  else {
    const r = size / 2;
    doc.circle(x + r, y + r, r).fill();
    doc
      .strokeColor('#ffffff')
      .lineWidth(1.6)
      .moveTo(x + r, y + 2.5)
      .lineTo(x + r, y + size - 2.5)
      .moveTo(x + 2.5, y + r)
      .lineTo(x + size - 2.5, y + r)
      .stroke();
  }
  doc.restore();
}

import type { Leaflet } from '@ponto/domain';
import { translator } from '../../platform/i18n';
import { FONT, pdfDocument } from '../../platform/pdf-document';

const MARGIN = 50;

/**
 * The leaflet as an A4 PDF in its language: exam, code, version and date, the instructions for use
 * section by section, then the tutorial as numbered steps. pdfkit writes pages as it goes: the caller pipes it.
 */
export function leafletPdf(leaflet: Leaflet): PDFKit.PDFDocument {
  const t = translator(leaflet.locale);
  const day = new Intl.DateTimeFormat(leaflet.locale, { dateStyle: 'short', timeZone: 'UTC' });
  const title = t('leaflets:pdf.title', { exam: leaflet.exam.name });
  const doc = pdfDocument({ size: 'A4', margin: MARGIN, info: { Title: title, Author: 'Ponto' } });

  doc.font(FONT.bold).fontSize(16).text(title);
  doc
    .font(FONT.regular)
    .fontSize(9)
    .text(
      t('leaflets:pdf.code', {
        code: leaflet.code,
        version: leaflet.version,
        date: day.format(new Date(`${leaflet.publishedOn}T00:00:00Z`)),
      }),
    );
  if (leaflet.lot) doc.text(t('leaflets:pdf.lot', { lot: leaflet.lot }));

  for (const section of leaflet.sections) {
    doc.moveDown().font(FONT.bold).fontSize(12).text(section.heading);
    doc.font(FONT.regular).fontSize(10).text(section.body);
  }

  doc.moveDown(1.5).font(FONT.bold).fontSize(14).text(t('leaflets:pdf.tutorial'));
  leaflet.tutorial.forEach((step, i) => {
    doc
      .moveDown(0.5)
      .font(FONT.bold)
      .fontSize(11)
      .text(`${i + 1}. ${step.title}`);
    doc.font(FONT.regular).fontSize(10).text(step.body);
  });
  doc.end();
  return doc;
}

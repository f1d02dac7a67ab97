import { localised } from '@ponto/domain';
import type { Locale } from '@ponto/i18n';
import { translator } from '../../platform/i18n';
import { FONT, pdfDocument } from '../../platform/pdf-document';

export interface CertificateInput {
  locale: Locale;
  userName: string;
  userDocument: string;
  courseTitle: Record<string, string>;
  trailTitle: Record<string, string>;
  workloadMinutes: number;
  grade: number;
  passedAt: Date;
  verificationCode: string;
}

const maskedCpf = (document: string) =>
  /^\d{11}$/.test(document) ? document.replace(/(\d{3})(\d{3})(\d{3})(\d{2})/, '$1.$2.$3-$4') : document;

/**
 * §2 a course certificate as a one-page landscape PDF in one of the four languages: who, which course of
 * which trail, workload, grade, the date of the first pass and a verification code. The caller pipes it.
 */
export function certificatePdf(input: CertificateInput): PDFKit.PDFDocument {
  const { locale } = input;
  const t = translator(locale);
  const course = localised(input.courseTitle, locale);
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'America/Sao_Paulo' });
  const doc = pdfDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 60,
    info: { Title: `${t('training:certificate.title')} — ${course}`, Author: 'Ponto' },
  });
  const width = doc.page.width - 120;
  doc
    .rect(30, 30, doc.page.width - 60, doc.page.height - 60)
    .lineWidth(2)
    .stroke('#1c5d99');
  doc.moveDown(2);
  doc.font(FONT.bold).fontSize(28).fillColor('#1c5d99').text(t('training:certificate.title'), {
    align: 'center',
    width,
  });
  doc.moveDown(1.5).fillColor('black').font(FONT.regular).fontSize(14);
  doc.text(t('training:certificate.certifies'), { align: 'center', width });
  doc.moveDown(0.5).font(FONT.bold).fontSize(22).text(input.userName, { align: 'center', width });
  doc
    .font(FONT.regular)
    .fontSize(12)
    .text(t('training:certificate.document', { document: maskedCpf(input.userDocument) }), {
      align: 'center',
      width,
    });
  doc.moveDown().fontSize(14).text(t('training:certificate.completed'), { align: 'center', width });
  doc.moveDown(0.5).font(FONT.bold).fontSize(18).text(course, { align: 'center', width });
  doc
    .font(FONT.regular)
    .fontSize(13)
    .text(t('training:certificate.trail', { trail: localised(input.trailTitle, locale) }), {
      align: 'center',
      width,
    });
  doc.moveDown(1.5).fontSize(12);
  for (const text of [
    t('training:certificate.workload', { minutes: input.workloadMinutes }),
    t('training:certificate.grade', { grade: input.grade }),
    t('training:certificate.date', { date: day.format(input.passedAt) }),
  ])
    doc.text(text, { align: 'center', width });
  doc
    .moveDown(2)
    .fontSize(10)
    .fillColor('#333333')
    .text(t('training:certificate.verification', { code: input.verificationCode }), {
      align: 'center',
      width,
    });
  doc.end();
  return doc;
}

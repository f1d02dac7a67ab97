import {
  type ExamState,
  localised,
  noResultStates,
  type ResultView,
  reportNameVariantOf,
  type WorkplacePermission,
} from '@ponto/domain';
import type { Locale } from '@ponto/i18n';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { translator } from '../../platform/i18n';
import type { ReportRow } from './repository';

const MARGIN = 50;

/**
 * The §2 exam report as a PDF stream in one of the four languages: workplace, patient and exam, each analyte
 * with value, reference limits, methodology and interferents, the responsible professional's council data,
 * the hashcode and a QR code of the verification page. pdfkit writes pages as it goes: the caller pipes it.
 */
export async function reportPdf(input: {
  report: ReportRow;
  results: readonly ResultView[];
  rectified: boolean;
  locale: Locale;
  verifyUrl: string | null;
}): Promise<PDFKit.PDFDocument> {
  const { report, results, locale } = input;
  const t = translator(locale);
  const variant = reportNameVariantOf({ permissions: report.workplacePermissions as WorkplacePermission[] });
  const date = new Intl.DateTimeFormat(locale, {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'America/Sao_Paulo',
  });
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeZone: 'UTC' });
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 6 });
  const qr = input.verifyUrl ? await QRCode.toBuffer(input.verifyUrl, { margin: 1, width: 180 }) : null;

  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `${t(`report:title.${variant}`)} ${report.protocolNumber}`, Author: report.workplaceName },
  });
  const line = (label: string, value: string) =>
    doc.font('Helvetica-Bold').text(`${label}: `, { continued: true }).font('Helvetica').text(value);

  doc
    .font('Helvetica-Bold')
    .fontSize(16)
    .text(t(`report:title.${variant}`));
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(t('report:workplace', { name: report.workplaceName, cnpj: report.workplaceCnpj }));
  doc.moveDown().fontSize(10);
  const registration = (report.patientRegistration ?? {}) as { patient?: { sex?: string } };
  const animal = report.animal as { nameOrCode?: string } | null;
  line(t('report:patient'), report.patientName ?? animal?.nameOrCode ?? '');
  // An anonymised patient (docs/patient-data-rights.md) keeps no document and only the year of birth.
  const anonymised = !!report.patientAnonymisedAt;
  if (report.patientDocument && !anonymised) line(t('report:document'), report.patientDocument);
  if (report.patientBirthDate && anonymised)
    line(t('report:birthYear'), String(report.patientBirthDate).slice(0, 4));
  else if (report.patientBirthDate)
    line(t('report:birthDate'), day.format(new Date(`${report.patientBirthDate}T00:00:00Z`)));
  const sex = registration.patient?.sex;
  if (sex === 'male' || sex === 'female') line(t('report:sex'), t(`report:sexes.${sex}`));
  line(t('report:protocol'), report.protocolNumber);
  line(t('report:exam'), localised(report.examName, locale));
  line(t('report:methodology'), results[0]?.methodology ?? report.methodology);
  doc.moveDown();

  if (noResultStates.includes(report.state as ExamState)) {
    doc.font('Helvetica-Bold').text(t('report:noResult', { state: t(`report:states.${report.state}`) }));
  } else {
    const first = results[0];
    if (first) line(t('report:resultAt'), date.format(new Date(first.resultAt)));
    if (report.releasedAt) line(t('report:releasedAt'), date.format(report.releasedAt));
    doc.moveDown(0.5);
    const columns = [MARGIN, MARGIN + 190, MARGIN + 330];
    const header = doc.y;
    doc.font('Helvetica-Bold');
    doc.text(t('report:analyte'), columns[0], header, { width: 180 });
    doc.text(t('report:value'), columns[1], header, { width: 130 });
    doc.text(t('report:reference'), columns[2], header, { width: 165 });
    doc.font('Helvetica');
    for (const result of results) {
      const y = doc.y + 4;
      const value = result.qualitative
        ? t(`report:qualitative.${result.value}`)
        : `${number.format(Number(result.value))}${result.unit ? ` ${result.unit}` : ''}`;
      const reference =
        result.lowerLimit !== null && result.upperLimit !== null
          ? `${result.lowerLimit.replace('.', decimalMark(locale))} – ${result.upperLimit.replace('.', decimalMark(locale))}${result.unit ? ` ${result.unit}` : ''}`
          : '—';
      doc.text(localised(result.analyteName, locale), columns[0], y, { width: 180 });
      const after = doc.y;
      if (result.critical) doc.font('Helvetica-Bold');
      doc.text(result.critical ? `${value} (${t('report:critical')})` : value, columns[1], y, { width: 130 });
      doc.font('Helvetica');
      doc.text(reference, columns[2], y, { width: 165 });
      doc.y = Math.max(after, doc.y);
      if (result.interferent)
        doc
          .fontSize(9)
          .text(t('report:interferent', { text: result.interferent }), MARGIN)
          .fontSize(10);
      if (result.description)
        doc
          .fontSize(9)
          .text(t('report:note', { text: result.description }), MARGIN)
          .fontSize(10);
    }
    doc.x = MARGIN;
    if (input.rectified) doc.moveDown().fontSize(9).text(t('report:rectified')).fontSize(10);
    doc.moveDown();
    doc.text(
      t('report:responsible', {
        name: report.releaserName ?? '',
        profession: report.profession ?? '',
        acronym: report.councilAcronym ?? '',
        state: report.councilState ?? '',
        number: report.councilNumber ?? '',
      }),
      MARGIN,
    );
  }

  if (report.reportHash) {
    doc.moveDown();
    line(t('report:hashcode'), report.reportHash);
    if (input.verifyUrl) doc.fontSize(9).text(t('report:verify', { url: input.verifyUrl }));
    if (qr) doc.image(qr, MARGIN, doc.y + 6, { width: 110 });
  }
  doc.end();
  return doc;
}

const decimalMark = (locale: string) => (new Intl.NumberFormat(locale).format(1.5).includes(',') ? ',' : '.');

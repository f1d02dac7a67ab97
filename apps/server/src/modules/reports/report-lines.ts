import {
  type Animal,
  ageAtCollection,
  animalAge,
  documentTypes,
  type ExamState,
  formatCnpj,
  formatCpf,
  formatDayIn,
  formatInstantIn,
  localised,
  methodologyKeyOf,
  noResultStates,
  professionOf,
  qualitativeKeyOf,
  type ReportAge,
  type ResultFlag,
  type ResultView,
  reportNameVariantOf,
  resultFlagOf,
  sampleTypeKeyOf,
  type WorkplacePermission,
} from '@ponto/domain';
import type { Locale } from '@ponto/i18n';
import { translator } from '../../platform/i18n';
import type { ReportRow } from './repository';
import type { Traceability } from './traceability';

/** One analyte as the patient reads it: the value first, then whether it is outside what is expected. */
export interface ResultLines {
  analyte: string;
  value: string;
  flag: { kind: ResultFlag; text: string } | null;
  critical: string | null;
  /** The range with its unit, or the value expected of a qualitative test. */
  reference: string;
  /** Within range, or what a qualitative value means. */
  interpretation: string | null;
  notes: string[];
}

/** Everything a report prints, in its language: the PDF only lays it out. */
export interface ReportLines {
  title: string;
  workplace: { name: string; cnpj: string };
  patient: Array<[label: string, value: string]>;
  patientName: string;
  exam: Array<[label: string, value: string]>;
  /** Null when the exam prints no result (invalid, awaiting recollect): then `noResult` says why. */
  results: ResultLines[] | null;
  noResult: string | null;
  traceability: Array<[label: string, value: string]>;
  rectified: string | null;
  responsible: string | null;
  labels: { result: string; traceability: string; hashcode: string };
}

/** What a report's lines are made of: its row, results and traceability as read, and the language to word them in. */
export interface ReportLinesSource {
  report: ReportRow;
  results: readonly ResultView[];
  traceability: Traceability;
  rectified: boolean;
  locale: Locale;
}

/** The public verification page and the sentence that points to it, in the report's language. */
export function verificationOf(url: string, locale: Locale): { url: string; text: string } {
  return { url, text: translator(locale)('report:verify', { url }) };
}

export function reportLines(input: ReportLinesSource): ReportLines {
  const { report, results, traceability, locale } = input;
  const t = translator(locale);
  const zone = report.workplaceTimeZone;
  const when = (instant: Date | string) => formatInstantIn(instant, locale, zone);
  const variant = reportNameVariantOf({ permissions: report.workplacePermissions as WorkplacePermission[] });
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 6 });
  const decimal = (text: string) => text.replace('.', number.format(1.5).includes(',') ? ',' : '.');
  const ageText = (age: ReportAge | null) =>
    age ? t(`report:ages.${age.unit}`, { count: age.count }) : null;

  const animal = report.animal as Animal | null;
  // An anonymised patient (docs/patient-data-rights.md) keeps no document and only the year of birth.
  const anonymised = !!report.patientAnonymisedAt;
  // The age is the one the sample had: the collection, or the result when no reader recorded one.
  const sampledAt = traceability.collectedAt ?? (results[0] ? new Date(results[0].resultAt) : null);
  const patient: Array<[string, string]> = [];
  if (report.patientDocument && !anonymised)
    patient.push([documentLabel(t, report.patientDocumentType), documentText(report)]);
  if (report.patientBirthDate && anonymised)
    patient.push([t('report:birthYear'), String(report.patientBirthDate).slice(0, 4)]);
  else if (report.patientBirthDate)
    patient.push([t('report:birthDate'), formatDayIn(report.patientBirthDate, locale)]);
  const age =
    report.patientBirthDate && sampledAt && !anonymised
      ? ageText(ageAtCollection(report.patientBirthDate, sampledAt, zone))
      : ageText(animalAge(animal));
  if (age) patient.push([t('report:age'), age]);
  const sex = report.patientSex ?? animal?.sex;
  if (sex === 'male' || sex === 'female') patient.push([t('report:sex'), t(`report:sexes.${sex}`)]);

  const methodologyText = results[0]?.methodology ?? report.methodology;
  const methodology = methodologyKeyOf(methodologyText);
  const exam: Array<[string, string]> = [
    [t('report:exam'), localised(report.examName, locale)],
    [t('report:protocol'), report.protocolNumber],
    [t('report:methodology'), methodology ? t(`report:methodologies.${methodology}`) : methodologyText],
  ];

  const printsNoResult = noResultStates.includes(report.state as ExamState);
  const trace: Array<[string, string]> = [];
  const sample = sampleTypeKeyOf(report.sampleType);
  trace.push([t('report:sampleType'), sample ? t(`report:sampleTypes.${sample}`) : report.sampleType]);
  if (traceability.collectedAt) trace.push([t('report:collectedAt'), when(traceability.collectedAt)]);
  if (!printsNoResult && results[0]) trace.push([t('report:resultAt'), when(results[0].resultAt)]);
  if (traceability.reader) trace.push([t('report:reader'), t('report:readerValue', traceability.reader)]);
  if (traceability.lot)
    trace.push([
      t('report:lot'),
      t('report:lotValue', {
        lot: traceability.lot.number,
        expiry: formatDayIn(traceability.lot.expiresOn, locale),
      }),
    ]);
  if (traceability.operator)
    trace.push([
      t('report:performedBy'),
      `${traceability.operator.name} · ${formatCpf(traceability.operator.document)}`,
    ]);
  // Who released it is the 'responsible' line below, with the council data.
  if (!printsNoResult && report.releasedAt) trace.push([t('report:releasedAt'), when(report.releasedAt)]);

  const profession = professionOf(report.profession);
  return {
    title: t(`report:title.${variant}`),
    workplace: {
      name: report.workplaceName,
      cnpj: `${t('report:cnpj')} ${formatCnpj(report.workplaceCnpj)}`,
    },
    patientName: report.patientName ?? animal?.nameOrCode ?? '',
    patient,
    exam,
    results: printsNoResult
      ? null
      : results.map((result) => resultLines(result, { t, locale, number, decimal })),
    noResult: printsNoResult ? t('report:noResult', { state: t(`report:states.${report.state}`) }) : null,
    traceability: trace,
    rectified: input.rectified ? t('report:rectified') : null,
    responsible:
      printsNoResult || !report.releaserName
        ? null
        : t('report:responsible', {
            name: report.releaserName,
            profession: profession
              ? t(`report:professions.${profession.key}.${profession.form}`)
              : (report.profession ?? ''),
            acronym: report.councilAcronym ?? '',
            state: report.councilState ?? '',
            number: report.councilNumber ?? '',
          }),
    labels: {
      result: t('report:result'),
      traceability: t('report:traceability'),
      hashcode: t('report:hashcode'),
    },
  };
}

type Translate = ReturnType<typeof translator>;

function resultLines(
  result: ResultView,
  {
    t,
    locale,
    number,
    decimal,
  }: { t: Translate; locale: Locale; number: Intl.NumberFormat; decimal: (s: string) => string },
): ResultLines {
  const unit = result.unit ? ` ${result.unit}` : '';
  const flag = resultFlagOf(result);
  const notes: string[] = [];
  if (result.interferent) notes.push(t('report:interferent', { text: result.interferent }));
  if (result.description) notes.push(t('report:note', { text: result.description }));
  const common = {
    analyte: localised(result.analyteName, locale),
    flag: flag ? { kind: flag, text: t(`report:flags.${flag}`) } : null,
    critical: result.critical ? t('report:critical') : null,
    notes,
  };
  if (result.qualitative) {
    const key = qualitativeKeyOf(result.value);
    return {
      ...common,
      value: key ? t(`domain:qualitative.${key}`) : result.value,
      reference: `${t('report:reference')}: ${t('report:qualitative.0')}`,
      interpretation: key ? t(`report:interpretation.${key}`) : null,
    };
  }
  const hasRange = result.lowerLimit !== null && result.upperLimit !== null;
  return {
    ...common,
    value: `${number.format(Number(result.value))}${unit}`,
    reference: `${t('report:reference')}: ${
      hasRange ? `${decimal(result.lowerLimit!)} – ${decimal(result.upperLimit!)}${unit}` : '—'
    }`,
    interpretation: hasRange && !flag ? t('report:withinRange') : null,
  };
}

function documentLabel(t: Translate, type: string | null): string {
  return type && (documentTypes as readonly string[]).includes(type)
    ? t(`domain:documentType.${type}`)
    : t('report:document');
}

function documentText(report: ReportRow): string {
  return report.patientDocumentType === 'cpf'
    ? formatCpf(report.patientDocument ?? '')
    : (report.patientDocument ?? '');
}

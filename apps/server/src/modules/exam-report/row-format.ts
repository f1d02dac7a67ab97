import {
  ageInYears,
  localised,
  paymentMethods,
  qualitativeValues,
  type ReportRow,
  sexes,
} from '@ponto/domain';
import type { Locale } from '@ponto/i18n';
import type { TFunction } from 'i18next';
import type { ReportRecord } from './repository';

/**
 * Money in (non-negative, §3) cents as a plain decimal ('1250' → '12.50'): the CSV is for spreadsheets and scripts, so
 * numbers use '.' whatever the language and carry no currency sign or thousands separator.
 */
export function centsText(cents: number | null): string {
  if (cents === null) return '';
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

export type AddressParts = Pick<
  ReportRecord,
  'street' | 'streetNumber' | 'complement' | 'district' | 'postalCode'
>;

/** The parts of an address as registered (a JSON object), the ones that are text. */
export function addressParts(address: Record<string, unknown> | null): AddressParts {
  const part = (key: string) => {
    const value = address?.[key];
    return typeof value === 'string' ? value : null;
  };
  return {
    street: part('street'),
    streetNumber: part('number'),
    complement: part('complement'),
    district: part('district'),
    postalCode: part('postalCode'),
  };
}

/** Street, number, complement, district and postal code; city and state have their own columns. */
export function addressText(address: AddressParts): string {
  let text = '';
  for (const part of [
    address.street,
    address.streetNumber,
    address.complement,
    address.district,
    address.postalCode,
  ])
    if (part !== null && part.trim() !== '') text = text === '' ? part : `${text}, ${part}`;
  return text;
}

/**
 * The translated words of the rows, looked up once per report: translating each cell of 100,000 rows
 * through i18next cost more than the rest of the CSV together.
 */
export interface RowWords {
  locale: Locale;
  yes: string;
  no: string;
  qualitative: ReadonlyMap<string, string>;
  sex: ReadonlyMap<string, string>;
  paymentMethod: ReadonlyMap<string, string>;
}

export function rowWords(locale: Locale, t: TFunction): RowWords {
  const labels = (group: string, keys: readonly string[]) =>
    new Map(keys.map((key) => [key, t(`${group}.${key}`)]));
  return {
    locale,
    yes: t('examReport:yes'),
    no: t('examReport:no'),
    qualitative: labels(
      'report:qualitative',
      Object.values(qualitativeValues).map((value) => String(value)),
    ),
    sex: labels('domain:sex', sexes),
    paymentMethod: labels('domain:paymentMethod', paymentMethods),
  };
}

const label = (labels: ReadonlyMap<string, string>, value: string | null): string =>
  (value && labels.get(value)) || '';

/** An animal's age in whole years, from the age and unit registered (§3 animal: months or years). */
function animalAge(animal: Record<string, unknown>): string {
  if (typeof animal.age !== 'number') return '';
  return String(animal.ageUnit === 'months' ? Math.floor(animal.age / 12) : animal.age);
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const whole = (value: number | null): string => (value === null ? '' : String(value));

/**
 * One §3 report row from what the repository read, in the words' language: words translated (qualitative results,
 * valid, sex, payment method), dates as 'YYYY-MM-DD HH:mm' on the workplace's calendar, times in whole
 * seconds, numbers with '.'. Columns nothing in the portal records (order password, assistant
 * registration) stay empty rather than invented.
 */
export function reportRowOf(record: ReportRecord, words: RowWords): ReportRow {
  const animal = record.animal;
  const hasResult = record.analyteCode !== null;
  const result = !hasResult
    ? ''
    : record.qualitative
      ? label(words.qualitative, record.value)
      : (record.value ?? '');
  const analyte = hasResult
    ? `${localised(record.analyteName ?? undefined, words.locale)}${record.unit ? ` (${record.unit})` : ''}`
    : '';
  const voucher =
    record.voucherCode ?? (record.procedureKind === 'registration' ? (record.registrationNumber ?? '') : '');
  return {
    document: record.document ?? text(animal?.tutorDocument),
    patient: record.patientName ?? text(animal?.nameOrCode),
    phone: record.phone ?? text(animal?.tutorPhone),
    examDate: record.examDate,
    analyte,
    operator: record.operatorName ?? '',
    operatorDocument: record.operatorDocument ?? '',
    workplace: record.workplace,
    result,
    orderPassword: '',
    valid: record.valid === null ? '' : record.valid ? words.yes : words.no,
    elapsedTime: whole(record.elapsedSeconds),
    processingTime: whole(record.processTimeSeconds),
    tubeCode: record.tubeCode ?? '',
    code: record.protocolNumber,
    hashcode: record.hashcode ?? '',
    age: record.birthDate
      ? String(ageInYears(record.birthDate, record.examDay))
      : animal
        ? animalAge(animal)
        : '',
    city: record.city ?? '',
    address: addressText(record),
    state: record.state ?? '',
    birthDate: record.birthDate ?? '',
    pricePaid: centsText(record.pricePaidCents),
    fullPrice: centsText(record.fullPriceCents),
    discount: centsText(record.discountCents),
    discountMotive: record.discountMotive ?? '',
    paymentMethod: label(words.paymentMethod, record.paymentMethod),
    methodology: hasResult ? (record.methodology ?? record.examMethodology) : record.examMethodology,
    sex: label(words.sex, record.sex ?? text(animal?.sex)),
    voucher,
    interferent: record.interferent ?? '',
    assistantRegistration: '',
  };
}

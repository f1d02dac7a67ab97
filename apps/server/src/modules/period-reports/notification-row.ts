import {
  ageInYears,
  formatCnpj,
  localised,
  type MandatoryNotificationRow,
  qualitativeValues,
  sexes,
} from '@ponto/domain';
import type { Locale } from '@ponto/i18n';
import type { TFunction } from 'i18next';
import { addressParts, addressText } from '../exam-report/row-format';
import type { NotificationRecord } from './notifications-repository';

/** The translated words of the rows, looked up once per report rather than once per cell. */
export interface NotificationWords {
  locale: Locale;
  qualitative: ReadonlyMap<string, string>;
  sex: ReadonlyMap<string, string>;
}

export function notificationWords(locale: Locale, t: TFunction): NotificationWords {
  const labels = (group: string, keys: readonly string[]) =>
    new Map(keys.map((key) => [key, t(`${group}.${key}`)]));
  return {
    locale,
    qualitative: labels(
      'report:qualitative',
      Object.values(qualitativeValues).map((value) => String(value)),
    ),
    sex: labels('domain:sex', sexes),
  };
}

const label = (labels: ReadonlyMap<string, string>, value: string | null): string =>
  (value && labels.get(value)) || '';
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * One §3 notification in the words' language: age in whole years on the exam's day, the address on one
 * line (street, number, complement, district, postal code; city and state have their own fields), sex and
 * result translated, days as YYYY-MM-DD, the workplace's CNPJ masked so a spreadsheet keeps it as text.
 */
export function notificationRowOf(
  record: NotificationRecord,
  words: NotificationWords,
): MandatoryNotificationRow {
  return {
    patientAge: String(ageInYears(record.birthDate, record.examDay)),
    exam: localised(record.examName, words.locale),
    result: label(words.qualitative, record.value),
    code: record.protocolNumber,
    patientAddress: addressText(addressParts(record.address)),
    examDate: record.examDay,
    tradeName: record.tradeName,
    taxId: formatCnpj(record.taxId),
    city: text(record.address?.city),
    state: text(record.address?.state),
    patientName: record.patientName,
    method: record.method,
    patientSex: label(words.sex, record.sex),
    birthDate: record.birthDate,
    phone: record.phone ?? '',
    notificationDate: record.notificationDay,
  };
}

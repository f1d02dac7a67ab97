import { type CriticalRange, localised } from '@ponto/domain';
import type { TFunction } from 'i18next';

interface AnalyteValue {
  name: Record<string, string>;
  value: string;
  unit: string | null;
}

/** A decimal as the reader's language writes it (450.5 → 450,5 in Portuguese); text as it is. */
export const formatValue = (value: string, locale: string) =>
  Number.isFinite(Number(value))
    ? new Intl.NumberFormat(locale, { maximumFractionDigits: 6 }).format(Number(value))
    : value;

/** "Glucose 450 mg/dL; …": the values that were told, as one line. */
export const analyteValues = (analytes: readonly AnalyteValue[], locale: string) =>
  analytes
    .map((a) => `${localised(a.name, locale)} ${formatValue(a.value, locale)}${a.unit ? ` ${a.unit}` : ''}`)
    .join('; ');

/** "critical below 50 or above 400": the range in force when the notice opened. */
export function rangeText(range: CriticalRange, t: TFunction, locale: string): string {
  const lower = range.lower === null ? null : formatValue(range.lower, locale);
  const upper = range.upper === null ? null : formatValue(range.upper, locale);
  if (lower !== null && upper !== null) return t('results:notices.rangeBoth', { lower, upper });
  if (lower !== null) return t('results:notices.rangeBelow', { lower });
  if (upper !== null) return t('results:notices.rangeAbove', { upper });
  return '';
}

export const formatMoment = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));

import { type QualitativeValue, qualitativeLabel, type ResultView } from '@ponto/domain';

/** The §3 qualitative codes in the order a form offers them. */
export const qualitativeChoices: readonly QualitativeValue[] = [0, 1, -2, -1];

/** How a result's value reads: a qualitative code by its name, a number in the user's locale with its unit. */
export function displayValue(
  result: Pick<ResultView, 'qualitative' | 'value' | 'unit'>,
  locale: string,
  qualitativeName: (label: string) => string,
): string {
  if (result.qualitative) return qualitativeName(qualitativeLabel(Number(result.value) as QualitativeValue));
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 6 }).format(Number(result.value));
  return result.unit ? `${number} ${result.unit}` : number;
}

/** A reference range in the user's locale ('4,0 – 5,6 %'), or null when the analyte has none. */
export function displayReference(
  result: Pick<ResultView, 'lowerLimit' | 'upperLimit' | 'unit'>,
  locale: string,
): string | null {
  if (result.lowerLimit === null || result.upperLimit === null) return null;
  const format = new Intl.NumberFormat(locale, { minimumFractionDigits: decimals(result.lowerLimit) });
  const upper = new Intl.NumberFormat(locale, { minimumFractionDigits: decimals(result.upperLimit) });
  const range = `${format.format(Number(result.lowerLimit))} – ${upper.format(Number(result.upperLimit))}`;
  return result.unit ? `${range} ${result.unit}` : range;
}

const decimals = (text: string) => (text.includes('.') ? text.length - text.indexOf('.') - 1 : 0);

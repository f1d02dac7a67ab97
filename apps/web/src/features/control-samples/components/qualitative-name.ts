import { type QualitativeValue, qualitativeLabel, qualitativeValues } from '@ponto/domain';
import type { TFunction } from 'i18next';

/** '0' → 'Negativo'…, through the domain catalogue's qualitative names; an unknown code as it is. */
export function qualitativeName(t: TFunction, value: string): string {
  const code = Number(value);
  return (Object.values(qualitativeValues) as number[]).includes(code)
    ? t(`domain:qualitative.${qualitativeLabel(code as QualitativeValue)}`)
    : value;
}

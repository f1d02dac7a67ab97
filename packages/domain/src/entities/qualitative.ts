/** §3 qualitative result values. */
export const qualitativeValues = { negative: 0, positive: 1, invalid: -1, inconclusive: -2 } as const;
export type QualitativeLabel = keyof typeof qualitativeValues;
export type QualitativeValue = (typeof qualitativeValues)[QualitativeLabel];

export function qualitativeLabel(value: QualitativeValue): QualitativeLabel {
  const entry = Object.entries(qualitativeValues).find(([, v]) => v === value);
  return (entry as [QualitativeLabel, number])[0];
}

import {
  CONTROL_SAMPLE_PREFIXES,
  type ControlResult,
  controlSampleCodeProblemKeys,
  controlSampleCodeProblems,
} from '@ponto/domain';

/** The first problem of a typed sample code as a translation key and its values, or null when well formed. */
export function sampleCodeMessage(code: string): { key: string; values?: Record<string, string> } | null {
  const [problem] = controlSampleCodeProblems(code);
  if (!problem) return null;
  const key = `validation:${controlSampleCodeProblemKeys[problem]}`;
  return problem === 'wrongPrefix'
    ? { key, values: { prefixes: CONTROL_SAMPLE_PREFIXES.join(', ') } }
    : { key };
}

/** What the sample was expected to give: 'mean ± SD (low–high)' or the qualitative value. */
export function expectationText(
  sample: Pick<
    ControlResult,
    'targetMean' | 'targetSd' | 'rangeLow' | 'rangeHigh' | 'expectedResult' | 'unit'
  >,
  qualitative: (value: string) => string,
  format: (value: number) => string,
): string {
  if (sample.targetMean !== null && sample.targetSd !== null) {
    const unit = sample.unit ? ` ${sample.unit}` : '';
    const range =
      sample.rangeLow !== null && sample.rangeHigh !== null
        ? ` (${format(sample.rangeLow)}–${format(sample.rangeHigh)}${unit})`
        : '';
    return `${format(sample.targetMean)} ± ${format(sample.targetSd)}${unit}${range}`;
  }
  return sample.expectedResult === null ? '—' : qualitative(sample.expectedResult);
}

/** A measured value as shown: qualitative codes by name, numbers with the unit. */
export function valueText(
  result: Pick<ControlResult, 'value' | 'unit' | 'targetMean'>,
  qualitative: (value: string) => string,
): string {
  if (result.value === null) return '—';
  if (result.targetMean === null) return qualitative(result.value);
  return result.unit ? `${result.value} ${result.unit}` : result.value;
}

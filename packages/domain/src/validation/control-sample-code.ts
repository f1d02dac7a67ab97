import { CONTROL_SAMPLE_PREFIXES } from '../constants/business';
import type { ValidationKey } from './messages';

export type ControlSampleCodeProblem = 'required' | 'wrongPrefix' | 'wrongFormat';

export const controlSampleCodeProblemKeys: Record<ControlSampleCodeProblem, ValidationKey> = {
  required: 'required',
  wrongPrefix: 'controlSampleCodePrefix',
  wrongFormat: 'controlSampleCodeFormat',
};

/**
 * §5 control sample code: starts with EP (external proficiency) or CI (internal control), then 3 to 20
 * letters or digits. The provider prints codes in upper case, often with a dash or space after the
 * prefix, so those are tolerated; anything else is 'Formato incorreto'.
 */
export function controlSampleCodeProblems(value: string): ControlSampleCodeProblem[] {
  const code = value.trim().toUpperCase();
  if (code === '') return ['required'];
  if (!CONTROL_SAMPLE_PREFIXES.some((prefix) => code.startsWith(prefix))) return ['wrongPrefix'];
  return /^(EP|CI)[-\s]?[A-Z0-9]{3,20}$/.test(code) ? [] : ['wrongFormat'];
}

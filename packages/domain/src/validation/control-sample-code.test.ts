import { describe, expect, it } from 'vitest';
import {
  type ControlSampleCodeProblem,
  controlSampleCodeProblemKeys,
  controlSampleCodeProblems,
} from './control-sample-code';

describe('controlSampleCodeProblems', () => {
  it.each<[string, ControlSampleCodeProblem[]]>([
    ['EP12345', []],
    ['CI2024A01', []],
    ['ep-12345', []],
    ['CI 0001', []],
    ['', ['required']],
    ['XX12345', ['wrongPrefix']],
    ['12345', ['wrongPrefix']],
    ['EP12', ['wrongFormat']],
    ['EP12#45', ['wrongFormat']],
    [`CI${'1'.repeat(21)}`, ['wrongFormat']],
  ])('%j → %j', (code, problems) => expect(controlSampleCodeProblems(code)).toEqual(problems));

  it('says "Formato incorreto" through the controlSampleCodeFormat key', () => {
    expect(controlSampleCodeProblemKeys.wrongFormat).toBe('controlSampleCodeFormat');
    expect(controlSampleCodeProblemKeys.wrongPrefix).toBe('controlSampleCodePrefix');
    expect(controlSampleCodeProblemKeys.required).toBe('required');
  });
});

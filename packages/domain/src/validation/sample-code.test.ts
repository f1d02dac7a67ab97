import { describe, expect, it } from 'vitest';
import { duplicateSampleCodes, isValidSampleCode } from './sample-code';

describe('isValidSampleCode', () => {
  it.each([['ABC123'], ['abc'], ['123456']])('accepts %s', (v) => expect(isValidSampleCode(v)).toBe(true));
  it.each([['AB-123'], ['AB 123'], ['ção'], ['']])('refuses %s', (v) =>
    expect(isValidSampleCode(v)).toBe(false),
  );
});

describe('duplicateSampleCodes', () => {
  it('finds repeated codes whatever the case, ignoring blanks', () => {
    expect(duplicateSampleCodes(['A1', 'b2', 'a1', '', ' ', 'B2', 'C3'])).toEqual(['A1', 'B2']);
    expect(duplicateSampleCodes(['A1', 'B2'])).toEqual([]);
  });
});

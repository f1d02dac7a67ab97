import { describe, expect, it } from 'vitest';
import { searchProblemKeys, searchProblems } from './search';

describe('searchProblems', () => {
  it.each([
    ['', false, ['required']],
    ['  ', true, ['required']],
    ['ab', false, []],
    ['ab', true, ['tooShort']],
    ['abc', true, []],
    [' ab ', true, ['tooShort']],
  ])('%j (patient %s) → %j', (query, patient, problems) =>
    expect(searchProblems(query, { patient })).toEqual(problems),
  );

  it('defaults to a plain search', () => expect(searchProblems('a')).toEqual([]));
  it('maps problems to keys', () =>
    expect(searchProblemKeys).toEqual({ required: 'searchRequired', tooShort: 'searchTooShort' }));
});

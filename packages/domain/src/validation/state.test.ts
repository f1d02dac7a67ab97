import { describe, expect, it } from 'vitest';
import { brazilianStates, isValidState, isValidStateOf, portugueseRegions } from './state';

describe('isValidState', () => {
  it('knows the 27 federative units', () => expect(brazilianStates).toHaveLength(27));
  it.each([['SP'], ['sp'], [' DF '], ['TO'], ['AC']])('accepts %s', (value) =>
    expect(isValidState(value)).toBe(true),
  );
  it.each([['XX'], ['S'], ['SPP'], ['São Paulo'], ['LX'], ['']])('refuses %s', (value) =>
    expect(isValidState(value)).toBe(false),
  );
});

describe('isValidStateOf', () => {
  it('knows the 18 districts and 2 autonomous regions of Portugal', () =>
    expect(portugueseRegions).toHaveLength(20));
  it.each([
    ['BR', 'SP'],
    ['br', 'df'],
    ['PT', 'Lisboa'],
    ['PT', ' Açores '],
    ['PT', 'Madeira'],
    ['ES', 'Madrid'],
  ])('%s accepts %s', (country, value) => expect(isValidStateOf(country, value)).toBe(true));
  it.each([
    ['BR', 'São Paulo'],
    ['BR', 'LX'],
    ['PT', 'SP'],
    ['PT', 'Lisbon'],
    ['ES', ' '],
  ])('%s refuses %s', (country, value) => expect(isValidStateOf(country, value)).toBe(false));
});

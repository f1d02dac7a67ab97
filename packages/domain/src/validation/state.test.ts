import { describe, expect, it } from 'vitest';
import { brazilianStates, isValidState } from './state';

describe('isValidState', () => {
  it('knows the 27 federative units', () => expect(brazilianStates).toHaveLength(27));
  it.each([['SP'], ['sp'], [' DF '], ['TO'], ['AC']])('accepts %s', (value) =>
    expect(isValidState(value)).toBe(true),
  );
  it.each([['XX'], ['S'], ['SPP'], ['São Paulo'], ['LX'], ['']])('refuses %s', (value) =>
    expect(isValidState(value)).toBe(false),
  );
});

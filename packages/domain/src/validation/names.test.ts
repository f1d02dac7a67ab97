import { describe, expect, it } from 'vitest';
import { isValidOperatorName, isValidPersonName } from './names';

describe('isValidPersonName', () => {
  it.each([['Maria da Silva'], ['José Antônio Gonçalves'], ['  Ana  Lúcia  '], ['Zoë'], ['Noé']])(
    'accepts %s',
    (v) => expect(isValidPersonName(v)).toBe(true),
  );
  it.each([['Maria 2'], ['Ana-Lúcia'], ["D'Ávila"], ['João.'], ['Ana_Maria'], [''], ['   ']])(
    'refuses %s',
    (v) => expect(isValidPersonName(v)).toBe(false),
  );
});

describe('isValidOperatorName', () => {
  it.each([['Ana'], ['Luís'], ['Jo Ão'], ['Carlos Eduardo']])('accepts %s', (v) =>
    expect(isValidOperatorName(v)).toBe(true),
  );
  it.each([['Al'], ['A B'], ['Ana1'], ['Ana!'], ['R2D2'], ['']])('refuses %s', (v) =>
    expect(isValidOperatorName(v)).toBe(false),
  );
});

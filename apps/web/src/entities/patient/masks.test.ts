import { describe, expect, it } from 'vitest';
import { maskDate, maskPhone, phoneHelp } from './masks';

describe('maskPhone (§5 phone while typing)', () => {
  it("puts a Brazilian number in the '99 99999-9999' shape, landlines '99 9999-9999'", () => {
    expect(maskPhone('11987654321')).toBe('11 98765-4321');
    expect(maskPhone('1134567890')).toBe('11 3456-7890');
    expect(maskPhone('11')).toBe('11');
    expect(maskPhone('119')).toBe('11 9');
    expect(maskPhone('119876543210000')).toBe('11 98765-4321');
  });

  it("keeps an international number as typed after '+', digits, spaces, hyphens and parentheses, at most 15 digits", () => {
    expect(maskPhone('+351 912 345 678')).toBe('+351 912 345 678');
    expect(maskPhone('+55 (11) 98765-4321')).toBe('+55 (11) 98765-4321');
    expect(maskPhone('  +44  20x7946 0958')).toBe('+44 207946 0958');
    expect(maskPhone('+1234567890123456789')).toBe('+123456789012345');
    expect(maskPhone('+')).toBe('+');
  });

  it('groups up to 9 digits the Portuguese way for a Portuguese patient, more as a Brazilian number', () => {
    expect(maskPhone('912345678', 'PT')).toBe('912 345 678');
    expect(maskPhone('9123', 'pt')).toBe('912 3');
    expect(maskPhone('11987654321', 'PT')).toBe('11 98765-4321');
    expect(maskPhone('912345678', 'BR')).toBe('91 2345-678');
  });

  it('gives the example and the hint of the country', () => {
    expect(phoneHelp('PT')).toEqual({ placeholder: '912 345 678', hintKey: 'phoneHint.PT' });
    expect(phoneHelp(undefined)).toEqual({ placeholder: '99 99999-9999', hintKey: 'phoneHint.BR' });
  });
});

describe('maskDate', () => {
  it('puts the slashes in', () => expect(maskDate('02031990')).toBe('02/03/1990'));
});

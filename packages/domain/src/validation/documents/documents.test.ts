import { describe, expect, it } from 'vitest';
import { isValidBirthCertificate } from './birth-certificate';
import { isValidCitizenCard } from './citizen-card';
import { isValidCpf } from './cpf';
import { hasAllowedNifPrefix, isValidNif } from './nif';
import { stripDocument } from './strip';
import { type DocumentType, validateDocument } from './validate-document';

describe('stripDocument', () => {
  it('removes dots, dashes and spaces only', () => {
    expect(stripDocument(' 529.982.247-25 ')).toBe('52998224725');
    expect(stripDocument('AB/12')).toBe('AB/12');
  });
});

describe('isValidCpf', () => {
  it.each([['529.982.247-25'], ['52998224725'], ['111.444.777-35'], ['935 411 347 80'], ['123.456.789-09']])(
    'accepts %s',
    (value) => expect(isValidCpf(value)).toBe(true),
  );

  it.each([
    ['529.982.247-24', 'second check digit wrong'],
    ['529.982.247-15', 'first check digit wrong'],
    ['111.111.111-11', 'all digits equal'],
    ['000.000.000-00', 'all zeros'],
    ['5299822472', 'ten digits'],
    ['529982247250', 'twelve digits'],
    ['529.982.247-2a', 'a letter'],
    ['', 'empty'],
  ])('refuses %s (%s)', (value) => expect(isValidCpf(value)).toBe(false));
});

describe('isValidBirthCertificate', () => {
  it.each([
    ['104539.01.55.2013.1.00012.021.0000123-21'],
    ['104539 01 55 2013 1 00012 021 0000123 21'],
    ['10453901552013100012021000012321'],
    ['122044 01 55 2015 1 12345 067 0001234-24'],
  ])('accepts %s', (value) => expect(isValidBirthCertificate(value)).toBe(true));

  it.each([
    ['10453901552013100012021000012322', 'second check digit wrong'],
    ['10453901552013100012021000012311', 'first check digit wrong'],
    ['1045390155201310001202100001232', 'only 31 digits'],
    ['104539015520131000120210000123210', '33 digits'],
    ['1045390155201310001202100001232X', 'a letter'],
    ['', 'empty'],
  ])('refuses %s (%s)', (value) => expect(isValidBirthCertificate(value)).toBe(false));

  it.each([
    ['10453901552013100012021000010213', 'first remainder 10'],
    ['10453901552013100012021000010541', 'second remainder 10'],
    ['10453901552013100012021000013311', 'both remainders 10'],
  ])('turns a remainder of 10 into the digit 1: %s (%s)', (value) => {
    expect(isValidBirthCertificate(value)).toBe(true);
    expect(isValidBirthCertificate(`${value.slice(0, 30)}00`)).toBe(false);
  });
});

describe('isValidCitizenCard', () => {
  it.each([['000000000ZZ4'], ['00000000 0 ZZ4'], ['123456789ZY3'], ['15226359-1-ZX7'], ['152263591zx7']])(
    'accepts %s',
    (value) => expect(isValidCitizenCard(value)).toBe(true),
  );

  it.each([
    ['000000000ZZ5', 'check character wrong'],
    ['123456789ZY4', 'check character wrong'],
    ['00000000ZZ4', 'eleven characters'],
    ['0000000000ZZ4', 'thirteen characters'],
    ['00000000AZZ4', 'letter in the civil number'],
    ['000000000ZZA', 'letter as check character'],
    ['000000000Z?4', 'symbol in the version'],
    ['', 'empty'],
  ])('refuses %s (%s)', (value) => expect(isValidCitizenCard(value)).toBe(false));
});

describe('isValidNif', () => {
  it.each([
    ['123456789', 'individual'],
    ['123 456 789', 'masked with spaces'],
    ['298765438', 'individual starting with 2'],
    ['501442600', 'company'],
    ['600012344', 'public body'],
    ['451234561', 'non-resident (45)'],
    ['700123458', 'estate (70)'],
    ['710000006', 'non-resident entity (71)'],
    ['990000001', 'irregular entity (99)'],
  ])('accepts %s (%s)', (value) => expect(isValidNif(value)).toBe(true));

  it.each([
    ['123456788', 'check digit wrong'],
    ['400000008', 'first digit 4 alone is not assigned'],
    ['760000000', '76 is not assigned'],
    ['12345678', 'eight digits'],
    ['1234567890', 'ten digits'],
    ['12345678A', 'a letter'],
    ['', 'empty'],
  ])('refuses %s (%s)', (value) => expect(isValidNif(value)).toBe(false));

  it.each([
    ['1', true],
    ['3', true],
    ['5', true],
    ['8', true],
    ['45', true],
    ['79', true],
    ['0', false],
    ['4', false],
    ['76', false],
    ['73', false],
  ])('prefix %s allowed: %s', (prefix, allowed) => {
    expect(hasAllowedNifPrefix(prefix.padEnd(9, '0'))).toBe(allowed);
  });
});

describe('validateDocument', () => {
  it.each<[DocumentType, string, boolean]>([
    ['cpf', '529.982.247-25', true],
    ['cpf', '529.982.247-26', false],
    ['certificate', '104539.01.55.2013.1.00012.021.0000123-21', true],
    ['certificate', '104539.01.55.2013.1.00012.021.0000123-20', false],
    ['citizenCard', '000000000ZZ4', true],
    ['citizenCard', '000000000ZZ3', false],
    ['nif', '123456789', true],
    ['nif', '123456780', false],
    ['rg', '12.345.678-9', true],
    ['rg', ' - . ', false],
    ['passport', 'FZ123456', true],
    ['passport', '', false],
    ['foreign', 'X1234567', true],
    ['foreign', '   ', false],
  ])('%s %s → %s', (type, value, valid) => expect(validateDocument(type, value)).toBe(valid));
});

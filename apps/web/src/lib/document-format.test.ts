import { describe, expect, it } from 'vitest';
import { formatDocument } from './document-format';

describe('formatDocument', () => {
  it.each([
    ['cpf', '11144477735', '111.444.777-35'],
    ['cpf', '111.444.777-35', '111.444.777-35'],
    ['nif', '123456789', '123 456 789'],
    ['citizenCard', '123456789zz1', '12345678 9 ZZ1'],
    ['certificate', '11223301552020100012345678901234', '112233 01 55 2020 1 00012 345 6789012 34'],
    ['rg', ' 12.345.678-9 ', '12.345.678-9'],
    ['passport', 'AB123456', 'AB123456'],
    ['cpf', '123', '123'],
    ['nif', '12345', '12345'],
  ] as const)('%s %s → %s', (type, number, printed) => {
    expect(formatDocument(type, number)).toBe(printed);
  });
});

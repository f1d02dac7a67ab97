import { describe, expect, it } from 'vitest';
import { isValidEmail } from './email';

describe('isValidEmail', () => {
  it.each([
    ['ana@example.com'],
    ['  ana.souza+exames@clinica.com.br  '],
    ['joao_silva@sub.dominio.pt'],
    ["o'neil@example.org"],
    ['a@b.co'],
  ])('accepts %s', (value) => expect(isValidEmail(value)).toBe(true));

  it.each([
    ['ana.example.com', 'no @'],
    ['ana@', 'no domain'],
    ['@example.com', 'no local part'],
    ['ana@example', 'no top-level domain'],
    ['ana@example.c', 'one-letter top level'],
    ['ana silva@example.com', 'space'],
    ['.ana@example.com', 'leading dot'],
    ['ana.@example.com', 'trailing dot'],
    ['an..a@example.com', 'double dot'],
    ['ana@-example.com', 'domain starting with a dash'],
    [`${'a'.repeat(65)}@example.com`, 'local part over 64'],
    [`a@${'b'.repeat(62)}.${'c'.repeat(62)}.${'d'.repeat(62)}.${'e'.repeat(62)}.com`, 'over 254 characters'],
    ['', 'empty'],
  ])('refuses %s (%s)', (value) => expect(isValidEmail(value)).toBe(false));
});

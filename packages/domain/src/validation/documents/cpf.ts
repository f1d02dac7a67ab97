import { stripDocument } from './strip';

function cpfCheckDigit(digits: readonly number[], length: number): number {
  let sum = 0;
  for (let i = 0; i < length; i++) sum += (digits[i] ?? 0) * (length + 1 - i);
  const remainder = (sum * 10) % 11;
  return remainder === 10 ? 0 : remainder;
}

/** Brazilian CPF: 11 digits, two mod-11 check digits, and not one digit repeated (those pass the sum). */
export function isValidCpf(value: string): boolean {
  const cpf = stripDocument(value);
  if (!/^\d{11}$/.test(cpf) || /^(\d)\1{10}$/.test(cpf)) return false;
  const digits = [...cpf].map(Number);
  return cpfCheckDigit(digits, 9) === digits[9] && cpfCheckDigit(digits, 10) === digits[10];
}

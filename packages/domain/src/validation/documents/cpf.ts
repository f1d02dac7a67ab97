import { stripDocument } from './strip';

function cpfCheckDigit(cpf: string, length: number): number {
  let sum = 0;
  for (let i = 0; i < length; i++) sum += Number(cpf[i]) * (length + 1 - i);
  const remainder = (sum * 10) % 11;
  return remainder === 10 ? 0 : remainder;
}

/** Brazilian CPF: 11 digits, two mod-11 check digits, and not one digit repeated (those pass the sum). */
export function isValidCpf(value: string): boolean {
  const cpf = stripDocument(value);
  if (!/^\d{11}$/.test(cpf) || /^(\d)\1{10}$/.test(cpf)) return false;
  return cpfCheckDigit(cpf, 9) === Number(cpf[9]) && cpfCheckDigit(cpf, 10) === Number(cpf[10]);
}

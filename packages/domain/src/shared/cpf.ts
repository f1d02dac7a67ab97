/**
 * A CPF (Brazilian person tax id) as people write it: '123.456.789-09'. Anything that is not 11 digits
 * (a passport, a Portuguese NIF) is returned as given.
 */
export function formatCpf(cpf: string): string {
  const digits = /^(\d{3})(\d{3})(\d{3})(\d{2})$/.exec(cpf);
  return digits ? `${digits[1]}.${digits[2]}.${digits[3]}-${digits[4]}` : cpf;
}

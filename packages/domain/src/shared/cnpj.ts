/**
 * A CNPJ (Brazilian company tax id) as people write it: '12.345.678/0001-90'. Printed masked in reports so
 * a spreadsheet keeps it as text (digits alone become a number and lose their leading zeros). Anything that
 * is not 14 digits is returned as given.
 */
export function formatCnpj(cnpj: string): string {
  const digits = /^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/.exec(cnpj);
  return digits ? `${digits[1]}.${digits[2]}.${digits[3]}/${digits[4]}-${digits[5]}` : cnpj;
}

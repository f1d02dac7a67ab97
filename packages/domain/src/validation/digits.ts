/** §5 "number digits only": the address number and other numeric fields. */
export function isDigitsOnly(value: string): boolean {
  return /^\d+$/.test(value.trim());
}

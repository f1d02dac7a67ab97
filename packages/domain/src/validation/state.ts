/** The 26 Brazilian states and the Federal District. */
export const brazilianStates = [
  'AC',
  'AL',
  'AP',
  'AM',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MT',
  'MS',
  'MG',
  'PA',
  'PB',
  'PR',
  'PE',
  'PI',
  'RJ',
  'RN',
  'RS',
  'RO',
  'RR',
  'SC',
  'SP',
  'SE',
  'TO',
] as const;
export type BrazilianState = (typeof brazilianStates)[number];

/**
 * §5 state: the two-letter abbreviation of a real Brazilian state. Portuguese addresses use districts,
 * which have no two-letter code, so they are not accepted here.
 */
export function isValidState(value: string): value is BrazilianState {
  return (brazilianStates as readonly string[]).includes(value.trim().toUpperCase());
}

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
 * which have no two-letter code, so they are not accepted here (see isValidStateOf).
 */
export function isValidState(value: string): value is BrazilianState {
  return (brazilianStates as readonly string[]).includes(value.trim().toUpperCase());
}

/**
 * Portugal's 18 mainland districts and its two autonomous regions, by name: a Portuguese address keeps
 * its district (or 'Açores' / 'Madeira') in the state field, as written on Portuguese addresses.
 */
export const portugueseRegions = [
  'Aveiro',
  'Beja',
  'Braga',
  'Bragança',
  'Castelo Branco',
  'Coimbra',
  'Évora',
  'Faro',
  'Guarda',
  'Leiria',
  'Lisboa',
  'Portalegre',
  'Porto',
  'Santarém',
  'Setúbal',
  'Viana do Castelo',
  'Vila Real',
  'Viseu',
  'Açores',
  'Madeira',
] as const;
export type PortugueseRegion = (typeof portugueseRegions)[number];

/**
 * The state of an address of a country: a Brazilian state abbreviation (§5), a Portuguese district or
 * autonomous region by name; other countries only need a value.
 */
export function isValidStateOf(country: string, value: string): boolean {
  switch (country.toUpperCase()) {
    case 'BR':
      return isValidState(value);
    case 'PT':
      return (portugueseRegions as readonly string[]).includes(value.trim());
    default:
      return value.trim().length > 0;
  }
}

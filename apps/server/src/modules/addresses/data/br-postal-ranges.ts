/**
 * Brazil's CEP ranges for the offline address base. A CEP is 8 digits; ranges are compared on the
 * first five (the CEP "prefix"), inclusive. Source: Correios' published ranges per federative unit
 * ("faixas de CEP por UF") and per capital ("faixas de CEP das capitais"); where published tables
 * disagree on a capital's upper bound we keep the narrower range, so a CEP said to be in a capital is
 * always in it. See docs/addresses.md.
 */

/** [first prefix, last prefix] of each federative unit; DF and GO share 72xxx–73xxx. */
export const brStateRanges: ReadonlyArray<readonly [string, number, number]> = [
  ['SP', 1000, 19999],
  ['RJ', 20000, 28999],
  ['ES', 29000, 29999],
  ['MG', 30000, 39999],
  ['BA', 40000, 48999],
  ['SE', 49000, 49999],
  ['PE', 50000, 56999],
  ['AL', 57000, 57999],
  ['PB', 58000, 58999],
  ['RN', 59000, 59999],
  ['CE', 60000, 63999],
  ['PI', 64000, 64999],
  ['MA', 65000, 65999],
  ['PA', 66000, 68899],
  ['AP', 68900, 68999],
  ['AM', 69000, 69299],
  ['RR', 69300, 69399],
  ['AM', 69400, 69899],
  ['AC', 69900, 69999],
  ['DF', 70000, 72799],
  ['GO', 72800, 72999],
  ['DF', 73000, 73699],
  ['GO', 73700, 76799],
  ['RO', 76800, 76999],
  ['TO', 77000, 77999],
  ['MT', 78000, 78899],
  ['MS', 79000, 79999],
  ['PR', 80000, 87999],
  ['SC', 88000, 89999],
  ['RS', 90000, 99999],
];

/**
 * [state, city, first prefix, last prefix] of the state capitals (the IBGE municipality name). The
 * Federal District is one municipality, Brasília, so all of its CEPs are Brasília's.
 */
export const brCityRanges: ReadonlyArray<readonly [string, string, number, number]> = [
  ['SP', 'São Paulo', 1000, 5999],
  ['SP', 'São Paulo', 8000, 8499],
  ['RJ', 'Rio de Janeiro', 20000, 23799],
  ['ES', 'Vitória', 29000, 29099],
  ['MG', 'Belo Horizonte', 30000, 31999],
  ['BA', 'Salvador', 40000, 42599],
  ['SE', 'Aracaju', 49000, 49098],
  ['PE', 'Recife', 50000, 52999],
  ['AL', 'Maceió', 57000, 57099],
  ['PB', 'João Pessoa', 58000, 58099],
  ['RN', 'Natal', 59000, 59139],
  ['CE', 'Fortaleza', 60000, 61599],
  ['PI', 'Teresina', 64000, 64099],
  ['MA', 'São Luís', 65000, 65109],
  ['PA', 'Belém', 66000, 66999],
  ['AP', 'Macapá', 68900, 68911],
  ['AM', 'Manaus', 69000, 69099],
  ['RR', 'Boa Vista', 69300, 69339],
  ['AC', 'Rio Branco', 69900, 69923],
  ['DF', 'Brasília', 70000, 72799],
  ['DF', 'Brasília', 73000, 73699],
  ['GO', 'Goiânia', 74000, 74899],
  ['RO', 'Porto Velho', 76800, 76834],
  ['TO', 'Palmas', 77000, 77249],
  ['MT', 'Cuiabá', 78000, 78109],
  ['MS', 'Campo Grande', 79000, 79124],
  ['PR', 'Curitiba', 80000, 82999],
  ['SC', 'Florianópolis', 88000, 88099],
  ['RS', 'Porto Alegre', 90000, 91999],
];

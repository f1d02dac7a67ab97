import { getMunicipalities, getStates } from '@brazilian-utils/brazilian-utils';
import { brazilianStates, portugueseRegions } from '@ponto/domain';
import { brCityRanges, brStateRanges } from './data/br-postal-ranges';
import { ptMunicipalityByDico, ptRegionByCode } from './data/pt-divisions';
import { ptPrefixes, ptSharedPrefixes } from './data/pt-postal-prefixes';

/** The countries the bundled base knows. */
export const offlineCountries = ['BR', 'PT'] as const;
export type OfflineCountry = (typeof offlineCountries)[number];

/** What a postal code says about an address; only the state is sure to be there. */
export interface PostalCodePlace {
  state: string;
  city?: string;
  district?: string;
  street?: string;
}

export interface StateOption {
  /** What goes into address.state: 'SP' in Brazil, 'Lisboa' in Portugal. */
  value: string;
  label: string;
}

export interface CityOption {
  name: string;
  state: string;
}

/** Lower case without accents, so 'sao' finds 'São Paulo'. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

const byLabel = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label, 'pt');

function brazil(code: string): PostalCodePlace | null {
  const prefix = Number(code.slice(0, 5));
  const state = brStateRanges.find(([, from, to]) => prefix >= from && prefix <= to)?.[0];
  if (!state) return null;
  const city = brCityRanges.find(([, , from, to]) => prefix >= from && prefix <= to)?.[1];
  return city ? { state, city } : { state };
}

function placeOfDico(dico: string): PostalCodePlace {
  return { state: ptRegionByCode[dico.slice(0, 2)]!, city: ptMunicipalityByDico[dico]! };
}

function portugal(code: string): PostalCodePlace | null {
  const [cp4 = '', cp3 = ''] = code.split('-');
  const dico = ptPrefixes[cp4];
  if (dico) return placeOfDico(dico);
  const runs = ptSharedPrefixes[cp4];
  if (!runs) return null;
  const suffix = Number(cp3);
  const run = runs.find(([from, to]) => suffix >= from && suffix <= to);
  if (run) return placeOfDico(run[2]);
  // A suffix between two municipalities' runs: the district is still known when they share it.
  const regions = new Set(runs.map(([, , d]) => ptRegionByCode[d.slice(0, 2)]!));
  return regions.size === 1 ? { state: [...regions][0]! } : null;
}

/**
 * The states-and-cities base bundled with the server (no network): Brazil's 27 federative units with
 * their CEP ranges and the IBGE municipalities; Portugal's districts, autonomous regions and
 * municipalities with the 4-digit postal prefixes. See docs/addresses.md for sources and precision.
 */
export class OfflineAddressBase {
  private readonly cities = new Map<string, CityOption[]>();

  /** The place of a normalised postal code ('01310-100', '1000-001'), or null when the base does not know it. */
  lookup(country: OfflineCountry, code: string): PostalCodePlace | null {
    return country === 'BR' ? brazil(code) : portugal(code);
  }

  states(country: OfflineCountry): StateOption[] {
    if (country === 'BR') {
      const names = new Map(getStates().map((s) => [s.code as string, s.name as string]));
      return brazilianStates.map((uf) => ({ value: uf, label: names.get(uf) ?? uf })).sort(byLabel);
    }
    return portugueseRegions.map((name) => ({ value: name, label: name })).sort(byLabel);
  }

  /** Cities of a state (or of the whole country) whose name contains the search, accents ignored; names that start with it first. */
  searchCities(
    country: OfflineCountry,
    state: string | undefined,
    search: string,
    limit: number,
  ): CityOption[] {
    const all = this.citiesOf(country).filter((c) => !state || c.state === state);
    const query = fold(search);
    if (!query) return all.slice(0, limit);
    const starts: CityOption[] = [];
    const contains: CityOption[] = [];
    for (const city of all) {
      const name = fold(city.name);
      if (name.startsWith(query)) starts.push(city);
      else if (name.includes(query)) contains.push(city);
    }
    return [...starts, ...contains].slice(0, limit);
  }

  private citiesOf(country: OfflineCountry): CityOption[] {
    let list = this.cities.get(country);
    if (!list) {
      list =
        country === 'BR'
          ? getMunicipalities().map((m) => ({ name: m.name, state: m.stateCode as string }))
          : Object.entries(ptMunicipalityByDico).map(([dico, name]) => ({
              name,
              state: ptRegionByCode[dico.slice(0, 2)]!,
            }));
      list.sort((a, b) => a.name.localeCompare(b.name, 'pt') || a.state.localeCompare(b.state, 'pt'));
      this.cities.set(country, list);
    }
    return list;
  }
}

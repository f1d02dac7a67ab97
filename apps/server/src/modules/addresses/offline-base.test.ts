import { getMunicipalities } from '@brazilian-utils/brazilian-utils';
import { describe, expect, it } from 'vitest';
import { brCityRanges, brStateRanges } from './data/br-postal-ranges';
import { ptMunicipalityByDico, ptRegionByCode } from './data/pt-divisions';
import { ptPrefixes, ptSharedPrefixes } from './data/pt-postal-prefixes';
import { fold, OfflineAddressBase } from './offline-base';
import { HttpPostalCodeProvider, viaCepAdapter } from './provider';

const base = new OfflineAddressBase();

describe('the bundled base data', () => {
  it('has IBGE municipalities for every state and each capital of the CEP table in its state', () => {
    const states = new Set(brStateRanges.map(([uf]) => uf));
    expect(states.size).toBe(27);
    for (const [uf, city, from, to] of brCityRanges) {
      expect(getMunicipalities(uf as 'SP').some((m) => m.name === city)).toBe(true);
      const state = brStateRanges.find(([s, a, b]) => s === uf && from >= a && to <= b);
      expect(state, `${city} inside ${uf}`).toBeDefined();
    }
    expect(getMunicipalities().length).toBeGreaterThan(5560);
  });

  it('has 308 Portuguese municipalities, each reachable from a postal prefix', () => {
    expect(Object.keys(ptMunicipalityByDico)).toHaveLength(308);
    const used = new Set([
      ...Object.values(ptPrefixes),
      ...Object.values(ptSharedPrefixes).flatMap((runs) => runs.map(([, , dico]) => dico)),
    ]);
    expect([...used].every((dico) => ptMunicipalityByDico[dico] && ptRegionByCode[dico.slice(0, 2)])).toBe(
      true,
    );
    expect(used.size).toBe(308);
  });

  it('keeps shared prefixes in ascending, non-overlapping runs', () => {
    for (const runs of Object.values(ptSharedPrefixes))
      runs.forEach(([from, to], i) => {
        expect(from).toBeLessThanOrEqual(to);
        if (i > 0) expect(from).toBeGreaterThan(runs[i - 1]![1]);
      });
  });
});

describe('OfflineAddressBase.lookup', () => {
  it.each([
    ['01310-100', { state: 'SP', city: 'São Paulo' }],
    ['08490-000', { state: 'SP', city: 'São Paulo' }],
    ['13083-970', { state: 'SP' }],
    ['69300-000', { state: 'RR', city: 'Boa Vista' }],
    ['69400-000', { state: 'AM' }],
    ['72800-000', { state: 'GO' }],
    ['73000-000', { state: 'DF', city: 'Brasília' }],
    ['99999-999', { state: 'RS' }],
  ])('BR %s', (code, place) => expect(base.lookup('BR', code)).toEqual(place));

  it('knows no CEP below 01000-000', () => expect(base.lookup('BR', '00999-999')).toBeNull());

  it.each([
    ['1000-001', { state: 'Lisboa', city: 'Lisboa' }],
    ['3000-001', { state: 'Coimbra', city: 'Coimbra' }],
    ['8000-001', { state: 'Faro', city: 'Faro' }],
    ['9500-001', { state: 'Açores', city: 'Ponta Delgada' }],
    ['9400-001', { state: 'Madeira', city: 'Porto Santo' }],
  ])('PT %s', (code, place) => expect(base.lookup('PT', code)).toEqual(place));

  it('tells the municipality of a shared prefix by its suffix', () => {
    const runs = ptSharedPrefixes['4615']!;
    const [from, , dico] = runs.find(([, , d]) => d.startsWith('03'))!;
    expect(base.lookup('PT', `4615-${String(from).padStart(3, '0')}`)).toEqual({
      state: 'Braga',
      city: ptMunicipalityByDico[dico],
    });
  });

  it('gives only the district for a gap inside a shared prefix of one district, nothing across districts', () => {
    const oneDistrict = Object.entries(ptSharedPrefixes).find(
      ([, runs]) =>
        new Set(runs.map(([, , d]) => d.slice(0, 2))).size === 1 &&
        runs.some(([, to], i) => i + 1 < runs.length && runs[i + 1]![0] > to + 1),
    )!;
    const [cp4, runs] = oneDistrict;
    const i = runs.findIndex(([, to], k) => k + 1 < runs.length && runs[k + 1]![0] > to + 1);
    const gap = String(runs[i]![1] + 1).padStart(3, '0');
    expect(base.lookup('PT', `${cp4}-${gap}`)).toEqual({ state: ptRegionByCode[runs[0]![2].slice(0, 2)] });

    const twoDistricts = Object.entries(ptSharedPrefixes).find(
      ([, r]) =>
        new Set(r.map(([, , d]) => d.slice(0, 2))).size > 1 &&
        r.some(([, to], k) => k + 1 < r.length && r[k + 1]![0] > to + 1),
    )!;
    const [cp4b, runsB] = twoDistricts;
    const k = runsB.findIndex(([, to], j) => j + 1 < runsB.length && runsB[j + 1]![0] > to + 1);
    expect(base.lookup('PT', `${cp4b}-${String(runsB[k]![1] + 1).padStart(3, '0')}`)).toBeNull();
  });

  it('knows no prefix that CTT does not use', () => expect(base.lookup('PT', '6999-999')).toBeNull());
});

describe('OfflineAddressBase states and cities', () => {
  it('sorts the states by name', () => {
    const labels = base.states('BR').map((s) => s.label);
    expect(labels[0]).toBe('Acre');
    expect(labels.at(-1)).toBe('Tocantins');
    expect(base.states('PT').map((s) => s.value)).toContain('Évora');
  });

  it('searches accent-insensitively, starts-with first, within the limit', () => {
    const found = base.searchCities('BR', 'MG', 'belo', 5).map((c) => c.name);
    expect(found[0]).toBe('Belo Horizonte');
    expect(base.searchCities('BR', 'SP', 'paulo', 100).map((c) => c.name)).toContain('São Paulo');
    expect(base.searchCities('BR', undefined, '', 3)).toHaveLength(3);
    expect(base.searchCities('PT', 'Porto', 'gaia', 5)).toEqual([
      { name: 'Vila Nova de Gaia', state: 'Porto' },
    ]);
    expect(fold(' São JOSÉ ')).toBe('sao jose');
  });
});

describe('viaCepAdapter', () => {
  it('maps a ViaCEP body, dropping empty fields', () => {
    expect(
      viaCepAdapter.map(
        { cep: '70040-010', logradouro: '', bairro: 'Asa Norte', localidade: 'Brasília', uf: 'df' },
        'BR',
      ),
    ).toEqual({ found: true, place: { state: 'DF', city: 'Brasília', district: 'Asa Norte' } });
  });

  it('reads erro and found:false as "no such postal code"', () => {
    expect(viaCepAdapter.map({ erro: true }, 'BR')).toEqual({ found: false });
    expect(viaCepAdapter.map({ erro: 'true' }, 'BR')).toEqual({ found: false });
    expect(viaCepAdapter.map({ found: false }, 'PT')).toEqual({ found: false });
  });

  it('refuses bodies it does not understand or whose state is not a real one', () => {
    expect(viaCepAdapter.map({ something: 1 }, 'BR')).toBeNull();
    expect(viaCepAdapter.map('text', 'BR')).toBeNull();
    expect(viaCepAdapter.map({ uf: 'XX' }, 'BR')).toBeNull();
    expect(viaCepAdapter.map({ state: 'Lisbon' }, 'PT')).toBeNull();
  });

  it('matches a Portuguese district whatever its case', () => {
    expect(viaCepAdapter.map({ state: 'évora', district: 'Sé' }, 'PT')).toEqual({
      found: true,
      place: { state: 'Évora', district: 'Sé' },
    });
  });
});

describe('HttpPostalCodeProvider.url', () => {
  it('fills {country}, {code} and {digits}', () => {
    const p = new HttpPostalCodeProvider('https://x.test/{country}/{code}/{digits}', 1000);
    expect(p.url('BR', '01310-100')).toBe('https://x.test/BR/01310-100/01310100');
  });
});

import { isValidStateOf, portugueseRegions } from '@ponto/domain';
import { z } from 'zod';
import type { OfflineCountry, PostalCodePlace } from './offline-base';

/** What an online provider answered: a place, or a firm "no such postal code". */
export type ProviderAnswer = { found: true; place: PostalCodePlace } | { found: false };

/**
 * Turns a provider's JSON body into a place. Returns null when the body is not one it understands
 * (then the provider counts as failed and the offline base answers).
 */
export interface PostalCodeAdapter {
  readonly name: string;
  map(body: unknown, country: OfflineCountry): ProviderAnswer | null;
}

const text = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

/** ViaCEP's body: { cep, logradouro, bairro, localidade, uf } or { erro: true } for an unknown CEP. */
const viaCepBody = z.union([
  z.object({ erro: z.union([z.literal(true), z.literal('true')]) }),
  z.object({ uf: z.string().trim().min(1), localidade: text, bairro: text, logradouro: text }),
]);

/** A neutral body for other providers: { state, city?, district?, street? } or { found: false }. */
const neutralBody = z.union([
  z.object({ found: z.literal(false) }),
  z.object({ state: z.string().trim().min(1), city: text, district: text, street: text }),
]);

/** The provider's state as Ponto keeps it: 'SP' in Brazil, the district's own spelling in Portugal. */
function stateOf(country: OfflineCountry, value: string): string | null {
  if (country === 'BR') return isValidStateOf('BR', value) ? value.trim().toUpperCase() : null;
  const wanted = value.trim().toLocaleLowerCase('pt');
  return portugueseRegions.find((r) => r.toLocaleLowerCase('pt') === wanted) ?? null;
}

function place(
  country: OfflineCountry,
  fields: { state: string; city?: string; district?: string; street?: string },
): ProviderAnswer | null {
  const state = stateOf(country, fields.state);
  if (!state) return null;
  const result: PostalCodePlace = { state };
  if (fields.city) result.city = fields.city;
  if (fields.district) result.district = fields.district;
  if (fields.street) result.street = fields.street;
  return { found: true, place: result };
}

/** ViaCEP-style JSON (also BrasilAPI-like bodies that use the neutral field names). */
export const viaCepAdapter: PostalCodeAdapter = {
  name: 'viacep',
  map(body, country) {
    const via = viaCepBody.safeParse(body);
    if (via.success) {
      if ('erro' in via.data) return { found: false };
      const { uf, localidade, bairro, logradouro } = via.data;
      return place(country, { state: uf, city: localidade, district: bairro, street: logradouro });
    }
    const neutral = neutralBody.safeParse(body);
    if (!neutral.success) return null;
    if ('found' in neutral.data) return { found: false };
    return place(country, neutral.data);
  },
};

export interface PostalCodeProvider {
  /** Throws when the provider cannot answer (network, timeout, unexpected status or body). */
  lookup(country: OfflineCountry, code: string): Promise<ProviderAnswer>;
}

/**
 * An HTTP JSON provider from a URL template: {country} becomes 'BR' or 'PT', {code} the normalised
 * postal code ('01310-100', '1000-001') and {digits} its digits only ('01310100'). A 404 answer means
 * "no such postal code"; any other failure, or no answer within the timeout, is an error.
 */
export class HttpPostalCodeProvider implements PostalCodeProvider {
  constructor(
    private readonly template: string,
    private readonly timeoutMs: number,
    private readonly adapter: PostalCodeAdapter = viaCepAdapter,
  ) {}

  url(country: OfflineCountry, code: string): string {
    return this.template
      .replaceAll('{country}', encodeURIComponent(country))
      .replaceAll('{code}', encodeURIComponent(code))
      .replaceAll('{digits}', code.replace(/\D/g, ''));
  }

  async lookup(country: OfflineCountry, code: string): Promise<ProviderAnswer> {
    const response = await fetch(this.url(country, code), {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(this.timeoutMs),
      redirect: 'error',
    });
    if (response.status === 404) {
      await response.body?.cancel();
      return { found: false };
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new Error(`postal code provider answered ${response.status}`);
    }
    const answer = this.adapter.map(await response.json(), country);
    if (!answer)
      throw new Error(`postal code provider answered a body the ${this.adapter.name} adapter does not know`);
    return answer;
  }
}

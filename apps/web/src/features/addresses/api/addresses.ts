import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '@/lib/api-client';
import { useApi } from '@/lib/services-context';

/** The countries whose postal codes, states and cities the server knows (docs/addresses.md). */
export const lookupCountries = ['BR', 'PT'] as const;
export type LookupCountry = (typeof lookupCountries)[number];

export function isLookupCountry(country: string): country is LookupCountry {
  return (lookupCountries as readonly string[]).includes(country);
}

const postalCodeAddressSchema = z.object({
  postalCode: z.string(),
  country: z.enum(lookupCountries),
  state: z.string(),
  city: z.string().optional(),
  district: z.string().optional(),
  street: z.string().optional(),
  source: z.enum(['offline', 'provider']),
});
export type PostalCodeAddress = z.infer<typeof postalCodeAddressSchema>;

const statesSchema = z.object({ states: z.array(z.object({ value: z.string(), label: z.string() })) });
export type StateOption = z.infer<typeof statesSchema>['states'][number];

const citiesSchema = z.object({ cities: z.array(z.object({ name: z.string(), state: z.string() })) });

/**
 * GET /addresses/postal-code: what a postal code says (state always; city, district and street when
 * known). 404 POSTAL_CODE_NOT_FOUND for a code nobody knows. Sent without the token headers (§7).
 */
export function lookupPostalCode(
  api: ApiClient,
  country: LookupCountry,
  code: string,
  signal?: AbortSignal,
): Promise<PostalCodeAddress> {
  const query = new URLSearchParams({ country, code });
  return api.request(`/addresses/postal-code?${query}`, {
    schema: postalCodeAddressSchema,
    ...(signal && { signal }),
  });
}

/** GET /addresses/states: Brazil's states ('SP') or Portugal's districts and autonomous regions. */
export function fetchStates(api: ApiClient, country: LookupCountry): Promise<StateOption[]> {
  return api.get(`/addresses/states?country=${country}`, statesSchema).then((r) => r.states);
}

/** GET /addresses/cities: city names of the state (or country) that match the search, from the bundled base. */
export function searchCities(
  api: ApiClient,
  country: LookupCountry,
  state: string,
  search: string,
  signal?: AbortSignal,
): Promise<string[]> {
  const query = new URLSearchParams({ country, search, limit: '20' });
  if (state) query.set('state', state);
  return api
    .request(`/addresses/cities?${query}`, { schema: citiesSchema, ...(signal && { signal }) })
    .then((r) => [...new Set(r.cities.map((c) => c.name))]);
}

export function useStates(country: string) {
  const api = useApi();
  return useQuery({
    queryKey: ['addresses', 'states', country],
    queryFn: () => fetchStates(api, country as LookupCountry),
    enabled: isLookupCountry(country),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useCitySuggestions(country: string, state: string, search: string) {
  const api = useApi();
  return useQuery({
    queryKey: ['addresses', 'cities', country, state, search],
    queryFn: ({ signal }) => searchCities(api, country as LookupCountry, state, search, signal),
    enabled: isLookupCountry(country) && search.trim().length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}

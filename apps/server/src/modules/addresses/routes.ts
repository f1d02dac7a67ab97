import { access, apiErrorBodySchema } from '@ponto/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { offlineCountries } from './offline-base';
import type { AddressesService } from './service';

const errors = {
  400: apiErrorBodySchema,
  401: apiErrorBodySchema,
  404: apiErrorBodySchema,
  429: apiErrorBodySchema,
};

/** Look-ups one address (a browser, or a clinic behind one NAT) may make per minute. */
export const postalCodeLookupsPerMinute = 60;
const country = z.string().trim().toUpperCase().pipe(z.enum(offlineCountries));
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

export async function addressesRoutes(app: FastifyInstance, { addresses }: { addresses: AddressesService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // §7: the address look-up is one of the calls the web sends without the token headers, so it is
  // public; it only tells what a postal code says (no patient data) and is rate limited per address.
  r.get(
    '/addresses/postal-code',
    {
      config: {
        access: access.public,
        rateLimit: { max: postalCodeLookupsPerMinute, timeWindow: '1 minute' },
      },
      schema: {
        tags: ['addresses'],
        summary:
          'What a postal code says about an address: the configured provider first, the bundled base when it fails (no token, §7)',
        querystring: z.object({ country, code: z.string().trim().min(1).max(20) }),
        response: {
          200: z.object({
            postalCode: z.string(),
            country: z.enum(offlineCountries),
            state: z.string(),
            city: z.string().optional(),
            district: z.string().optional(),
            street: z.string().optional(),
            source: z.enum(['offline', 'provider']),
          }),
          ...errors,
        },
      },
    },
    async (request) => addresses.lookup(request.query.country, request.query.code),
  );

  r.get(
    '/addresses/states',
    {
      config: { access: access.signedIn() },
      schema: {
        tags: ['addresses'],
        summary: "A country's states (Brazil) or districts and autonomous regions (Portugal)",
        querystring: z.object({ country }),
        response: {
          200: z.object({ states: z.array(z.object({ value: z.string(), label: z.string() })) }),
          ...errors,
        },
      },
    },
    async (request) => ({ states: addresses.states(request.query.country) }),
  );

  r.get(
    '/addresses/cities',
    {
      config: { access: access.signedIn() },
      schema: {
        tags: ['addresses'],
        summary:
          'City suggestions from the bundled base: a state’s (or the country’s) cities matching the search',
        querystring: z.object({
          country,
          state: optionalText,
          search: z.string().max(100).default(''),
          limit: z.coerce.number().int().min(1).max(100).default(20),
        }),
        response: {
          200: z.object({ cities: z.array(z.object({ name: z.string(), state: z.string() })) }),
          ...errors,
        },
      },
    },
    async (request) => {
      const { country: c, state, search, limit } = request.query;
      return { cities: addresses.cities(c, state, search, limit) };
    },
  );
}

import {
  access,
  apiErrorBodySchema,
  leafletCodeParamsSchema,
  leafletLangQuerySchema,
  leafletLotQuerySchema,
  leafletSchema,
} from '@ponto/domain';
import { type Locale, negotiateLocale } from '@ponto/i18n';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database';
import { LeafletService } from './service';

const errors = {
  400: apiErrorBodySchema,
  401: apiErrorBodySchema,
  404: apiErrorBodySchema,
};

/** `lang` when asked for, otherwise the interface language the browser sends (pt-BR by default). */
const localeOf = (request: FastifyRequest, lang: Locale | undefined): Locale =>
  lang ?? negotiateLocale(request.headers['accept-language']);

/**
 * §2 leaflets and tutorials by lot code (docs/leaflets.md). Product texts, not a workplace's data: any
 * signed-in user reads them, with no CNPJ header.
 */
export async function leafletRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const leaflets = new LeafletService({ db });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['leaflets'];

  r.get(
    '/leaflets',
    {
      config: { access: access.signedIn() },
      schema: {
        tags,
        summary:
          'The leaflet of a lot code (§9: the 3 digits before the last 6); a lot without them is a field error at `lot`, an unpublished code LEAFLET_NOT_FOUND',
        querystring: leafletLotQuerySchema,
        response: { 200: leafletSchema, ...errors },
      },
    },
    async (request) => leaflets.byLot(request.query.lot, localeOf(request, request.query.lang)),
  );

  r.get(
    '/leaflets/:code',
    {
      config: { access: access.signedIn() },
      schema: {
        tags,
        summary: 'A leaflet by its 3-digit code, in `lang` or the Accept-Language (fallback pt-BR)',
        params: leafletCodeParamsSchema,
        querystring: leafletLangQuerySchema,
        response: { 200: leafletSchema, ...errors },
      },
    },
    async (request) => leaflets.byCode(request.params.code, localeOf(request, request.query.lang)),
  );

  r.get(
    '/leaflets/:code/leaflet.pdf',
    {
      config: { access: access.signedIn() },
      schema: {
        tags,
        summary: 'The leaflet as a PDF in `lang` or the Accept-Language: instructions for use and tutorial',
        params: leafletCodeParamsSchema,
        querystring: leafletLangQuerySchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const { document, filename } = await leaflets.pdf(
        request.params.code,
        localeOf(request, request.query.lang),
      );
      reply.header('content-type', 'application/pdf');
      reply.header('content-disposition', `attachment; filename="${filename}"`);
      // A stream is piped as it is written, never serialised: the schema above only documents errors.
      return reply.send(document as never);
    },
  );
}

import { access } from '@ponto/domain';
import { negotiateLocale } from '@ponto/i18n';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/authenticate';
import { answerErrorsUnder } from '../../platform/errors';
import { version } from '../../version';
import { capabilityStatement } from './capability-statement';
import { fhirErrorShape } from './operation-outcome';
import type { Query } from './search-params';
import { type FhirContext, type FhirService, type ResourceType, resourceTypes } from './service';
import { FHIR_BASE_PATH as base, FHIR_CONTENT_TYPE } from './systems';

const tags = ['fhir'];
const resourceSchema = z
  .object({ resourceType: z.string() })
  .passthrough()
  .describe('A FHIR R4 resource (application/fhir+json)');
const outcome = z
  .object({ resourceType: z.literal('OperationOutcome') })
  .passthrough()
  .describe('A FHIR OperationOutcome');
const errors = { 400: outcome, 401: outcome, 403: outcome, 404: outcome };
const idParams = z.object({ id: z.string().max(64).describe('The resource id') });
const param = (description: string) =>
  z
    .union([z.string(), z.array(z.string())])
    .optional()
    .describe(description);

/** A type's search parameters as the API reference lists them; the server reads them itself. */
function searchQuery(params: Record<string, string>) {
  return z
    .object({
      _id: param('Resource ids, comma-separated'),
      ...Object.fromEntries(
        Object.entries(params).map(([name, type]) => [name, param(`FHIR ${type} parameter`)]),
      ),
      _include: param('Referenced resources to add (see GET /fhir/R4/metadata)'),
      _count: param('Page size (at most 100, 20 by default)'),
      _offset: param('Where the page starts'),
      cnpj: param('Limit to one of your workplaces (tax id); the cnpj header is accepted too'),
    })
    .passthrough();
}

/** Patient data read through FHIR goes to the audit trail like the integration API's reads. */
const patientData = new Set<ResourceType>([
  'Patient',
  'ServiceRequest',
  'Specimen',
  'Observation',
  'DiagnosticReport',
]);

function send(reply: FastifyReply, body: unknown) {
  return reply.type(FHIR_CONTENT_TYPE).send(JSON.stringify(body));
}

function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/** The FHIR R4 read API (docs/fhir.md) with the integration API's token and workplace scoping. */
export async function fhirRoutes(app: FastifyInstance, { fhir }: { fhir: FhirService }) {
  // Every answer under /fhir/, errors from the door and unknown paths included, is FHIR.
  answerErrorsUnder('/fhir/', fhirErrorShape);
  const r = app.withTypeProvider<ZodTypeProvider>();

  const contextOf = async (request: FastifyRequest): Promise<FhirContext> => ({
    scope: await fhir.scopeOf(authOf(request), request.workplace, request.refusedCnpj),
    locale: negotiateLocale(request.headers['accept-language']),
    origin: originOf(request),
  });

  // Clients read what the server does before they sign in, so the statement is public.
  const statement = capabilityStatement(
    resourceTypes.map((type) => ({ type, ...fhir.supported(type) })),
    { version, url: base },
    new Date().toISOString(),
  );
  r.get(
    `${base}/metadata`,
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: 'The CapabilityStatement: what this FHIR server supports',
        response: { 200: resourceSchema },
      },
    },
    async (request, reply) =>
      send(reply, {
        ...statement,
        implementation: { ...statement.implementation, url: `${originOf(request)}${base}` },
      }),
  );

  for (const type of resourceTypes) {
    const audit = patientData.has(type)
      ? { action: 'patientRead' as const, targetType: `fhir${type}` }
      : undefined;
    r.get(
      `${base}/${type}`,
      {
        config: { access: access.integrator(), ...(audit && { audit }) },
        schema: {
          tags,
          summary: `Search ${type} (a searchset Bundle)`,
          querystring: searchQuery(fhir.supported(type).params),
          response: { 200: resourceSchema, ...errors },
        },
      },
      async (request, reply) =>
        send(reply, await fhir.search(type, request.query as Query, await contextOf(request))),
    );
    r.get(
      `${base}/${type}/:id`,
      {
        config: { access: access.integrator(), ...(audit && { audit: { ...audit, targetParam: 'id' } }) },
        schema: {
          tags,
          summary: `Read a ${type}`,
          params: idParams,
          response: { 200: resourceSchema, ...errors },
        },
      },
      async (request, reply) =>
        send(reply, await fhir.read(type, request.params.id, await contextOf(request))),
    );
  }
}

import multipart from '@fastify/multipart';
import {
  access,
  apiErrorBodySchema,
  INTEGRATION_API_BASE as base,
  integrationExamsSchema,
  integrationPreExamCreatedSchema,
  integrationPreExamRequestSchema,
  integrationResultsSchema,
  integrationStatusSchema,
  integrationTokenRequestSchema,
  integrationTokenSchema,
  integrationWorkplacesSchema,
  reportBase64Schema,
} from '@ponto/domain';
import { negotiateLocale } from '@ponto/i18n';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/authenticate';
import { AppError } from '../../platform/errors';
import type { AuditTrail } from '../audit/service';
import { recordSignIn } from '../audit/sign-in';
import type { AuthService } from '../auth/service';
import { failingAs } from './failures';
import { basicCredentials, type IntegrationService } from './service';

const errors = {
  400: apiErrorBodySchema,
  401: apiErrorBodySchema,
  403: apiErrorBodySchema,
  404: apiErrorBodySchema,
  409: apiErrorBodySchema,
  422: apiErrorBodySchema,
  500: apiErrorBodySchema,
};
const tags = ['integration'];

/** §7 shows the tax id in the query; the `cnpj` header of the portal's own calls is taken too. */
const cnpjQuery = z.object({
  cnpj: z.string().max(20).optional().describe('Workplace tax id (CNPJ); the cnpj header is accepted too'),
});
const cnpjHeader = z.object({ cnpj: z.string().max(20).optional() }).passthrough();
const idParams = z.object({ id: z.uuid().describe('The pre-exam id that POST /pre-exams answered') });
const reportQuery = cnpjQuery.extend({
  examIndex: z.coerce
    .number()
    .int()
    .positive()
    .optional()
    .describe('Which exam, when the pre-exam has several'),
  lang: z.string().max(10).optional().describe('One of the report languages chosen at creation'),
});

function cnpjOf(request: FastifyRequest): string | undefined {
  const query = (request.query as { cnpj?: string } | undefined)?.cnpj;
  const header = request.headers.cnpj;
  return query || (typeof header === 'string' ? header : undefined);
}

/** The integration API (§7, docs/integration-api.md), tagged 'integration' in the OpenAPI document. */
export async function integrationApiRoutes(
  app: FastifyInstance,
  {
    auth,
    audit,
    integration,
    rateLimitPerMinute,
  }: { auth: AuthService; audit: AuditTrail; integration: IntegrationService; rateLimitPerMinute: number },
) {
  /** The document of a password or client-credentials grant, for the audit trail; none for a refresh. */
  const signInDocument = (
    body: { grant_type: string; username?: string | undefined },
    authorization?: string,
  ) => {
    if (body.grant_type === 'refresh_token') return undefined;
    try {
      return body.grant_type === 'client_credentials'
        ? basicCredentials(authorization).username
        : body.username;
    } catch {
      return undefined;
    }
  };
  const r = app.withTypeProvider<ZodTypeProvider>();

  // OAuth-style form (multipart or urlencoded) or JSON, like POST /oauth/token.
  await r.register(async (scope) => {
    await scope.register(multipart, {
      attachFieldsToBody: 'keyValues',
      limits: { fields: 10, fileSize: 0, files: 0 },
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      `${base}/token`,
      {
        config: { access: access.public, rateLimit: { max: rateLimitPerMinute, timeWindow: '1 minute' } },
        schema: {
          tags,
          summary:
            'Get an access token (grant_type password or client_credentials with HTTP Basic, or refresh_token)',
          description:
            'password: username (document), password and optional cnpj in the body. client_credentials: ' +
            'Authorization: Basic base64(username:password), optional cnpj in the body. The token is then sent ' +
            'as Authorization: Bearer. Only users with API access (integrator role) get one.',
          consumes: ['application/json', 'multipart/form-data', 'application/x-www-form-urlencoded'],
          body: integrationTokenRequestSchema,
          response: {
            200: integrationTokenSchema,
            423: apiErrorBodySchema,
            429: apiErrorBodySchema,
            ...errors,
          },
        },
      },
      async (request) => {
        const document = signInDocument(request.body, request.headers.authorization);
        const record = (outcome: 'success' | 'failure', code: string | null) =>
          document
            ? recordSignIn(audit, auth, request, { document, outcome, code, via: 'integration' })
            : undefined;
        try {
          const answer = await integration.token(request.body, request.headers.authorization);
          await record('success', null);
          return answer;
        } catch (error) {
          await record('failure', error instanceof AppError ? error.code : 'ERROR');
          throw error;
        }
      },
    );
  });

  r.get(
    `${base}/workplaces`,
    {
      config: { access: access.integrator() },
      schema: {
        tags,
        summary: "List the caller's workplaces (tax ids)",
        response: { 200: integrationWorkplacesSchema, ...errors },
      },
    },
    async (request) =>
      failingAs('INTEGRATION_WORKPLACES_UNAVAILABLE', request.log, () =>
        integration.workplaces(authOf(request)),
      ),
  );

  r.get(
    `${base}/exams`,
    {
      config: { access: access.integrator() },
      schema: {
        tags,
        summary: "List the workplace's available exams with their index and questionnaire",
        querystring: cnpjQuery,
        headers: cnpjHeader,
        response: { 200: integrationExamsSchema, ...errors },
      },
    },
    async (request) =>
      failingAs('INTEGRATION_EXAMS_UNAVAILABLE', request.log, () =>
        integration.exams(authOf(request), cnpjOf(request)),
      ),
  );

  r.post(
    `${base}/pre-exams`,
    {
      config: { access: access.integrator('clinical') },
      schema: {
        tags,
        summary:
          'Create a pre-exam (patient, exam index, questionnaire); the same externalId answers the same id',
        description:
          '201 when created. 200 with the same id when the externalId already names a pre-exam of the workplace.',
        body: integrationPreExamRequestSchema,
        response: { 200: integrationPreExamCreatedSchema, 201: integrationPreExamCreatedSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { created, preExam } = await integration.create(authOf(request), request.body);
      return reply.status(created ? 201 : 200).send(preExam);
    },
  );

  r.get(
    `${base}/pre-exams/:id/status`,
    {
      config: { access: access.integrator() },
      schema: {
        tags,
        summary:
          'Status of a pre-exam: STARTED, IN_PROGRESS, WAITING_RESULT, FINISHED, NOT_FOUND or CANCELED; each exam says why its last run on a reader failed (lastFailure, in the Accept-Language)',
        params: idParams,
        querystring: cnpjQuery,
        headers: cnpjHeader,
        response: { 200: integrationStatusSchema, ...errors },
      },
    },
    async (request) =>
      failingAs('INTEGRATION_STATUS_UNAVAILABLE', request.log, () =>
        integration.status(
          authOf(request),
          cnpjOf(request),
          request.params.id,
          negotiateLocale(request.headers['accept-language']),
        ),
      ),
  );

  r.get(
    `${base}/pre-exams/:id/results`,
    {
      config: {
        access: access.integrator(),
        audit: { action: 'patientRead', targetType: 'integrationResults', targetParam: 'id' },
      },
      schema: {
        tags,
        summary: 'Released results of a pre-exam: value, reference limits, description',
        params: idParams,
        querystring: cnpjQuery,
        headers: cnpjHeader,
        response: { 200: integrationResultsSchema, ...errors },
      },
    },
    async (request) =>
      failingAs('INTEGRATION_RESULTS_UNAVAILABLE', request.log, () =>
        integration.resultsOf(
          authOf(request),
          cnpjOf(request),
          request.params.id,
          negotiateLocale(request.headers['accept-language']),
        ),
      ),
  );

  r.get(
    `${base}/pre-exams/:id/pdf`,
    {
      config: {
        access: access.integrator(),
        audit: { action: 'print', targetType: 'integrationReport', targetParam: 'id' },
      },
      schema: {
        tags,
        summary: 'The report PDF of a pre-exam (application/pdf)',
        params: idParams,
        querystring: reportQuery,
        headers: cnpjHeader,
        response: errors,
      },
    },
    async (request, reply) => {
      const { document, filename } = await failingAs('INTEGRATION_PDF_UNAVAILABLE', request.log, () =>
        integration.pdf(authOf(request), request.params.id, { ...request.query, cnpj: cnpjOf(request) }),
      );
      reply.header('content-type', 'application/pdf');
      reply.header('content-disposition', `inline; filename="${filename}"`);
      reply.header('cache-control', 'no-store');
      // A stream is piped as it is written, never serialised: the schema above only documents errors.
      return reply.send(document as never);
    },
  );

  r.get(
    `${base}/pre-exams/:id/report-base64`,
    {
      config: {
        access: access.integrator(),
        audit: { action: 'print', targetType: 'integrationReport', targetParam: 'id' },
      },
      schema: {
        tags,
        summary: 'The report PDF as base64 in JSON (contracted clients only: REPORT_BASE64_NOT_CONTRACTED)',
        params: idParams,
        querystring: reportQuery,
        headers: cnpjHeader,
        response: { 200: reportBase64Schema, ...errors },
      },
    },
    async (request) =>
      failingAs('INTEGRATION_PDF_UNAVAILABLE', request.log, () =>
        integration.base64(authOf(request), request.params.id, { ...request.query, cnpj: cnpjOf(request) }),
      ),
  );

  r.delete(
    `${base}/pre-exams/:id`,
    {
      config: { access: access.integrator() },
      schema: {
        tags,
        summary:
          'Delete a pre-exam none of whose exams has started (else 409 INTEGRATION_PRE_EXAM_ALREADY_STARTED)',
        params: idParams,
        querystring: cnpjQuery,
        headers: cnpjHeader,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await integration.remove(authOf(request), request.params.id, cnpjOf(request));
      return reply.status(204).send(null);
    },
  );
}

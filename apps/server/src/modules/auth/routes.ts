import multipart from '@fastify/multipart';
import { access, apiErrorBodySchema, loginResponseSchema, sessionSchema } from '@ponto/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/authenticate';
import { digitsOf } from '../../platform/door';
import { AppError } from '../../platform/errors';
import type { AuditTrail } from '../audit/service';
import { recordSignIn } from '../audit/sign-in';
import type { AuthService } from './service';

const errors = {
  400: apiErrorBodySchema,
  401: apiErrorBodySchema,
  403: apiErrorBodySchema,
  423: apiErrorBodySchema,
  429: apiErrorBodySchema,
};

/** The public OAuth client of the portal itself; integrator clients come with the integration API. */
const PUBLIC_CLIENTS = new Set(['ponto-web']);

function checkBasicClient(header: string | undefined): void {
  if (!header?.toLowerCase().startsWith('basic ')) throw new AppError('AUTH_INVALID_CLIENT');
  const decoded = Buffer.from(header.slice(6).trim(), 'base64').toString('utf8');
  const clientId = decoded.split(':')[0] ?? '';
  if (!PUBLIC_CLIENTS.has(clientId)) throw new AppError('AUTH_INVALID_CLIENT');
}

/** The workplace the calling browser tab is on: the session answered is that tab's (service.session). */
const tabWorkplaceHeader = z.object({ cnpj: z.string().max(20).optional() });

function tabCnpjOf(request: FastifyRequest): string | null {
  return digitsOf(request.headers.cnpj) || null;
}

const tokenRequestSchema = z.object({
  grant_type: z.literal('refresh_token'),
  refresh_token: z.string().min(1),
});

export async function authRoutes(
  app: FastifyInstance,
  { auth, audit, rateLimitPerMinute }: { auth: AuthService; audit: AuditTrail; rateLimitPerMinute: number },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const loginRateLimit = {
    access: access.public,
    rateLimit: { max: rateLimitPerMinute, timeWindow: '1 minute' },
  };

  r.post(
    '/auth/login',
    {
      config: loginRateLimit,
      schema: {
        tags: ['auth'],
        summary: 'Specialist login with document number and password',
        body: z.object({ document: z.string().trim().min(1).max(40), password: z.string().min(1).max(200) }),
        response: { 200: loginResponseSchema, ...errors },
      },
    },
    async (request) => {
      let result: Awaited<ReturnType<AuthService['login']>>;
      try {
        result = await auth.login(request.body.document, request.body.password);
      } catch (error) {
        await recordSignIn(audit, auth, request, {
          document: request.body.document,
          outcome: 'failure',
          code: error instanceof AppError ? error.code : 'ERROR',
          via: 'portal',
        });
        throw error;
      }
      await recordSignIn(audit, auth, request, {
        document: request.body.document,
        outcome: 'success',
        code: null,
        via: 'portal',
      });
      request.log.info({ userId: result.session.user.id }, 'login succeeded');
      return result;
    },
  );

  // §7: multipart (or urlencoded) with HTTP Basic client auth, OAuth-style field names.
  await r.register(async (scope) => {
    await scope.register(multipart, {
      attachFieldsToBody: 'keyValues',
      limits: { fields: 10, fileSize: 0, files: 0 },
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/oauth/token',
      {
        config: loginRateLimit,
        schema: {
          tags: ['auth'],
          summary: 'Renew the tokens with a refresh token (rotating)',
          consumes: ['multipart/form-data', 'application/x-www-form-urlencoded'],
          body: tokenRequestSchema,
          response: {
            200: z.object({
              access_token: z.string(),
              refresh_token: z.string(),
              token_type: z.literal('Bearer'),
              expires_in: z.number().int(),
            }),
            ...errors,
          },
        },
      },
      async (request) => {
        checkBasicClient(request.headers.authorization);
        const tokens = await auth.refresh(request.body.refresh_token);
        return {
          access_token: tokens.accessToken,
          refresh_token: tokens.refreshToken,
          token_type: 'Bearer' as const,
          expires_in: tokens.expiresIn,
        };
      },
    );
  });

  r.post(
    '/auth/logout',
    {
      config: { access: access.public },
      schema: {
        tags: ['auth'],
        summary: 'Revoke the session (its refresh token family)',
        body: z.object({ refreshToken: z.string().min(1) }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await auth.logout(request.body.refreshToken);
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/auth/session',
    {
      config: { access: access.signedIn() },
      schema: {
        tags: ['auth'],
        summary:
          'The current session (of the workplace the optional cnpj header names, when it is the user’s)',
        headers: tabWorkplaceHeader,
        response: { 200: sessionSchema, ...errors },
      },
    },
    async (request) => auth.session(authOf(request), tabCnpjOf(request)),
  );

  r.put(
    '/auth/session/workplace',
    {
      config: { access: access.signedIn() },
      schema: {
        tags: ['auth'],
        summary: 'Choose the current workplace (remembered for the user)',
        body: z.object({ cnpj: z.string().min(1).max(20) }),
        response: { 200: sessionSchema, 404: apiErrorBodySchema, ...errors },
      },
    },
    async (request) => auth.chooseWorkplace(authOf(request), request.body.cnpj),
  );

  r.put(
    '/auth/session/language',
    {
      config: { access: access.signedIn() },
      schema: {
        tags: ['auth'],
        summary: 'Keep the interface language for the user',
        headers: tabWorkplaceHeader,
        body: z.object({ language: z.string().min(2).max(10) }),
        response: { 200: sessionSchema, ...errors },
      },
    },
    async (request) => auth.setLanguage(authOf(request), request.body.language, tabCnpjOf(request)),
  );

  r.get(
    '/users/checkToken',
    {
      config: { access: access.signedIn() },
      schema: {
        tags: ['auth'],
        summary: 'Check an access token (header token)',
        response: { 200: z.object({ valid: z.literal(true), expiresAt: z.string() }), ...errors },
      },
    },
    // Answered at once, without a promise: every open tab of the portal asks it, and the door has done the work.
    (request) => ({ valid: true as const, expiresAt: authOf(request).expiresAtText }),
  );
}

import {
  type ApiErrorBody,
  apiErrorBodySchema,
  type ErrorCode,
  errorAdviceKey,
  errorStatus,
  errorTitleKey,
  type FieldError,
  fieldError,
  zodIssueKey,
} from '@ponto/domain';
import { type Catalog, type Locale, negotiateLocale, resources } from '@ponto/i18n';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from './database-unavailable';

/** An embedded PostgreSQL that died is running again within a few seconds (db/embedded-postgres.ts). */
const DATABASE_RETRY_AFTER_SECONDS = 5;

/** An error the client may see: a §8 code, optional field problems and a retry delay. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly details: { fields?: FieldError[]; retryAfterSeconds?: number } = {},
  ) {
    super(code);
  }
  get status(): number {
    return errorStatus(this.code);
  }
}

export function validationError(fields: FieldError[]): AppError {
  return new AppError('VALIDATION_FAILED', { fields });
}

export function errorTitle(locale: Locale, code: ErrorCode): string {
  const entry = (resources[locale].errors as Catalog)[code] as Catalog | undefined;
  return typeof entry?.title === 'string' ? entry.title : code;
}

interface ErrorExtra {
  fields?: FieldError[];
  retryAfterSeconds?: number;
}

export function errorBody(
  code: ErrorCode,
  locale: Locale,
  extra: ErrorExtra & { requestId?: string } = {},
): ApiErrorBody {
  return {
    error: {
      code,
      status: errorStatus(code),
      titleKey: errorTitleKey(code),
      adviceKey: errorAdviceKey(code),
      message: errorTitle(locale, code),
      ...extra,
    },
  };
}

/**
 * An API whose standard has its own error resource (FHIR's OperationOutcome) answers errors under its path
 * prefix in that shape: the same code, status and translated message, another body and content type.
 */
export type ErrorShape = (body: ApiErrorBody) => { contentType: string; body: unknown };
const errorShapes = new Map<string, ErrorShape>();

export function answerErrorsUnder(pathPrefix: string, shape: ErrorShape): void {
  errorShapes.set(pathPrefix, shape);
}

function shapeFor(url: string): ErrorShape | undefined {
  for (const [prefix, shape] of errorShapes) if (url.startsWith(prefix)) return shape;
  return undefined;
}

/** Answers an error in the vocabulary of every route (or the shape of the API its path belongs to). */
export function sendError(
  reply: FastifyReply,
  request: FastifyRequest,
  code: ErrorCode,
  extra: ErrorExtra = {},
) {
  const locale = negotiateLocale(request.headers['accept-language']);
  if (extra.retryAfterSeconds !== undefined) reply.header('retry-after', String(extra.retryAfterSeconds));
  const body = errorBody(code, locale, { ...extra, requestId: request.id });
  const shape = shapeFor(request.url);
  // Written here, not left to the route's serializer: an error that ends a streamed download before its first
  // byte reaches this handler from Fastify's stream path, which sends what it is given as it is and answered a
  // body object with its own untranslated 500.
  if (!shape)
    return reply
      .status(errorStatus(code))
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(apiErrorBodySchema.parse(body)));
  const shaped = shape(body);
  return reply.status(errorStatus(code)).type(shaped.contentType).send(JSON.stringify(shaped.body));
}
const send = sendError;

/**
 * A multipart body that busboy cannot read (no boundary, cut short) fails with a plain Error, no status:
 * it is the client's mistake, not the server's. Found by the fuzz test (modules/security/fuzz.int.test.ts).
 */
function isUnreadableMultipart(error: unknown): boolean {
  const message = error instanceof Error ? error.message : '';
  return (
    message === 'Multipart: Boundary not found' ||
    message === 'Boundary required' ||
    message.endsWith('unexpected end of multipart data') ||
    message === 'Unexpected end of multipart data'
  );
}

/** One error vocabulary for every route: never a stack trace, always a code, a status and a translated title. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return send(reply, request, error.code, error.details);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = error.validation.map((v) => {
        const params = v.params as { origin?: string; format?: string };
        const path = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
        const field = path || error.validationContext || 'body';
        // Domain refinements name their own message key (e.g. validation:invalidDocument).
        const key = zodIssueKey({
          code: v.keyword,
          message: v.message,
          origin: params.origin,
          format: params.format,
        });
        return fieldError(field, key);
      });
      return send(reply, request, 'VALIDATION_FAILED', { fields });
    }
    if (isUnreadableMultipart(error)) {
      request.log.info({ err: error }, 'client error');
      return send(reply, request, 'VALIDATION_FAILED', { fields: [fieldError('body', 'unreadableForm')] });
    }
    const status = (error as FastifyError).statusCode ?? 500;
    if (status === 429) return send(reply, request, 'RATE_LIMITED');
    if (status === 404) return send(reply, request, 'NOT_FOUND');
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'client error');
      return send(reply, request, 'VALIDATION_FAILED', {
        fields: [fieldError((error as FastifyError).validationContext ?? 'body', 'invalid')],
      });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ code: (error as { code?: string }).code }, 'database unavailable');
      return send(reply, request, 'DATABASE_UNAVAILABLE', {
        retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
      });
    }
    request.log.error({ err: error }, 'unexpected error');
    return send(reply, request, 'UNEXPECTED_ERROR');
  });
}

import { type ApiErrorBody, type Customization, type FieldError, isServiceName } from '@ponto/domain';
import type { Parser } from './parser';

/**
 * The answers `/login` checks before anyone signs in, checked by hand: the customization and the error
 * body. zod (about 25 kB gzip with the domain's schemas) is then not part of what the login loads
 * (docs/performance.md, "Front end"). Each guard accepts what the domain's schema accepts and keeps only
 * the fields the schema keeps (`first-answers.test.ts` holds them to it).
 */

type Fields = Record<string, unknown>;

class AnswerShapeError extends TypeError {
  constructor(what: string, path: string) {
    super(`${what}: ${path || 'the answer'} is not what the portal reads`);
    this.name = 'AnswerShapeError';
  }
}

const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

function string(what: string, fields: Fields, key: string): string {
  const value = fields[key];
  if (typeof value !== 'string') throw new AnswerShapeError(what, key);
  return value;
}

function integer(what: string, fields: Fields, key: string): number {
  const value = fields[key];
  if (!Number.isSafeInteger(value)) throw new AnswerShapeError(what, key);
  return value as number;
}

/** GET /specialist/customization, as `customizationSchema` reads it. */
export const customizationAnswer: Parser<Customization> = {
  parse(value) {
    const what = 'customization';
    if (!isObject(value)) throw new AnswerShapeError(what, '');
    const { logoUrl, allowedEmbedOrigins, services } = value;
    if (logoUrl !== null && typeof logoUrl !== 'string') throw new AnswerShapeError(what, 'logoUrl');
    if (!isStringArray(allowedEmbedOrigins)) throw new AnswerShapeError(what, 'allowedEmbedOrigins');
    if (!Array.isArray(services) || !services.every(isServiceName))
      throw new AnswerShapeError(what, 'services');
    return {
      name: string(what, value, 'name'),
      logoUrl,
      supportEmail: string(what, value, 'supportEmail'),
      supportPhone: string(what, value, 'supportPhone'),
      patientPortalUrl: string(what, value, 'patientPortalUrl'),
      allowedEmbedOrigins: [...allowedEmbedOrigins],
      version: string(what, value, 'version'),
      services: [...services],
    };
  },
};

function fieldError(value: unknown, index: number): FieldError {
  const what = 'error body';
  if (!isObject(value)) throw new AnswerShapeError(what, `error.fields.${index}`);
  const checked: FieldError = {
    field: string(what, value, 'field'),
    messageKey: string(what, value, 'messageKey'),
  };
  if (value.params === undefined) return checked;
  const params = value.params;
  if (!isObject(params)) throw new AnswerShapeError(what, `error.fields.${index}.params`);
  const entries = Object.entries(params);
  if (!entries.every(([, param]) => typeof param === 'string' || typeof param === 'number'))
    throw new AnswerShapeError(what, `error.fields.${index}.params`);
  return { ...checked, params: Object.fromEntries(entries) as Record<string, string | number> };
}

/** The one error body of the API, as `apiErrorBodySchema` reads it. */
export const errorBodyAnswer: Parser<ApiErrorBody> = {
  parse(value) {
    const what = 'error body';
    const error = isObject(value) ? value.error : undefined;
    if (!isObject(error)) throw new AnswerShapeError(what, 'error');
    const { fields, retryAfterSeconds, requestId } = error;
    if (fields !== undefined && !Array.isArray(fields)) throw new AnswerShapeError(what, 'error.fields');
    if (requestId !== undefined && typeof requestId !== 'string')
      throw new AnswerShapeError(what, 'error.requestId');
    return {
      error: {
        code: string(what, error, 'code'),
        status: integer(what, error, 'status'),
        titleKey: string(what, error, 'titleKey'),
        adviceKey: string(what, error, 'adviceKey'),
        message: string(what, error, 'message'),
        ...(fields !== undefined && { fields: fields.map(fieldError) }),
        ...(retryAfterSeconds !== undefined && {
          retryAfterSeconds: integer(what, error, 'retryAfterSeconds'),
        }),
        ...(requestId !== undefined && { requestId }),
      },
    };
  },
};

import { apiErrorBodySchema, customizationSchema } from '@ponto/domain';
import { describe, expect, it } from 'vitest';
import { customizationAnswer, errorBodyAnswer } from './first-answers';
import type { Parser } from './parser';

/** The guard and the domain's schema give the same answer: the same value, or both refuse. */
function agree<T>(
  guard: Parser<T>,
  schema: { safeParse(value: unknown): { success: boolean; data?: unknown } },
) {
  return (value: unknown) => {
    const expected = schema.safeParse(value);
    if (expected.success) expect(guard.parse(value)).toEqual(expected.data);
    else expect(() => guard.parse(value)).toThrow(TypeError);
  };
}

describe('the customization, checked by hand', () => {
  const valid = {
    name: 'Ponto',
    logoUrl: null,
    supportEmail: 'suporte@ponto.health',
    supportPhone: '+55 11 4000-0000',
    patientPortalUrl: 'https://paciente.ponto.health',
    allowedEmbedOrigins: ['https://clinic.example'],
    version: '0.1.0',
    services: ['rapid_test', 'mab'],
  };
  const check = agree(customizationAnswer, customizationSchema);

  it.each([
    ['what the server answers', valid],
    ['a logo', { ...valid, logoUrl: 'https://cdn.example/logo.png' }],
    ['a field the portal does not read (dropped)', { ...valid, extra: 1 }],
    ['no services', { ...valid, services: [] }],
  ])('accepts %s as the schema does', (_name, value) => {
    expect(customizationSchema.safeParse(value).success).toBe(true);
    check(value);
  });

  it.each([
    ['a service the portal does not know', { ...valid, services: ['teleport'] }],
    ['a missing name', { ...valid, name: undefined }],
    ['a logo that is a number', { ...valid, logoUrl: 3 }],
    ['origins that are not strings', { ...valid, allowedEmbedOrigins: [1] }],
    ['a version that is a number', { ...valid, version: 1 }],
    ['null', null],
    ['a list', [valid]],
  ])('refuses %s as the schema does', (_name, value) => {
    expect(customizationSchema.safeParse(value).success).toBe(false);
    check(value);
  });
});

describe('the error body, checked by hand', () => {
  const error = {
    code: 'AUTH_INVALID_CREDENTIALS',
    status: 401,
    titleKey: 'errors:AUTH_INVALID_CREDENTIALS.title',
    adviceKey: 'errors:AUTH_INVALID_CREDENTIALS.advice',
    message: 'CPF ou senha inválidos',
  };
  const check = agree(errorBodyAnswer, apiErrorBodySchema);

  it.each([
    ['a bare error', { error }],
    ['a lockout', { error: { ...error, code: 'AUTH_BLOCKED', retryAfterSeconds: 300 } }],
    ['a request id', { error: { ...error, requestId: 'req-1' } }],
    [
      'field errors, with and without params',
      {
        error: {
          ...error,
          fields: [
            { field: 'document', messageKey: 'validation:invalidDocument' },
            { field: 'password', messageKey: 'validation:minLength', params: { min: 8, name: 'x' } },
          ],
        },
      },
    ],
    ['fields the portal does not read (dropped)', { error: { ...error, extra: true }, other: 1 }],
  ])('accepts %s as the schema does', (_name, value) => {
    expect(apiErrorBodySchema.safeParse(value).success).toBe(true);
    check(value);
  });

  it.each([
    ['no error', {}],
    ['a status that is not an integer', { error: { ...error, status: 401.5 } }],
    ['a missing title key', { error: { ...error, titleKey: undefined } }],
    ['a wait that is text', { error: { ...error, retryAfterSeconds: '300' } }],
    ['fields that are not a list', { error: { ...error, fields: {} } }],
    ['a field without its key', { error: { ...error, fields: [{ field: 'document' }] } }],
    [
      'a param that is a list',
      { error: { ...error, fields: [{ field: 'a', messageKey: 'b', params: { x: [] } }] } },
    ],
    ['a request id that is a number', { error: { ...error, requestId: 7 } }],
    ['text', 'Bad gateway'],
  ])('refuses %s as the schema does', (_name, value) => {
    expect(apiErrorBodySchema.safeParse(value).success).toBe(false);
    check(value);
  });
});

import { describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from './api-error';
import { errorCatalogue, errorCodes, errorStatus, isErrorCode } from './catalogue';
import { errorAdviceKey, errorTitleKey } from './keys';

describe('error catalogue', () => {
  it('keeps the codes others already use', () => {
    for (const code of [
      'AUTH_INVALID_CREDENTIALS',
      'AUTH_BLOCKED',
      'AUTH_LOGIN_EXPIRED',
      'VALIDATION_FAILED',
      'NOT_FOUND',
      'FORBIDDEN',
      'RATE_LIMITED',
      'NETWORK_ERROR',
      'SOMETHING_WENT_WRONG',
      'UNEXPECTED_ERROR',
    ]) {
      expect(isErrorCode(code)).toBe(true);
    }
  });

  it('gives every code an HTTP error status and a stable upper-case name', () => {
    for (const code of errorCodes) {
      expect(code).toMatch(/^[A-Z][A-Z0-9_]+$/);
      expect(errorStatus(code)).toBeGreaterThanOrEqual(400);
      expect(errorStatus(code)).toBeLessThan(600);
      expect(typeof errorCatalogue[code].chat).toBe('boolean');
    }
  });

  it('covers the §8 areas', () => {
    for (const code of [
      'INTEGRATION_TOKEN_NOT_GENERATED',
      'CAMERA_NOT_ALLOWED',
      'CAPSULE_ALREADY_USED',
      'READER_OVER_VOLTAGE',
      'RECOLLECT_ALREADY_DONE',
      'LOT_WRONG_FORMAT',
      'VOUCHER_ERROR',
      'CALIBRATION_TIMEOUT',
      'NO_KITS_FOR_COMBINATION',
    ]) {
      expect(isErrorCode(code)).toBe(true);
    }
  });

  it.each([
    ['NOT_FOUND', true],
    ['nope', false],
    ['toString', false],
    [undefined, false],
  ])('isErrorCode(%j) → %s', (value, known) => expect(isErrorCode(value)).toBe(known));

  it('builds the i18n keys', () => {
    expect(errorTitleKey('AUTH_BLOCKED')).toBe('errors:AUTH_BLOCKED.title');
    expect(errorAdviceKey('AUTH_BLOCKED')).toBe('errors:AUTH_BLOCKED.advice');
  });

  it('describes the API error body', () => {
    const body = {
      error: {
        code: 'VALIDATION_FAILED',
        status: 400,
        titleKey: errorTitleKey('VALIDATION_FAILED'),
        adviceKey: errorAdviceKey('VALIDATION_FAILED'),
        message: 'Check the highlighted fields',
        fields: [{ field: 'email', messageKey: 'validation:invalidEmail' }],
      },
    };
    expect(apiErrorBodySchema.parse(body)).toEqual(body);
  });
});

/**
 * The schemas (and the error codes) the first screens check the server's answers and errors with: a chunk of its own, with zod,
 * fetched with the first answer to check (lib/lazy-schemas.ts, lib/api-error.ts), so that zod is not part
 * of the login's first download.
 */
export {
  apiErrorBodySchema,
  customizationSchema,
  isErrorCode,
  loginResponseSchema,
  sessionSchema,
} from '@ponto/domain';

/**
 * The schemas the first sign-in checks its answers with (the login answer, the session): a chunk of its
 * own, with zod, fetched with the first answer to check (lib/lazy-schemas.ts), so that zod is not part of
 * what `/login` loads. The answers checked before sign-in (customization, error body) are checked by hand
 * (lib/first-answers.ts).
 */
export { loginResponseSchema, sessionSchema } from '@ponto/domain';

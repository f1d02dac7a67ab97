import type { LoginResponse, Session } from '@ponto/domain';
import type { LazySchema, Parser } from './api-client';
import { ApiError } from './api-error';

// A chunk that cannot be fetched means the server cannot be reached: the same error as a failed call.
const networkError = () => {
  throw new ApiError('NETWORK_ERROR', 0);
};
const load = () => import('./answer-schemas').catch(networkError);
const loadSignedIn = () => import('./signed-in-schemas').catch(networkError);

/** The session schema, loaded when first needed (lib/answer-schemas.ts). */
export const sessionAnswer: LazySchema<Session> = () => load().then((m) => m.sessionSchema);
export const loginAnswer: LazySchema<LoginResponse> = () => load().then((m) => m.loginResponseSchema);

type SignedInSchemas = typeof import('./signed-in-schemas');
type Checked<S> = S extends Parser<infer T> ? T : never;

/**
 * One schema of lib/signed-in-schemas.ts, loaded with the first answer it checks. (TypeScript cannot see
 * that a schema parses to its own output type through a generic key: hence the cast.)
 */
export const signedInAnswer =
  <K extends keyof SignedInSchemas>(name: K): LazySchema<Checked<SignedInSchemas[K]>> =>
  () =>
    loadSignedIn().then((schemas) => schemas[name] as unknown as Parser<Checked<SignedInSchemas[K]>>);

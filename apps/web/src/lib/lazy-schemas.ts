import type { Customization, LoginResponse, Session } from '@ponto/domain';
import type { LazySchema } from './api-client';
import { ApiError } from './api-error';

// A chunk that cannot be fetched means the server cannot be reached: the same error as a failed call.
const load = () =>
  import('./answer-schemas').catch(() => {
    throw new ApiError('NETWORK_ERROR', 0);
  });

/** The session schema, loaded when first needed (lib/answer-schemas.ts). */
export const sessionAnswer: LazySchema<Session> = () => load().then((m) => m.sessionSchema);
export const loginAnswer: LazySchema<LoginResponse> = () => load().then((m) => m.loginResponseSchema);
export const customizationAnswer: LazySchema<Customization> = () => load().then((m) => m.customizationSchema);

import type { FastifyRequest } from 'fastify';
import type { Authenticated } from './caller';
import { AppError } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    auth: Authenticated | null;
  }
}

/** The scheme, in any case; the token after it is left as it is (a case-blind match of the whole header would copy it). */
const BEARER = /^bearer /i;

/** §7: every authenticated call accepts `Authorization: Bearer <token>` or the `token` header. */
export function accessTokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header && BEARER.test(header)) return header.slice(7).trim() || null;
  const token = request.headers.token;
  return typeof token === 'string' && token.trim() ? token.trim() : null;
}

export function authOf(request: FastifyRequest): Authenticated {
  if (!request.auth) throw new AppError('AUTH_LOGIN_EXPIRED');
  return request.auth;
}

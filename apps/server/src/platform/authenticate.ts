import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Authenticated, AuthService } from '../modules/auth/service';
import { AppError } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    auth: Authenticated | null;
  }
}

/** §7: every authenticated call accepts `Authorization: Bearer <token>` or the `token` header. */
export function accessTokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.toLowerCase().startsWith('bearer ')) return header.slice(7).trim() || null;
  const token = request.headers.token;
  return typeof token === 'string' && token.trim() ? token.trim() : null;
}

export function requireAuth(auth: AuthService) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const token = accessTokenOf(request);
    if (!token) throw new AppError('AUTH_LOGIN_EXPIRED');
    request.auth = await auth.authenticate(token);
  };
}

export function authOf(request: FastifyRequest): Authenticated {
  if (!request.auth) throw new AppError('AUTH_LOGIN_EXPIRED');
  return request.auth;
}

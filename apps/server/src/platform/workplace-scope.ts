import { fieldError } from '@ponto/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { WorkplaceRow } from '../modules/auth/repository';
import type { AuthService } from '../modules/auth/service';
import { authOf, requireAuth } from './authenticate';
import { AppError, validationError } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    workplace: WorkplaceRow | null;
  }
}

/**
 * Resolves the workplace a call acts on: the CNPJ header (§7), masked or not, and it must be one of the
 * caller's. Another tenant's workplace answers 404, never 403, so its existence is not disclosed.
 */
export function requireWorkplace(auth: AuthService) {
  const authenticate = requireAuth(auth);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    await authenticate(request, reply);
    const header = request.headers.cnpj;
    const cnpj = typeof header === 'string' ? header.replace(/\D/g, '') : '';
    if (!cnpj) throw validationError([fieldError('cnpj', 'required')]);
    const workplace = await auth.workplaceOf(authOf(request), cnpj);
    if (!workplace) throw new AppError('NOT_FOUND');
    request.workplace = workplace;
  };
}

export function workplaceOf(request: FastifyRequest): WorkplaceRow {
  if (!request.workplace) throw new AppError('NOT_FOUND');
  return request.workplace;
}

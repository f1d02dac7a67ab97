import { fieldError } from '@ponto/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { WorkplaceRow } from '../modules/auth/repository';
import type { AuthService } from '../modules/auth/service';
import { authOf, requireAuth } from './authenticate';
import { AppError, validationError } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    workplace: WorkplaceRow | null;
    /** The CNPJ a signed-in caller asked for and is not linked to (recorded as a refusal: docs/audit.md). */
    refusedCnpj: string | null;
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
    if (!workplace) {
      request.refusedCnpj = cnpj;
      throw new AppError('NOT_FOUND');
    }
    request.workplace = workplace;
  };
}

/** The route schema of the CNPJ header, for the API reference (requireWorkplace reads and checks it). */
export const cnpjHeaderSchema = z
  .object({ cnpj: z.string().describe('Tax id of the workplace (§7 CNPJ header)') })
  .passthrough();

/**
 * The workplace, then §6 stockView (stock and orders). Meant for preValidation: a caller without access
 * learns nothing about what the call takes.
 */
export function requireStockViewer(auth: AuthService) {
  const scoped = requireWorkplace(auth);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    await scoped(request, reply);
    if (!authOf(request).user.stockView) throw new AppError('FORBIDDEN');
  };
}

export function workplaceOf(request: FastifyRequest): WorkplaceRow {
  if (!request.workplace) throw new AppError('NOT_FOUND');
  return request.workplace;
}

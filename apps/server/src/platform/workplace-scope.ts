import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { WorkplaceRow } from '../modules/auth/repository';
import { AppError } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    workplace: WorkplaceRow | null;
    /** The CNPJ a signed-in caller asked for and is not linked to (recorded as a refusal: docs/audit.md). */
    refusedCnpj: string | null;
  }
}

/** The route schema of the CNPJ header, for the API reference (the door reads and checks it: platform/door.ts). */
export const cnpjHeaderSchema = z
  .object({ cnpj: z.string().describe('Tax id of the workplace (§7 CNPJ header)') })
  .passthrough();

export function workplaceOf(request: FastifyRequest): WorkplaceRow {
  if (!request.workplace) throw new AppError('NOT_FOUND');
  return request.workplace;
}

import { z } from 'zod';
import type { WorkplaceRow } from './caller';

declare module 'fastify' {
  interface FastifyRequest {
    workplace: WorkplaceRow | null;
    /** The CNPJ a signed-in caller asked for and is not linked to (recorded as a refusal: docs/audit.md). */
    refusedCnpj: string | null;
  }
}

/**
 * The CNPJ header of a member route, as the API reference shows it: added to every member route by the
 * reference itself (platform/api-operation.ts); the door reads and checks it (platform/door.ts).
 */
export const cnpjHeaderSchema = z
  .object({ cnpj: z.string().describe('Tax id of the workplace (§7 CNPJ header)') })
  .passthrough();

import type { RouteAccess } from '@ponto/domain';
import { z } from 'zod';
import { cnpjHeaderSchema } from './workplace-scope';

/**
 * The operationId of a route, from its method and path: `GET /exam-requests/:id/report.pdf` →
 * `getExamRequestsByIdReportPdf`. Method and path are unique per route, and so are the names.
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .split('/')
    .filter(Boolean)
    .flatMap((segment) =>
      segment.startsWith(':') ? ['by', segment.slice(1)] : segment.split(/[^A-Za-z0-9]+/).filter(Boolean),
    );
  const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
  return method.toLowerCase() + words.map(capital).join('');
}

/**
 * What the API reference says a route's declared access takes: nothing for a public route, a reader's code
 * and secret (HTTP Basic) for a device's, otherwise an access token as `Authorization: Bearer` or in the
 * `token` header (§7).
 */
export function securityOf(access: RouteAccess | undefined): Array<Record<string, string[]>> {
  if (!access || access.kind === 'public') return [];
  if (access.kind === 'device') return [{ device: [] }];
  return [{ bearer: [] }, { token: [] }];
}

/** A member route's headers for the API reference: its own, and the cnpj header the door reads. */
export function withCnpjHeader(headers: unknown): z.ZodType {
  return headers instanceof z.ZodObject ? headers.extend(cnpjHeaderSchema.shape) : cnpjHeaderSchema;
}

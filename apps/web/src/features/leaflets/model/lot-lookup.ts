import { type FieldError, leafletLotProblem, lotNumberSchema, reportLanguages } from '@ponto/domain';
import type { ApiError } from '@/lib/api-error';

/**
 * The lot code as typed, checked before asking: the same problems the server names at `lot` (required,
 * characters, §9 the 3 digits before the last 6). Printed lots are in capitals.
 */
export function checkLot(typed: string): { lot: string } | { problem: FieldError } {
  const parsed = lotNumberSchema.safeParse(typed);
  if (!parsed.success) return { problem: { field: 'lot', messageKey: parsed.error.issues[0]!.message } };
  const problem = leafletLotProblem(parsed.data);
  return problem ? { problem } : { lot: parsed.data.toUpperCase() };
}

/** The language the leaflet is asked in: the interface's when it is one of the four, pt-BR otherwise. */
export function leafletLanguage(language: string): string {
  return (reportLanguages as readonly string[]).includes(language) ? language : 'pt-BR';
}

/**
 * How a failed lookup shows: the field problem under the field, LEAFLET_NOT_FOUND and a lost connection
 * as they are, anything else as §8 'leaflet load failure'.
 */
export function lookupFailure(error: ApiError): { field: FieldError } | { code: ApiError['code'] } {
  const field = error.fields.find((f) => f.field === 'lot');
  if (field) return { field };
  if (
    error.code === 'LEAFLET_NOT_FOUND' ||
    error.code === 'NETWORK_ERROR' ||
    error.code === 'AUTH_LOGIN_EXPIRED'
  )
    return { code: error.code };
  return { code: 'LEAFLET_LOAD_FAILED' };
}

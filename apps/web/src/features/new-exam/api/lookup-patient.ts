import { patientRegistrationSchema } from '@ponto/domain';
import { z } from 'zod';
import type { ApiClient } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';

const patientRecordSchema = z.object({
  id: z.string(),
  registration: patientRegistrationSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PatientRecord = z.infer<typeof patientRecordSchema>;

/** §7 device headers: which kind of client asks (the portal in a browser) and its model. */
function deviceHeaders(): Record<string, string> {
  const model = typeof navigator === 'undefined' ? 'unknown' : navigator.userAgent;
  return { device: 'web', deviceModel: model.replace(/[^\x20-\x7e]/g, '').slice(0, 200) || 'unknown' };
}

/**
 * §7 GET patients/get/data/v2 (headers document, country, device, deviceModel, cnpj; the API client adds
 * the token): the workplace's patient with this document, or null when it has none (PATIENT_NOT_REGISTERED).
 */
export async function lookupPatient(
  api: ApiClient,
  cnpj: string,
  document: { number: string; country: string },
): Promise<PatientRecord | null> {
  try {
    return await api.request('/patients/get/data/v2', {
      headers: { cnpj, document: document.number.trim(), country: document.country, ...deviceHeaders() },
      schema: patientRecordSchema,
    });
  } catch (error) {
    if (isApiError(error) && error.code === 'PATIENT_NOT_REGISTERED') return null;
    throw error;
  }
}

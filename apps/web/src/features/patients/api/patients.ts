import {
  anonymisedRegistrationSchema,
  type PatientRegistration,
  patientRegistrationSchema,
} from '@ponto/domain';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '@/lib/api-client';

export const patientRecordSchema = z.object({
  id: z.string(),
  registration: patientRegistrationSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PatientRecord = z.infer<typeof patientRecordSchema>;

export const patientSummarySchema = z.object({
  id: z.string(),
  fullName: z.string(),
  documentType: z.string(),
  documentNumber: z.string(),
  /** The document's country; servers before it was listed answer without it (then Brazil). */
  documentCountry: z.string().optional(),
  birthDate: z.string(),
  phone: z.string().optional(),
});
export type PatientSummary = z.infer<typeof patientSummarySchema>;

const searchPageSchema = z.object({
  items: z.array(patientSummarySchema),
  nextCursor: z.string().nullable(),
});
export type PatientSearchPage = z.infer<typeof searchPageSchema>;

/** GET /patients?search=&cursor=: 20 by name per page, `nextCursor` for 'load more' (§9). */
export function searchPatients(
  api: ApiClient,
  cnpj: string,
  search: string,
  cursor: string | null,
): Promise<PatientSearchPage> {
  const query = new URLSearchParams({ search });
  if (cursor) query.set('cursor', cursor);
  return api.request(`/patients?${query}`, { headers: { cnpj }, schema: searchPageSchema });
}

export const patientsQueryKey = (cnpj: string) => ['patients', cnpj] as const;

export function patientSearchQueryOptions(api: ApiClient, cnpj: string, search: string) {
  return infiniteQueryOptions({
    queryKey: [...patientsQueryKey(cnpj), 'search', search] as const,
    queryFn: ({ pageParam }) => searchPatients(api, cnpj, search, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    retry: false,
  });
}

/** §7 device headers: the kind of client asking (the portal in a browser) and its model. */
function deviceHeaders(): Record<string, string> {
  const model = typeof navigator === 'undefined' ? 'unknown' : navigator.userAgent;
  return { device: 'web', deviceModel: model.replace(/[^\x20-\x7e]/g, '').slice(0, 200) || 'unknown' };
}

/** §7 GET patients/get/data/v2 with the headers document and country: the workplace's patient. */
export function patientByDocument(
  api: ApiClient,
  cnpj: string,
  document: string,
  country: string,
): Promise<PatientRecord> {
  return api.request('/patients/get/data/v2', {
    headers: { cnpj, document, country, ...deviceHeaders() },
    schema: patientRecordSchema,
  });
}

export function patientByDocumentQueryOptions(
  api: ApiClient,
  cnpj: string,
  document: string,
  country: string,
) {
  return queryOptions({
    queryKey: [...patientsQueryKey(cnpj), 'document', country, document] as const,
    queryFn: () => patientByDocument(api, cnpj, document, country),
    retry: false,
    // The edit form is filled once; a refetch in the background must not replace what is being typed.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

/**
 * GET /patients/{id}: the workplace's patient as stored, anonymised or not (then the registration keeps
 * little and `anonymisedAt` is set; docs/patient-data-rights.md).
 */
export const storedPatientSchema = z.object({
  id: z.string(),
  registration: z.union([patientRegistrationSchema, anonymisedRegistrationSchema]),
  anonymisedAt: z.string().nullable().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StoredPatient = z.infer<typeof storedPatientSchema>;

export function patientById(api: ApiClient, cnpj: string, id: string): Promise<StoredPatient> {
  return api.request(`/patients/${encodeURIComponent(id)}`, {
    headers: { cnpj },
    schema: storedPatientSchema,
  });
}

export function patientByIdQueryOptions(api: ApiClient, cnpj: string, id: string) {
  return queryOptions({
    queryKey: [...patientsQueryKey(cnpj), 'id', id] as const,
    queryFn: () => patientById(api, cnpj, id),
    retry: false,
    // As by document: the edit form is filled once.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

/** PUT /patients/{id}: the same rules as registration, checked by the server. */
export function updatePatient(
  api: ApiClient,
  cnpj: string,
  id: string,
  registration: PatientRegistration,
): Promise<PatientRecord> {
  return api.request(`/patients/${encodeURIComponent(id)}`, {
    method: 'PUT',
    headers: { cnpj },
    body: registration,
    schema: patientRecordSchema,
  });
}

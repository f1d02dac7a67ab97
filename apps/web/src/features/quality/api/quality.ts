import {
  controlResultListSchema,
  controlRoundListSchema,
  internalControlOverviewSchema,
  leveyJenningsSchema,
  leveyJenningsSeriesListSchema,
  lockoutBodySchema,
  type QualityFolder,
  qualityDocumentListSchema,
  qualityDocumentSchema,
  qualityOverrideListSchema,
  qualityOverrideSchema,
} from '@ponto/domain';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api-client';

/** Everything cached about a workplace's quality control: a change refreshes it all. */
export const qualityKey = (cnpj: string) => ['quality', cnpj] as const;

export function internalControlQueryOptions(api: ApiClient, cnpj: string) {
  return queryOptions({
    queryKey: [...qualityKey(cnpj), 'internal-control'],
    queryFn: ({ signal }) =>
      api.request('/quality/internal-control', {
        headers: { cnpj },
        schema: internalControlOverviewSchema,
        signal,
      }),
  });
}

export function overridesQueryOptions(api: ApiClient, cnpj: string) {
  return queryOptions({
    queryKey: [...qualityKey(cnpj), 'overrides'],
    queryFn: ({ signal }) =>
      api.request('/quality/overrides', { headers: { cnpj }, schema: qualityOverrideListSchema, signal }),
  });
}

export function controlResultsQueryOptions(api: ApiClient, cnpj: string, kind: 'internal' | 'external') {
  return queryOptions({
    queryKey: [...qualityKey(cnpj), 'results', kind],
    queryFn: ({ signal }) =>
      api.request(`/quality/control-results?kind=${kind}&limit=200`, {
        headers: { cnpj },
        schema: controlResultListSchema,
        signal,
      }),
  });
}

export function seriesQueryOptions(api: ApiClient, cnpj: string) {
  return queryOptions({
    queryKey: [...qualityKey(cnpj), 'series'],
    queryFn: ({ signal }) =>
      api.request('/quality/levey-jennings/series', {
        headers: { cnpj },
        schema: leveyJenningsSeriesListSchema,
        signal,
      }),
  });
}

export function leveyJenningsQueryOptions(
  api: ApiClient,
  cnpj: string,
  series: { examId: string; material: string; lot: string },
) {
  return queryOptions({
    queryKey: [...qualityKey(cnpj), 'levey-jennings', series.examId, series.material, series.lot],
    queryFn: ({ signal }) =>
      api.request(`/quality/levey-jennings?${new URLSearchParams(series)}`, {
        headers: { cnpj },
        schema: leveyJenningsSchema,
        signal,
      }),
  });
}

export function documentsQueryOptions(api: ApiClient, cnpj: string, folder: QualityFolder) {
  return queryOptions({
    queryKey: [...qualityKey(cnpj), 'documents', folder],
    queryFn: ({ signal }) =>
      api.request(`/quality/documents?folder=${folder}`, {
        headers: { cnpj },
        schema: qualityDocumentListSchema,
        signal,
      }),
  });
}

/** The provider's proficiency rounds: answered only in control-sample mode (CONTROL_MODE_REQUIRED). */
export function roundsQueryOptions(api: ApiClient, cnpj: string) {
  return queryOptions({
    queryKey: ['control-samples', cnpj, 'rounds'],
    queryFn: ({ signal }) =>
      api.request('/control-samples/rounds', { headers: { cnpj }, schema: controlRoundListSchema, signal }),
    retry: false,
  });
}

export const setLockout = (api: ApiClient, cnpj: string, enabled: boolean) =>
  api.request('/quality/lockout', {
    method: 'PUT',
    headers: { cnpj },
    body: { enabled },
    schema: lockoutBodySchema,
  });

export const grantOverride = (
  api: ApiClient,
  cnpj: string,
  body: { readerCode: string; examId: string; reason: string },
) =>
  api.request('/quality/overrides', {
    method: 'POST',
    headers: { cnpj },
    body,
    schema: qualityOverrideSchema,
  });

export function uploadDocument(api: ApiClient, cnpj: string, folder: QualityFolder, file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.request(`/quality/documents?folder=${folder}`, {
    method: 'POST',
    headers: { cnpj },
    body: form,
    schema: qualityDocumentSchema,
  });
}

export const downloadDocument = (api: ApiClient, cnpj: string, id: string) =>
  api.blob(`/quality/documents/${encodeURIComponent(id)}/file`, { headers: { cnpj } });

export const deleteDocument = (api: ApiClient, cnpj: string, id: string) =>
  api.request(`/quality/documents/${encodeURIComponent(id)}`, { method: 'DELETE', headers: { cnpj } });

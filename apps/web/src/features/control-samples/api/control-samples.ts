import type { ControlResult } from '@ponto/domain';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api-client';
import { signedInAnswer } from '@/lib/lazy-schemas';

const controlSessionAnswer = signedInAnswer('controlSessionSchema');
const controlResultAnswer = signedInAnswer('controlResultSchema');

/** Everything cached about the user's control-sample mode at a workplace. */
export const controlSamplesKey = (cnpj: string) => ['control-samples', cnpj] as const;

/** GET /control-samples/session: whether the user is in the mode (the banner and the panel read it). */
export function controlSessionQueryOptions(api: ApiClient, cnpj: string) {
  return queryOptions({
    queryKey: [...controlSamplesKey(cnpj), 'session'],
    queryFn: ({ signal }) =>
      api.request('/control-samples/session', { headers: { cnpj }, schema: controlSessionAnswer, signal }),
  });
}

export const enterControlMode = (
  api: ApiClient,
  cnpj: string,
  body: { username: string; password: string },
) =>
  api.request('/control-samples/session', {
    method: 'POST',
    headers: { cnpj },
    body,
    schema: controlSessionAnswer,
  });

export const leaveControlMode = (api: ApiClient, cnpj: string) =>
  api.request('/control-samples/session', {
    method: 'DELETE',
    headers: { cnpj },
    schema: controlSessionAnswer,
  });

/** GET /control-samples/samples/:code: the provider's sample, checked for the reader (§5). */
export const checkSample = (api: ApiClient, cnpj: string, code: string, readerCode: string) =>
  api.request(`/control-samples/samples/${encodeURIComponent(code)}?${new URLSearchParams({ readerCode })}`, {
    headers: { cnpj },
    schema: signedInAnswer('providerSampleSchema'),
  });

export const startControlRun = (
  api: ApiClient,
  cnpj: string,
  body: { sampleCode: string; readerCode: string },
) =>
  api.request('/control-samples/runs', {
    method: 'POST',
    headers: { cnpj },
    body,
    schema: controlResultAnswer,
  });

export const cancelControlRun = (api: ApiClient, cnpj: string, id: string) =>
  api.request(`/control-samples/runs/${encodeURIComponent(id)}/cancel`, {
    method: 'POST',
    headers: { cnpj },
    schema: controlResultAnswer,
  });

/** GET /control-samples/runs/:id, every 2 seconds while the reader works. */
export function controlRunQueryOptions(api: ApiClient, cnpj: string, id: string) {
  return queryOptions({
    queryKey: [...controlSamplesKey(cnpj), 'run', id],
    queryFn: ({ signal }) =>
      api.request(`/control-samples/runs/${encodeURIComponent(id)}`, {
        headers: { cnpj },
        schema: controlResultAnswer,
        signal,
      }),
    refetchInterval: (query) =>
      (query.state.data as ControlResult | undefined)?.status === 'running' ? 2000 : false,
  });
}

/** GET /control-samples/rounds: the provider's proficiency rounds (needs the mode). */
export function controlRoundsQueryOptions(api: ApiClient, cnpj: string) {
  return queryOptions({
    queryKey: [...controlSamplesKey(cnpj), 'rounds'],
    queryFn: ({ signal }) =>
      api.request('/control-samples/rounds', {
        headers: { cnpj },
        schema: signedInAnswer('controlRoundListSchema'),
        signal,
      }),
    retry: false,
  });
}

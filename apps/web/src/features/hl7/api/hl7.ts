import {
  type Hl7ConfigInput,
  hl7ConfigAnswerSchema,
  hl7MessagePageSchema,
  hl7MessageSchema,
} from '@ponto/domain';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api-client';

export const hl7Key = (cnpj: string) => ['hl7', cnpj] as const;

export function hl7ConfigQueryOptions(api: ApiClient, cnpj: string) {
  return queryOptions({
    queryKey: [...hl7Key(cnpj), 'config'],
    queryFn: ({ signal }) =>
      api.request('/hl7/config', { headers: { cnpj }, schema: hl7ConfigAnswerSchema, signal }),
  });
}

/** The message log, newest first, 'load more'. */
export function hl7MessagesQueryOptions(api: ApiClient, cnpj: string) {
  return infiniteQueryOptions({
    queryKey: [...hl7Key(cnpj), 'messages'],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      api.request(`/hl7/messages${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`, {
        headers: { cnpj },
        schema: hl7MessagePageSchema,
        signal,
      }),
    getNextPageParam: (last) => last.nextCursor,
  });
}

export const saveHl7Config = (api: ApiClient, cnpj: string, input: Hl7ConfigInput) =>
  api.request('/hl7/config', {
    method: 'PUT',
    headers: { cnpj },
    body: input,
    schema: hl7ConfigAnswerSchema,
  });

export const resendHl7Message = (api: ApiClient, cnpj: string, id: string) =>
  api.request(`/hl7/messages/${encodeURIComponent(id)}/resend`, {
    method: 'POST',
    headers: { cnpj },
    schema: hl7MessageSchema,
  });

import { supportConversationListSchema, supportThreadSchema } from '@ponto/domain';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '@/lib/api-client';
import { supportChatQueryKey } from '@/lib/support-chat-requests';

export const supportKey = supportChatQueryKey;

/** The operator's conversations (at the workplace) or, for support users, the queue; polled while open. */
export function conversationsQueryOptions(
  api: ApiClient,
  cnpj: string,
  support: boolean,
  intervalMs: number,
) {
  return queryOptions({
    queryKey: [...supportKey, support ? 'queue' : cnpj],
    queryFn: ({ signal }) =>
      api.request(support ? '/support/queue' : '/support/conversations', {
        headers: support ? {} : { cnpj },
        schema: supportConversationListSchema,
        signal,
      }),
    refetchInterval: intervalMs,
  });
}

export function threadQueryOptions(api: ApiClient, id: string) {
  return queryOptions({
    queryKey: [...supportKey, 'thread', id],
    queryFn: ({ signal }) =>
      api.request(`/support/conversations/${encodeURIComponent(id)}`, {
        schema: supportThreadSchema,
        signal,
      }),
    refetchInterval: 2000,
  });
}

export const openConversation = (
  api: ApiClient,
  cnpj: string,
  body: string,
  context: Record<string, string>,
) =>
  api.request('/support/conversations', {
    method: 'POST',
    headers: { cnpj },
    body: { body, ...(Object.keys(context).length > 0 && { context }) },
    schema: supportThreadSchema,
  });

export const sendMessage = (api: ApiClient, id: string, body: string) =>
  api.request(`/support/conversations/${encodeURIComponent(id)}/messages`, {
    method: 'POST',
    body: { body },
    schema: supportThreadSchema,
  });

export function sendAttachment(api: ApiClient, id: string, file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.request(`/support/conversations/${encodeURIComponent(id)}/attachments`, {
    method: 'POST',
    body: form,
    schema: supportThreadSchema,
  });
}

export const markRead = (api: ApiClient, id: string) =>
  api.request(`/support/conversations/${encodeURIComponent(id)}/read`, {
    method: 'POST',
    schema: z.object({ ok: z.literal(true) }),
  });

export const closeConversation = (api: ApiClient, id: string) =>
  api.request(`/support/conversations/${encodeURIComponent(id)}/close`, {
    method: 'POST',
    schema: supportThreadSchema,
  });

export const downloadAttachment = (api: ApiClient, messageId: string) =>
  api.blob(`/support/messages/${encodeURIComponent(messageId)}/attachment`);

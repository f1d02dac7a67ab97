import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api-client';
import { signedInAnswer } from '@/lib/lazy-schemas';
import { supportChatQueryKey } from '@/lib/support-chat-requests';

export const supportKey = supportChatQueryKey;

const threadAnswer = signedInAnswer('supportThreadSchema');

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
        schema: signedInAnswer('supportConversationListSchema'),
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
        schema: threadAnswer,
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
    schema: threadAnswer,
  });

export const sendMessage = (api: ApiClient, id: string, body: string) =>
  api.request(`/support/conversations/${encodeURIComponent(id)}/messages`, {
    method: 'POST',
    body: { body },
    schema: threadAnswer,
  });

export function sendAttachment(api: ApiClient, id: string, file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.request(`/support/conversations/${encodeURIComponent(id)}/attachments`, {
    method: 'POST',
    body: form,
    schema: threadAnswer,
  });
}

export const markRead = (api: ApiClient, id: string) =>
  api.request(`/support/conversations/${encodeURIComponent(id)}/read`, {
    method: 'POST',
    schema: signedInAnswer('okSchema'),
  });

export const closeConversation = (api: ApiClient, id: string) =>
  api.request(`/support/conversations/${encodeURIComponent(id)}/close`, {
    method: 'POST',
    schema: threadAnswer,
  });

export const downloadAttachment = (api: ApiClient, messageId: string) =>
  api.blob(`/support/messages/${encodeURIComponent(messageId)}/attachment`);

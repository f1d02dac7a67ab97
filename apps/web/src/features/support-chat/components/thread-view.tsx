import { Badge, Button, FileButton, Group, Paper, ScrollArea, Stack, Text, Textarea } from '@mantine/core';
import { SUPPORT_ATTACHMENT_MAX_BYTES, type SupportMessage } from '@ponto/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/error-alert';
import { ApiError, toApiError } from '@/lib/api-error';
import { saveFile } from '@/lib/save-file';
import { useApi } from '@/lib/services-context';
import {
  closeConversation,
  downloadAttachment,
  markRead,
  sendAttachment,
  sendMessage,
  supportKey,
  threadQueryOptions,
} from '../api/support';
import { contextText } from './context-text';

/** One conversation: its messages (refreshed every 2 s), the composer, an image or PDF to attach. */
export function ThreadView({ id, support, onBack }: { id: string; support: boolean; onBack: () => void }) {
  const { t, i18n } = useTranslation(['supportChat', 'validation', 'common', 'errors']);
  const api = useApi();
  const queryClient = useQueryClient();
  const options = threadQueryOptions(api, id);
  const thread = useQuery(options);
  const [text, setText] = useState('');
  const [textError, setTextError] = useState<string | null>(null);
  const count = thread.data?.messages.length ?? 0;
  const unread = thread.data?.conversation.unread ?? 0;

  // Whatever is on screen has been read.
  useEffect(() => {
    if (unread > 0)
      void markRead(api, id).then(() => queryClient.invalidateQueries({ queryKey: supportKey }));
  }, [api, id, unread, queryClient]);

  const updated = (data: Awaited<ReturnType<typeof sendMessage>>) => {
    queryClient.setQueryData(options.queryKey, data);
    void queryClient.invalidateQueries({ queryKey: supportKey });
  };
  const send = useMutation({
    mutationFn: () => sendMessage(api, id, text.trim()),
    onSuccess: (data) => {
      setText('');
      updated(data);
    },
  });
  const attach = useMutation({
    mutationFn: (file: File) => {
      if (file.size > SUPPORT_ATTACHMENT_MAX_BYTES) throw new ApiError('SUPPORT_ATTACHMENT_REJECTED', 422);
      return sendAttachment(api, id, file);
    },
    onSuccess: updated,
  });
  const download = useMutation({
    mutationFn: async (message: SupportMessage) =>
      saveFile(await downloadAttachment(api, message.id), message.attachment?.name ?? 'anexo'),
  });
  const close = useMutation({ mutationFn: () => closeConversation(api, id), onSuccess: updated });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (text.trim() === '') {
      setTextError(t('validation:required'));
      return;
    }
    send.mutate();
  }

  const conversation = thread.data?.conversation;
  const mine = (m: SupportMessage) => (m.side === 'support') === support;
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <Button variant="default" size="xs" onClick={onBack}>
          {t('back')}
        </Button>
        {conversation && (
          <Text size="sm" fw={700}>
            {support
              ? t('thread.fromOperator', {
                  name: conversation.openedBy,
                  workplace: conversation.workplace.name,
                })
              : t('thread.withSupport')}
          </Text>
        )}
        {support && conversation?.status === 'open' && (
          <Button variant="default" size="xs" onClick={() => close.mutate()} loading={close.isPending}>
            {t('thread.close')}
          </Button>
        )}
      </Group>
      {conversation && Object.keys(conversation.context).length > 0 && (
        <Text size="xs">{t('thread.context', { context: contextText(t, conversation.context) })}</Text>
      )}
      {thread.isError && <ErrorAlert error={toApiError(thread.error)} />}
      <ScrollArea h={300} type="auto" tabIndex={0} aria-label={t('thread.messages', { count })}>
        <Stack gap="xs" p={4} role="log" aria-live="polite">
          {(thread.data?.messages ?? []).map((m) => (
            <Paper
              key={m.id}
              p="xs"
              withBorder
              maw="85%"
              ml={mine(m) ? 'auto' : 0}
              bg={mine(m) ? 'blue.0' : 'gray.0'}
            >
              <Text size="xs" fw={700} c="dark.9">
                {m.side === 'support'
                  ? t('thread.supportAuthor', { name: m.author ?? '' })
                  : (m.author ?? '')}
                {' · '}
                {new Date(m.at).toLocaleTimeString(i18n.language, { timeStyle: 'short' })}
              </Text>
              {m.body && (
                <Text size="sm" c="dark.9" style={{ whiteSpace: 'pre-wrap' }}>
                  {m.body}
                </Text>
              )}
              {m.attachment && (
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => download.mutate(m)}
                  aria-label={t('thread.download', { name: m.attachment.name })}
                >
                  {m.attachment.name}
                </Button>
              )}
            </Paper>
          ))}
        </Stack>
      </ScrollArea>
      {conversation?.status === 'closed' && (
        <Badge color="gray.8" variant="filled" tt="none">
          {t('thread.closed')}
        </Badge>
      )}
      {(attach.isError || send.isError || download.isError) && (
        <ErrorAlert error={toApiError(attach.error ?? send.error ?? download.error)} />
      )}
      <form onSubmit={submit} noValidate>
        <Stack gap="xs">
          <Textarea
            label={t('thread.message')}
            value={text}
            onChange={(e) => {
              setText(e.currentTarget.value);
              setTextError(null);
            }}
            error={textError}
            errorProps={{ role: 'alert' }}
            maxLength={2000}
            rows={3}
          />
          <Group justify="space-between">
            <FileButton
              onChange={(file) => file && attach.mutate(file)}
              accept="image/jpeg,image/png,image/webp,application/pdf"
            >
              {(props) => (
                <Button {...props} variant="default" loading={attach.isPending}>
                  {t('thread.attach')}
                </Button>
              )}
            </FileButton>
            <Button type="submit" loading={send.isPending}>
              {t('thread.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

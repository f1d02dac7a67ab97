import { Badge, Button, Loader, Stack, Text, Textarea, UnstyledButton } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/error-alert';
import { toApiError } from '@/lib/api-error';
import { useApi, useSession } from '@/lib/services-context';
import { conversationsQueryOptions, openConversation, supportKey } from '../api/support';
import { contextText } from './context-text';
import { ThreadView } from './thread-view';

/**
 * §2 support chat, in the shell's dialog (docs/support-chat.md). An operator sees their conversations from
 * this workplace and opens a new one (with the context of the error that sent them here, if any); a support
 * user sees the queue of every workplace. Both answer in the conversation.
 */
export function SupportChat({ context }: { context: Record<string, string> }) {
  const { t, i18n } = useTranslation(['supportChat', 'validation', 'errors']);
  const api = useApi();
  const queryClient = useQueryClient();
  const session = useSession();
  const cnpj = session?.currentWorkplace?.cnpj ?? '';
  const support = !!session?.user.roles.includes('support');
  const list = useQuery(conversationsQueryOptions(api, cnpj, support, 3000));
  const [open, setOpen] = useState<string | null>(null);
  const [first, setFirst] = useState('');
  const [firstError, setFirstError] = useState<string | null>(null);
  const start = useMutation({
    mutationFn: () => openConversation(api, cnpj, first.trim(), context),
    onSuccess: (thread) => {
      setFirst('');
      void queryClient.invalidateQueries({ queryKey: supportKey });
      setOpen(thread.conversation.id);
    },
  });

  if (open) return <ThreadView id={open} support={support} onBack={() => setOpen(null)} />;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (first.trim() === '') {
      setFirstError(t('validation:required'));
      return;
    }
    start.mutate();
  }

  const items = list.data?.items ?? [];
  return (
    <Stack gap="md">
      {!support && (
        <form onSubmit={submit} noValidate>
          <Stack gap="xs">
            {Object.keys(context).length > 0 && (
              <Text size="sm">{t('new.context', { context: contextText(t, context) })}</Text>
            )}
            <Textarea
              label={t('new.message')}
              description={t('new.hint')}
              value={first}
              onChange={(e) => {
                setFirst(e.currentTarget.value);
                setFirstError(null);
              }}
              error={firstError}
              errorProps={{ role: 'alert' }}
              maxLength={2000}
              rows={3}
              data-autofocus
            />
            <Button type="submit" loading={start.isPending} w="fit-content">
              {t('new.send')}
            </Button>
            {start.isError && <ErrorAlert error={toApiError(start.error)} />}
          </Stack>
        </form>
      )}
      <Text fw={700} size="sm">
        {support ? t('queue.title') : t('mine.title')}
      </Text>
      {list.isPending && <Loader size="sm" aria-label={t('loading')} />}
      {list.isError && <ErrorAlert error={toApiError(list.error)} />}
      {list.isSuccess && items.length === 0 && (
        <Text size="sm">{support ? t('queue.empty') : t('mine.empty')}</Text>
      )}
      <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {items.map((c) => (
          <li key={c.id}>
            <UnstyledButton
              onClick={() => setOpen(c.id)}
              w="100%"
              p="xs"
              style={{ border: '1px solid var(--mantine-color-gray-4)', borderRadius: 4 }}
              aria-label={t('openConversation', {
                who: support ? `${c.openedBy} (${c.workplace.name})` : t('thread.withSupport'),
                count: c.unread,
              })}
            >
              <Text size="sm" fw={700} c="dark.9">
                {support
                  ? `${c.openedBy} · ${c.workplace.name}`
                  : new Date(c.lastMessageAt).toLocaleString(i18n.language)}
                {c.unread > 0 && (
                  <Badge ml="xs" color="red.9" variant="filled" size="sm">
                    {c.unread}
                  </Badge>
                )}
              </Text>
              <Text size="sm" lineClamp={1} c="dark.9">
                {c.lastMessage}
              </Text>
            </UnstyledButton>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}

import { Button, Checkbox, Code, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import {
  type WebhookEventType,
  webhookEndpointInputSchema,
  webhookEventTypes,
  zodIssueKey,
} from '@ponto/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/error-alert';
import { ApiError, toApiError } from '@/lib/api-error';
import { useApi } from '@/lib/services-context';
import { createEndpoint, webhooksKey } from '../api/webhooks';

/** Adds an endpoint (address and events); its signing secret is shown once, right after. */
export function EndpointForm({ cnpj }: { cnpj: string }) {
  const { t } = useTranslation(['settings', 'validation']);
  const api = useApi();
  const queryClient = useQueryClient();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>([...webhookEventTypes]);
  const [errors, setErrors] = useState<{ url?: string; events?: string }>({});
  const create = useMutation({
    mutationFn: () => createEndpoint(api, cnpj, { url: url.trim(), events }),
    onSuccess: () => {
      setUrl('');
      void queryClient.invalidateQueries({ queryKey: webhooksKey(cnpj) });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.fields.length > 0)
        setErrors(Object.fromEntries(error.fields.map((f) => [f.field, t(f.messageKey)])));
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = webhookEndpointInputSchema.safeParse({ url: url.trim(), events });
    if (!checked.success) {
      setErrors(
        Object.fromEntries(
          checked.error.issues.map((issue) => [issue.path[0], t(`validation:${zodIssueKey(issue)}`)]),
        ),
      );
      return;
    }
    setErrors({});
    create.mutate();
  }

  return (
    <Stack gap="sm">
      <form onSubmit={submit} noValidate aria-label={t('settings:webhooks.add')}>
        <Stack gap="sm">
          <TextInput
            label={t('settings:webhooks.url')}
            description={t('settings:webhooks.urlHint')}
            value={url}
            onChange={(event) => setUrl(event.currentTarget.value)}
            error={errors.url}
            type="url"
            maxLength={2000}
            required
          />
          <Checkbox.Group
            label={t('settings:webhooks.events')}
            value={events}
            onChange={(value) => setEvents(value as WebhookEventType[])}
            error={errors.events}
          >
            <Group gap="md" mt={4}>
              {webhookEventTypes.map((type) => (
                <Checkbox
                  key={type}
                  value={type}
                  label={t(`settings:webhooks.event.${type.replace('.', '_')}`)}
                />
              ))}
            </Group>
          </Checkbox.Group>
          <Button type="submit" w="fit-content" loading={create.isPending}>
            {t('settings:webhooks.save')}
          </Button>
        </Stack>
      </form>
      {create.isError && !(create.error instanceof ApiError && create.error.fields.length > 0) && (
        <ErrorAlert error={toApiError(create.error)} />
      )}
      {create.isSuccess && (
        <Paper withBorder p="sm" role="status">
          <Text fw={600}>{t('settings:webhooks.created')}</Text>
          <Text size="sm">{t('settings:webhooks.secretOnce')}</Text>
          <Code block tabIndex={0} style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
            {create.data.secret}
          </Code>
        </Paper>
      )}
    </Stack>
  );
}

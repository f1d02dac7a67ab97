import { Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { type Hl7Config, hl7ConfigInputSchema, zodIssueKey } from '@ponto/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/error-alert';
import { ApiError, toApiError } from '@/lib/api-error';
import { useApi } from '@/lib/services-context';
import { hl7ConfigQueryOptions, saveHl7Config } from '../api/hl7';

type Field = 'host' | 'port';

/**
 * Where released results go: host, port, TLS, on or off. Checked with the server's own schema before it is
 * sent; what the server still refuses is shown on its field, translated.
 */
export function LisConfigForm({ cnpj, saved }: { cnpj: string; saved: Hl7Config | null }) {
  const { t } = useTranslation(['settings', 'validation']);
  const api = useApi();
  const queryClient = useQueryClient();
  const [host, setHost] = useState(saved?.host ?? '');
  const [port, setPort] = useState(saved ? String(saved.port) : '2575');
  const [tls, setTls] = useState(saved?.tls ?? false);
  const [enabled, setEnabled] = useState(saved?.enabled ?? true);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  // An empty or non-numeric port is not a number: the schema names it as the port's error.
  const input = () => ({ host, port: port.trim() === '' ? Number.NaN : Number(port), tls, enabled });
  const save = useMutation({
    mutationFn: () => saveHl7Config(api, cnpj, hl7ConfigInputSchema.parse(input())),
    onSuccess: (answer) => queryClient.setQueryData(hl7ConfigQueryOptions(api, cnpj).queryKey, answer),
    onError: (error) => {
      if (error instanceof ApiError && error.fields.length > 0)
        setErrors(Object.fromEntries(error.fields.map((f) => [f.field, t(f.messageKey)])));
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = hl7ConfigInputSchema.safeParse(input());
    if (!checked.success) {
      setErrors(
        Object.fromEntries(
          checked.error.issues.map((issue) => [issue.path[0], t(`validation:${zodIssueKey(issue)}`)]),
        ),
      );
      return;
    }
    setErrors({});
    save.mutate();
  }

  const fieldRefused = save.error instanceof ApiError && save.error.fields.length > 0;
  return (
    <Stack gap="sm">
      {!saved && !save.isSuccess && <Text size="sm">{t('settings:hl7.notConfigured')}</Text>}
      <form onSubmit={submit} noValidate aria-label={t('settings:hl7.form')}>
        <Stack gap="sm" maw={560}>
          <Group align="flex-start" grow wrap="wrap">
            <TextInput
              label={t('settings:hl7.host')}
              description={t('settings:hl7.hostHint')}
              value={host}
              onChange={(event) => setHost(event.currentTarget.value)}
              error={errors.host}
              maxLength={253}
              autoComplete="off"
              spellCheck={false}
              required
              miw={220}
            />
            <TextInput
              label={t('settings:hl7.port')}
              value={port}
              onChange={(event) => setPort(event.currentTarget.value)}
              error={errors.port}
              inputMode="numeric"
              maxLength={5}
              required
              maw={140}
            />
          </Group>
          <Checkbox
            label={t('settings:hl7.tls')}
            description={t('settings:hl7.tlsHint')}
            checked={tls}
            onChange={(event) => setTls(event.currentTarget.checked)}
          />
          <Checkbox
            label={t('settings:hl7.enabled')}
            checked={enabled}
            onChange={(event) => setEnabled(event.currentTarget.checked)}
          />
          <Button type="submit" w="fit-content" loading={save.isPending}>
            {t('settings:hl7.save')}
          </Button>
        </Stack>
      </form>
      {save.isError && !fieldRefused && <ErrorAlert error={toApiError(save.error)} />}
      {save.isSuccess && save.data.config && (
        <Text size="sm" role="status">
          {t('settings:hl7.saved', { host: save.data.config.host, port: save.data.config.port })}
        </Text>
      )}
    </Stack>
  );
}

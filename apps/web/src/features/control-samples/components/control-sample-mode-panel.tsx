import { Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { ControlResult } from '@ponto/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/error-alert';
import { toApiError } from '@/lib/api-error';
import { useApi, useSession } from '@/lib/services-context';
import { controlSessionQueryOptions } from '../api/control-samples';
import { EnterModeModal } from './enter-mode-modal';
import { LeaveModeModal } from './leave-mode-modal';
import { RunForm } from './run-form';
import { RunView } from './run-view';

/**
 * §4 control-sample mode on /qualidade (docs/control-samples.md): enter (confirmation, then the provider's
 * login), run control samples on the workplace's readers and see adequate or inadequate, leave
 * (confirmation).
 */
export function ControlSampleModePanel() {
  const { t } = useTranslation('controlSamples');
  const cnpj = useSession()?.currentWorkplace?.cnpj ?? null;
  if (!cnpj) return null;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="control-mode-title">
      <Stack gap="md">
        <Title order={2} size="h3" id="control-mode-title">
          {t('title')}
        </Title>
        <ModeBody cnpj={cnpj} />
      </Stack>
    </Paper>
  );
}

function ModeBody({ cnpj }: { cnpj: string }) {
  const { t, i18n } = useTranslation('controlSamples');
  const session = useQuery(controlSessionQueryOptions(useApi(), cnpj));
  const [entering, setEntering] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [run, setRun] = useState<ControlResult | null>(null);
  if (session.isPending) return <Loader size="sm" aria-label={t('loading')} />;
  if (session.isError) return <ErrorAlert error={toApiError(session.error)} />;
  const mode = session.data;
  if (!mode.active)
    return (
      <Stack gap="sm">
        <Text size="sm">{t('intro')}</Text>
        <Group>
          <Button onClick={() => setEntering(true)}>{t('enter.button')}</Button>
        </Group>
        <EnterModeModal cnpj={cnpj} opened={entering} onClose={() => setEntering(false)} />
      </Stack>
    );
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Text size="sm">
          {t('active', {
            user: mode.providerUser,
            since: new Date(mode.enteredAt ?? '').toLocaleTimeString(i18n.language, { timeStyle: 'short' }),
          })}
        </Text>
        <Button variant="default" onClick={() => setLeaving(true)} disabled={run?.status === 'running'}>
          {t('leave.button')}
        </Button>
      </Group>
      {run ? (
        <RunView cnpj={cnpj} initial={run} onDone={() => setRun(null)} />
      ) : (
        <RunForm cnpj={cnpj} onStarted={setRun} />
      )}
      <LeaveModeModal cnpj={cnpj} opened={leaving} onClose={() => setLeaving(false)} />
    </Stack>
  );
}

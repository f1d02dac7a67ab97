import { Button, Group, Modal, Stack, Switch, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/error-alert';
import { toApiError } from '@/lib/api-error';
import { useApi } from '@/lib/services-context';
import { qualityKey, setLockout } from '../api/quality';

/** The manager's QC lockout setting, changed only after a confirmation (each change is recorded). */
export function LockoutSwitch({ cnpj, enabled }: { cnpj: string; enabled: boolean }) {
  const { t } = useTranslation(['quality', 'common']);
  const api = useApi();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const change = useMutation({
    mutationFn: () => setLockout(api, cnpj, !enabled),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: qualityKey(cnpj) });
      setAsking(false);
    },
  });
  return (
    <>
      <Switch
        checked={enabled}
        onChange={() => setAsking(true)}
        label={t('lockout.label')}
        description={t('lockout.description')}
      />
      <Modal
        opened={asking}
        onClose={() => setAsking(false)}
        title={t(enabled ? 'lockout.offTitle' : 'lockout.onTitle')}
        closeButtonProps={{ 'aria-label': t('common:close') }}
        centered
      >
        <Stack gap="md">
          <Text size="sm">{t(enabled ? 'lockout.offText' : 'lockout.onText')}</Text>
          {change.isError && <ErrorAlert error={toApiError(change.error)} />}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setAsking(false)}>
              {t('back')}
            </Button>
            <Button loading={change.isPending} onClick={() => change.mutate()}>
              {t(enabled ? 'lockout.turnOff' : 'lockout.turnOn')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

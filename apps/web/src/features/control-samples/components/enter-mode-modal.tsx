import { Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/error-alert';
import { toApiError } from '@/lib/api-error';
import { useApi } from '@/lib/services-context';
import { controlSamplesKey, enterControlMode } from '../api/control-samples';

/**
 * §4 entering control-sample mode: first the confirmation (patient work pauses while in it), then the
 * provider's own login. Nothing changes until the provider accepts the user.
 */
export function EnterModeModal({
  cnpj,
  opened,
  onClose,
}: {
  cnpj: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(['controlSamples', 'validation', 'common']);
  const api = useApi();
  const queryClient = useQueryClient();
  const [confirmed, setConfirmed] = useState(false);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<{ username?: boolean; password?: boolean }>({});
  const enter = useMutation({
    mutationFn: () => enterControlMode(api, cnpj, { username, password }),
    onSuccess: (session) => {
      queryClient.setQueryData([...controlSamplesKey(cnpj), 'session'], session);
      void queryClient.invalidateQueries({ queryKey: controlSamplesKey(cnpj) });
      close();
    },
  });
  function close() {
    setConfirmed(false);
    setPassword('');
    setMissing({});
    enter.reset();
    onClose();
  }
  function submit(event: FormEvent) {
    event.preventDefault();
    const gaps = { username: username.trim() === '', password: password === '' };
    setMissing(gaps);
    if (!gaps.username && !gaps.password) enter.mutate();
  }
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={confirmed ? t('enter.loginTitle') : t('enter.confirmTitle')}
      closeButtonProps={{ 'aria-label': t('common:close') }}
      centered
    >
      {!confirmed ? (
        <Stack gap="md">
          <Text size="sm">{t('enter.confirmText')}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('back')}
            </Button>
            <Button onClick={() => setConfirmed(true)}>{t('enter.confirm')}</Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text size="sm">{t('enter.loginText')}</Text>
            <TextInput
              label={t('enter.username')}
              value={username}
              onChange={(e) => setUsername(e.currentTarget.value)}
              error={missing.username ? t('validation:required') : null}
              errorProps={{ role: 'alert' }}
              autoComplete="username"
              required
              data-autofocus
            />
            <PasswordInput
              label={t('enter.password')}
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              error={missing.password ? t('validation:required') : null}
              errorProps={{ role: 'alert' }}
              autoComplete="current-password"
              required
            />
            {enter.isError && <ErrorAlert error={toApiError(enter.error)} />}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close}>
                {t('back')}
              </Button>
              <Button type="submit" loading={enter.isPending}>
                {t('enter.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}

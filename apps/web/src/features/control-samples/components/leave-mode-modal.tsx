import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/error-alert';
import { toApiError } from '@/lib/api-error';
import { useApi } from '@/lib/services-context';
import { controlSamplesKey, leaveControlMode } from '../api/control-samples';

/** §4 leaving control-sample mode, asked first; results already measured stay. */
export function LeaveModeModal({
  cnpj,
  opened,
  onClose,
}: {
  cnpj: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(['controlSamples', 'common']);
  const api = useApi();
  const queryClient = useQueryClient();
  const leave = useMutation({
    mutationFn: () => leaveControlMode(api, cnpj),
    onSuccess: (session) => {
      queryClient.setQueryData([...controlSamplesKey(cnpj), 'session'], session);
      void queryClient.invalidateQueries({ queryKey: controlSamplesKey(cnpj) });
      onClose();
    },
  });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('leave.title')}
      closeButtonProps={{ 'aria-label': t('common:close') }}
      centered
    >
      <Stack gap="md">
        <Text size="sm">{t('leave.text')}</Text>
        {leave.isError && <ErrorAlert error={toApiError(leave.error)} />}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('back')}
          </Button>
          <Button color="red.8" loading={leave.isPending} onClick={() => leave.mutate()}>
            {t('leave.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { OperatorView } from '@ponto/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/error-alert';
import { toApiError } from '@/lib/api-error';
import { useApi } from '@/lib/services-context';
import { operatorsKey, removeWorker } from '../api/operators';

/**
 * §6 remove a worker, asked first: they stop working at this workplace; their account and what they did
 * stay. The server refuses a manager removing themself (WORKER_REMOVE_SELF), shown here if it happens.
 */
export function RemoveWorkerModal({
  cnpj,
  workplaceName,
  worker,
  onClose,
  onRemoved,
}: {
  cnpj: string;
  workplaceName: string;
  worker: OperatorView | null;
  onClose: () => void;
  onRemoved: (worker: OperatorView) => void;
}) {
  const { t } = useTranslation(['operators', 'common']);
  const api = useApi();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (target: OperatorView) => removeWorker(api, cnpj, target.id),
    onSuccess: (_nothing, target) => {
      void queryClient.invalidateQueries({ queryKey: operatorsKey(cnpj) });
      onRemoved(target);
    },
  });
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <Modal
      opened={worker !== null}
      onClose={close}
      title={t('remove.title', { name: worker?.name ?? '' })}
      closeButtonProps={{ 'aria-label': t('common:close') }}
      centered
    >
      <Stack gap="md">
        <Text size="sm">{t('remove.text', { name: worker?.name ?? '', workplace: workplaceName })}</Text>
        {remove.isError && <ErrorAlert error={toApiError(remove.error)} />}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {t('remove.back')}
          </Button>
          <Button color="red.8" loading={remove.isPending} onClick={() => worker && remove.mutate(worker)}>
            {t('remove.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

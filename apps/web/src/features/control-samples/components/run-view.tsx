import { Button, Group, List, Loader, Modal, Paper, Stack, Table, Text } from '@mantine/core';
import { type ControlResult, isErrorCode, localised } from '@ponto/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/error-alert';
import { ApiError, toApiError } from '@/lib/api-error';
import { useApi } from '@/lib/services-context';
import { cancelControlRun, controlRunQueryOptions, controlSamplesKey } from '../api/control-samples';
import { expectationText, valueText } from '../model/sample-code';
import { ControlStatusBadge } from './control-status-badge';
import { qualitativeName } from './qualitative-name';

/**
 * A control run as the reader works on it (polled every 2 s), then its result: the value against the
 * expectation, the Westgard rules it broke, and the §3 status adequate or inadequate.
 */
export function RunView({
  cnpj,
  initial,
  onDone,
}: {
  cnpj: string;
  initial: ControlResult;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation(['controlSamples', 'domain', 'common']);
  const api = useApi();
  const queryClient = useQueryClient();
  const options = controlRunQueryOptions(api, cnpj, initial.id);
  const query = useQuery({ ...options, initialData: initial });
  const run = query.data;
  const [confirmCancel, setConfirmCancel] = useState(false);
  const cancel = useMutation({
    mutationFn: () => cancelControlRun(api, cnpj, run.id),
    onSuccess: (result) => {
      queryClient.setQueryData(options.queryKey, result);
      setConfirmCancel(false);
    },
  });
  const qualitative = (value: string) => qualitativeName(t, value);
  const number = (value: number) => value.toLocaleString(i18n.language);
  const running = run.status === 'running';

  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Text fw={700}>{t('result.title', { code: run.sampleCode, reader: run.reader.code })}</Text>
          <div role="status" aria-live="polite">
            <ControlStatusBadge status={run.status} size="lg" />
          </div>
        </Group>
        {running && (
          <Stack gap="xs">
            <Group gap="xs">
              <Loader size="sm" aria-hidden />
              <Text size="sm">{t(run.capsuleCode ? 'result.measuring' : 'result.waitingCapsule')}</Text>
            </Group>
            <List size="sm" type="ordered">
              <List.Item>{t('result.stepSample')}</List.Item>
              <List.Item>{t('result.stepTag')}</List.Item>
              <List.Item>{t('result.stepInsert')}</List.Item>
            </List>
          </Stack>
        )}
        <Table variant="vertical" withTableBorder={false} layout="fixed">
          <Table.Tbody>
            <Table.Tr>
              <Table.Th w={200}>{t('sample.exam')}</Table.Th>
              <Table.Td>{localised(run.exam.name, i18n.language)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>{t('sample.expected')}</Table.Th>
              <Table.Td>{expectationText(run, qualitative, number)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>{t('result.value')}</Table.Th>
              <Table.Td>{valueText(run, qualitative)}</Table.Td>
            </Table.Tr>
            {run.violations.length > 0 && (
              <Table.Tr>
                <Table.Th>{t('result.violations')}</Table.Th>
                <Table.Td>{run.violations.join(', ')}</Table.Td>
              </Table.Tr>
            )}
            {run.capsuleCode && (
              <Table.Tr>
                <Table.Th>{t('result.capsule')}</Table.Th>
                <Table.Td>{run.capsuleCode}</Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
        {run.status === 'failed' && run.errorCode && isErrorCode(run.errorCode) && (
          <ErrorAlert error={new ApiError(run.errorCode, 409)} />
        )}
        {query.isError && <ErrorAlert error={toApiError(query.error)} />}
        <Group justify="flex-end" gap="sm">
          {running ? (
            <Button variant="default" color="red.8" onClick={() => setConfirmCancel(true)}>
              {t('result.cancel')}
            </Button>
          ) : (
            <Button
              onClick={() => {
                void queryClient.invalidateQueries({ queryKey: controlSamplesKey(cnpj) });
                onDone();
              }}
            >
              {t('result.next')}
            </Button>
          )}
        </Group>
      </Stack>
      <Modal
        opened={confirmCancel}
        onClose={() => setConfirmCancel(false)}
        title={t('result.cancelTitle')}
        closeButtonProps={{ 'aria-label': t('common:close') }}
        centered
      >
        <Stack gap="md">
          <Text size="sm">{t('result.cancelText')}</Text>
          {cancel.isError && <ErrorAlert error={toApiError(cancel.error)} />}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirmCancel(false)}>
              {t('back')}
            </Button>
            <Button color="red.8" loading={cancel.isPending} onClick={() => cancel.mutate()}>
              {t('result.cancelConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}

import { Badge, Button, Group, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { WebhookEndpoint } from '@ponto/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/error-alert';
import { ScrollTable } from '@/components/ui/scroll-table';
import { toApiError } from '@/lib/api-error';
import { useApi } from '@/lib/services-context';
import { deleteEndpoint, patchEndpoint, webhooksKey } from '../api/webhooks';

/** The workplace's endpoints: address, events, state (disabled on 410 or by hand), turn on/off, delete. */
export function EndpointList({ cnpj, endpoints }: { cnpj: string; endpoints: readonly WebhookEndpoint[] }) {
  const { t } = useTranslation('settings');
  const api = useApi();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: webhooksKey(cnpj) });
  const toggle = useMutation({
    mutationFn: (endpoint: WebhookEndpoint) =>
      patchEndpoint(api, cnpj, endpoint.id, { enabled: !endpoint.enabled }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (endpoint: WebhookEndpoint) => deleteEndpoint(api, cnpj, endpoint.id),
    onSuccess: refresh,
  });
  if (endpoints.length === 0) return <Text size="sm">{t('webhooks.none')}</Text>;
  const error = toggle.error ?? remove.error;
  return (
    <>
      <ScrollTable label={t('webhooks.caption')} minWidth={720}>
        <Table verticalSpacing="xs">
          <Table.Caption>{t('webhooks.caption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('webhooks.url')}</Table.Th>
              <Table.Th scope="col">{t('webhooks.events')}</Table.Th>
              <Table.Th scope="col">{t('webhooks.state')}</Table.Th>
              <Table.Th scope="col">{t('webhooks.secret')}</Table.Th>
              <Table.Th scope="col">{t('webhooks.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {endpoints.map((endpoint) => (
              <Table.Tr key={endpoint.id}>
                <Table.Th scope="row" fw={400} style={{ wordBreak: 'break-all' }}>
                  {endpoint.url}
                </Table.Th>
                <Table.Td>
                  {endpoint.events.map((type) => t(`webhooks.event.${type.replace('.', '_')}`)).join(', ')}
                </Table.Td>
                <Table.Td>
                  <Badge color={endpoint.enabled ? 'teal.9' : 'gray.8'} variant="light">
                    {endpoint.enabled
                      ? t('webhooks.enabled')
                      : t(`webhooks.disabled.${endpoint.disabledReason ?? 'manual'}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>{endpoint.secret}</Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      size="xs"
                      variant="default"
                      onClick={() => toggle.mutate(endpoint)}
                      aria-label={t(endpoint.enabled ? 'webhooks.disableFor' : 'webhooks.enableFor', {
                        url: endpoint.url,
                      })}
                    >
                      {endpoint.enabled ? t('webhooks.disable') : t('webhooks.enable')}
                    </Button>
                    <Button
                      size="xs"
                      variant="default"
                      color="red"
                      onClick={() =>
                        modals.openConfirmModal({
                          title: t('webhooks.confirmDeleteTitle'),
                          children: (
                            <Text size="sm">{t('webhooks.confirmDelete', { url: endpoint.url })}</Text>
                          ),
                          labels: { confirm: t('webhooks.delete'), cancel: t('webhooks.keep') },
                          confirmProps: { color: 'red.8' },
                          onConfirm: () => remove.mutate(endpoint),
                        })
                      }
                      aria-label={t('webhooks.deleteFor', { url: endpoint.url })}
                    >
                      {t('webhooks.delete')}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
      {error && <ErrorAlert error={toApiError(error)} />}
    </>
  );
}

import { Badge, Button, Loader, Stack, Table, Text } from '@mantine/core';
import type { WebhookDelivery, WebhookEndpoint } from '@ponto/domain';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/error-alert';
import { LoadMore } from '@/components/ui/load-more';
import { ScrollTable } from '@/components/ui/scroll-table';
import { toApiError } from '@/lib/api-error';
import { useApi } from '@/lib/services-context';
import { deliveriesQueryOptions, replayDelivery, webhooksKey } from '../api/webhooks';

const statusColor: Record<WebhookDelivery['status'], string> = {
  pending: 'blue.9',
  delivered: 'teal.9',
  failed: 'red.9',
  cancelled: 'gray.8',
};

/** The delivery log, newest first: event, endpoint, state, attempts, last answer; a delivery can be sent again. */
export function DeliveryLog({ cnpj, endpoints }: { cnpj: string; endpoints: readonly WebhookEndpoint[] }) {
  const { t, i18n } = useTranslation('settings');
  const api = useApi();
  const queryClient = useQueryClient();
  const query = useInfiniteQuery(deliveriesQueryOptions(api, cnpj));
  const replay = useMutation({
    mutationFn: (id: string) => replayDelivery(api, cnpj, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksKey(cnpj) }),
  });
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'medium' });
  const urlOf = (id: string) => endpoints.find((e) => e.id === id)?.url ?? '—';
  if (query.isPending) return <Loader aria-label={t('webhooks.loading')} />;
  if (query.isError) return <ErrorAlert error={toApiError(query.error)} />;
  const items = query.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <Text size="sm">{t('webhooks.noDeliveries')}</Text>;
  return (
    <Stack gap="sm">
      <ScrollTable label={t('webhooks.log')} minWidth={900}>
        <Table verticalSpacing="xs" striped>
          <Table.Caption>{t('webhooks.log')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('webhooks.at')}</Table.Th>
              <Table.Th scope="col">{t('webhooks.event.title')}</Table.Th>
              <Table.Th scope="col">{t('webhooks.url')}</Table.Th>
              <Table.Th scope="col">{t('webhooks.state')}</Table.Th>
              <Table.Th scope="col">{t('webhooks.attempts')}</Table.Th>
              <Table.Th scope="col">{t('webhooks.lastAnswer')}</Table.Th>
              <Table.Th scope="col">{t('webhooks.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((delivery) => (
              <Table.Tr key={delivery.id}>
                <Table.Td>{when.format(new Date(delivery.createdAt))}</Table.Td>
                <Table.Td>{t(`webhooks.event.${delivery.eventType.replace('.', '_')}`)}</Table.Td>
                <Table.Td style={{ wordBreak: 'break-all' }}>{urlOf(delivery.endpointId)}</Table.Td>
                <Table.Td>
                  <Badge color={statusColor[delivery.status]} variant="light">
                    {t(`webhooks.status.${delivery.status}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>{delivery.attempts}</Table.Td>
                <Table.Td>
                  {delivery.lastStatusCode !== null
                    ? `HTTP ${delivery.lastStatusCode}`
                    : (delivery.lastError ?? '—')}
                </Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => replay.mutate(delivery.id)}
                    loading={replay.isPending && replay.variables === delivery.id}
                    aria-label={t('webhooks.replayFor', { id: delivery.id })}
                  >
                    {t('webhooks.replay')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
      {replay.isError && <ErrorAlert error={toApiError(replay.error)} />}
      <LoadMore query={query} label={t('webhooks.more')} />
    </Stack>
  );
}

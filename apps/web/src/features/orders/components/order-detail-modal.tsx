import { Button, Group, Loader, Modal, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { formatOrderNumber, localised, type OrderDetail, orderMovesOf } from '@ponto/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/error-alert';
import { toApiError } from '@/lib/api-error';
import { useApi } from '@/lib/services-context';
import { cancelOrder, orderQueryOptions, ordersKey } from '../api/orders';
import { formatDay, formatInstant } from '../model/dates';
import { OrderStatusBadge } from './order-status-badge';
import { ShipmentLotsTable } from './shipment-lots-table';

/**
 * §2 order detail in a dialog: products and quantities, number, delivery address, forecast, sent and
 * delivered dates, invoice, lots shipped and the history. Cancel, where §4 lets the workplace, asks first
 * in the same dialog.
 */
export function OrderDetailModal({
  cnpj,
  orderId,
  number,
  onClose,
  onCanceled,
}: {
  cnpj: string;
  orderId: string | null;
  number: number | null;
  onClose: () => void;
  onCanceled: (order: OrderDetail) => void;
}) {
  const { t } = useTranslation(['orders', 'common']);
  const api = useApi();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const detail = useQuery({ ...orderQueryOptions(api, cnpj, orderId ?? ''), enabled: orderId !== null });
  const cancel = useMutation({
    mutationFn: () => cancelOrder(api, cnpj, orderId ?? ''),
    onSuccess: (order) => {
      void queryClient.invalidateQueries({ queryKey: ordersKey(cnpj) });
      setConfirming(false);
      onCanceled(order);
    },
  });
  const close = () => {
    setConfirming(false);
    cancel.reset();
    onClose();
  };
  const shown = number === null ? '' : formatOrderNumber(number);
  return (
    <Modal
      opened={orderId !== null}
      onClose={close}
      title={confirming ? t('cancel.title', { number: shown }) : t('detail.title', { number: shown })}
      closeButtonProps={{ 'aria-label': t('common:close') }}
      size="xl"
      centered
    >
      {detail.isPending && <Loader aria-label={t('detail.loading')} />}
      {detail.isError && <ErrorAlert error={toApiError(detail.error)} />}
      {detail.data && confirming && (
        <Stack gap="md">
          <Text size="sm">{t('cancel.text')}</Text>
          {cancel.isError && <ErrorAlert error={toApiError(cancel.error)} />}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('cancel.back')}
            </Button>
            <Button color="red.8" loading={cancel.isPending} onClick={() => cancel.mutate()}>
              {t('cancel.confirm')}
            </Button>
          </Group>
        </Stack>
      )}
      {detail.data && !confirming && (
        <OrderDetailBody order={detail.data} onCancel={() => setConfirming(true)} />
      )}
    </Modal>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </div>
  );
}

function OrderDetailBody({ order, onCancel }: { order: OrderDetail; onCancel: () => void }) {
  const { t, i18n } = useTranslation(['orders', 'domain']);
  const day = (value: string | null) => formatDay(value, i18n.language) ?? t('detail.none');
  const a = order.deliveryAddress;
  const address = [
    `${a.street}, ${a.number}${a.complement ? ` – ${a.complement}` : ''}`,
    a.district,
    `${a.city} – ${a.state}`,
    a.postalCodeUnknown ? '' : a.postalCode,
  ]
    .filter(Boolean)
    .join(', ');
  const cancelable = orderMovesOf('workplace', order.status).includes('canceled');
  return (
    <Stack gap="md">
      <Group gap="sm">
        <Text size="sm" fw={600}>
          {t('detail.status')}
        </Text>
        <OrderStatusBadge status={order.status} />
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="sm">
        <Fact label={t('detail.placedAt')}>{formatInstant(order.createdAt, i18n.language)}</Fact>
        <Fact label={t('detail.forecast')}>{day(order.forecastOn)}</Fact>
        <Fact label={t('detail.sent')}>{day(order.sentOn)}</Fact>
        <Fact label={t('detail.delivered')}>{day(order.deliveredOn)}</Fact>
        <Fact label={t('detail.invoice')}>{order.invoice ?? t('detail.none')}</Fact>
        <Fact label={t('detail.paymentReference')}>{order.paymentReference ?? t('detail.none')}</Fact>
      </SimpleGrid>
      <Fact label={t('detail.address')}>{address}</Fact>
      {order.notes && <Fact label={t('detail.notes')}>{order.notes}</Fact>}

      <Title order={3} size="h5">
        {t('detail.products')}
      </Title>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('detail.exam')}</Table.Th>
            <Table.Th scope="col" style={{ textAlign: 'right' }}>
              {t('detail.quantity')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {order.products.map((p) => (
            <Table.Tr key={p.examIndex}>
              <Table.Td>{localised(p.examName, i18n.language)}</Table.Td>
              <Table.Td style={{ textAlign: 'right' }}>{p.quantity}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>

      {order.shipmentLots.length > 0 && <ShipmentLotsTable lots={order.shipmentLots} />}

      <Title order={3} size="h5">
        {t('detail.history')}
      </Title>
      <Paper withBorder p="sm" component="ol" style={{ margin: 0, paddingInlineStart: '2rem' }}>
        {order.history.map((event) => (
          <li key={`${event.at}-${event.from}-${event.to}`}>
            <Text size="sm" span>
              {t('detail.historyLine', {
                status: event.from === null ? t('detail.placed') : t(`domain:orderStatus.${event.to}`),
                when: formatInstant(event.at, i18n.language, true),
              })}
              {event.by ? ` ${t('detail.by', { name: event.by })}` : ''}
            </Text>
          </li>
        ))}
      </Paper>

      {cancelable && (
        <Group justify="flex-end">
          <Button color="red.8" variant="outline" onClick={onCancel}>
            {t('cancel.button')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

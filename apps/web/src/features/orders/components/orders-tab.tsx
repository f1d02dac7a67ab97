import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatOrderNumber, type OrderStatus } from '@ponto/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/services-context';
import { OrderDetailModal } from './order-detail-modal';
import { OrdersList } from './orders-list';
import { type AddressFieldsSlot, PlaceOrderForm } from './place-order-form';

export type { AddressFieldsSlot } from './place-order-form';

/**
 * §2 my orders (/estoque?aba=pedidos): the workplace's orders with their §4 status, the detail of one,
 * placing an order and canceling one not billed yet.
 */
export function OrdersTab({ AddressFields }: { AddressFields: AddressFieldsSlot }) {
  const { t } = useTranslation('orders');
  const cnpj = useSession()?.currentWorkplace?.cnpj ?? null;
  const [status, setStatus] = useState<OrderStatus | null>(null);
  const [placing, setPlacing] = useState(false);
  const [open, setOpen] = useState<{ id: string; number: number } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  if (!cnpj) return <Text>{t('noWorkplace')}</Text>;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={2} size="h3">
          {t('list.title')}
        </Title>
        {!placing && (
          <Button
            onClick={() => {
              setNotice(null);
              setPlacing(true);
            }}
          >
            {t('place.open')}
          </Button>
        )}
      </Group>
      {notice && (
        <Paper withBorder p="sm" role="status">
          <Text size="sm" fw={500}>
            {notice}
          </Text>
        </Paper>
      )}
      {placing && (
        <PlaceOrderForm
          cnpj={cnpj}
          AddressFields={AddressFields}
          onClose={() => setPlacing(false)}
          onPlaced={(order) => {
            setPlacing(false);
            setNotice(t('place.done', { number: formatOrderNumber(order.number) }));
          }}
        />
      )}
      <OrdersList
        cnpj={cnpj}
        status={status}
        onStatus={setStatus}
        onOpen={(order) => setOpen({ id: order.id, number: order.number })}
      />
      <OrderDetailModal
        cnpj={cnpj}
        orderId={open?.id ?? null}
        number={open?.number ?? null}
        onClose={() => setOpen(null)}
        onCanceled={(order) => {
          setOpen(null);
          setNotice(t('cancel.done', { number: formatOrderNumber(order.number) }));
        }}
      />
    </Stack>
  );
}

import { Anchor, Button, Group, Modal, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { formatOrderNumber, invoiceNumberSchema, type OrderDetail, zodIssueKey } from '@ponto/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '@/components/ui/error-alert';
import { type ApiError, toApiError } from '@/lib/api-error';
import { useApi, useSession } from '@/lib/services-context';
import { confirmArrival, findArrival, ordersKey } from '../api/orders';
import { formatDay } from '../model/dates';
import { OrderStatusBadge } from './order-status-badge';
import { productsSummary } from './orders-list';
import { ShipmentLotsTable } from './shipment-lots-table';

/**
 * §2 confirm arrival by invoice (/estoque?aba=chegada): type the invoice that came with the boxes, check
 * the order's lots against them, confirm; the lots join the stock and the order is received.
 */
export function ArrivalTab() {
  const { t, i18n } = useTranslation(['orders', 'validation', 'errors', 'common']);
  const api = useApi();
  const queryClient = useQueryClient();
  const cnpj = useSession()?.currentWorkplace?.cnpj ?? null;
  const [invoice, setInvoice] = useState('');
  const [invoiceError, setInvoiceError] = useState<string | null>(null);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [found, setFound] = useState<OrderDetail | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [received, setReceived] = useState<OrderDetail | null>(null);

  const refused = (cause: unknown) => {
    const error = toApiError(cause);
    const atInvoice = error.fields.filter((f) => f.field === 'invoice');
    setInvoiceError(
      atInvoice.length > 0 ? atInvoice.map((f) => t(f.messageKey, f.params ?? {})).join(' ') : null,
    );
    setFailure(atInvoice.length > 0 ? null : error);
  };

  const search = useMutation({
    mutationFn: (number: string) => findArrival(api, cnpj ?? '', number),
    onSuccess: setFound,
    onError: (cause) => {
      setFound(null);
      refused(cause);
    },
  });
  const confirm = useMutation({
    mutationFn: (number: string) => confirmArrival(api, cnpj ?? '', number),
    onSuccess: (order) => {
      setReceived(order);
      setFound(null);
      setInvoice('');
      void queryClient.invalidateQueries({ queryKey: ordersKey(cnpj ?? '') });
    },
    onError: refused,
    onSettled: () => setConfirming(false),
  });

  if (!cnpj) return <Text>{t('noWorkplace')}</Text>;

  function find(event: FormEvent) {
    event.preventDefault();
    setReceived(null);
    setFailure(null);
    setFound(null);
    const parsed = invoiceNumberSchema.safeParse(invoice);
    if (!parsed.success) {
      setInvoiceError(t(`validation:${zodIssueKey(parsed.error.issues[0]!)}`));
      return;
    }
    setInvoiceError(null);
    search.mutate(parsed.data);
  }

  return (
    <Stack gap="md">
      <div>
        <Title order={2} size="h3">
          {t('arrival.title')}
        </Title>
        <Text size="sm">{t('arrival.intro')}</Text>
      </div>
      <form onSubmit={find} noValidate>
        <Group align="flex-start" gap="sm">
          <TextInput
            label={t('arrival.invoice')}
            value={invoice}
            onChange={(event) => {
              setInvoice(event.currentTarget.value);
              setInvoiceError(null);
            }}
            error={invoiceError}
            errorProps={{ role: 'alert' }}
            maxLength={60}
            autoComplete="off"
            required
            w={{ base: '100%', xs: 300 }}
          />
          <Button type="submit" loading={search.isPending} mt={{ base: 0, xs: 'xl' }}>
            {t('arrival.search')}
          </Button>
        </Group>
      </form>
      {failure && <ErrorAlert error={failure} />}

      {received && (
        <Paper withBorder p="md" role="status">
          <Stack gap="xs">
            <Text fw={700}>{t('arrival.doneTitle')}</Text>
            <Text size="sm">{t('arrival.done', { number: formatOrderNumber(received.number) })}</Text>
            <Anchor component={Link} to="?aba=estoque" size="sm" underline="always">
              {t('arrival.toStock')}
            </Anchor>
          </Stack>
        </Paper>
      )}

      {found && (
        <Paper withBorder p="md">
          <Stack gap="sm">
            <Group gap="sm">
              <Title order={3} size="h4">
                {t('arrival.order', { number: formatOrderNumber(found.number) })}
              </Title>
              <OrderStatusBadge status={found.status} />
            </Group>
            {found.sentOn && (
              <Text size="sm">{t('arrival.sentOn', { date: formatDay(found.sentOn, i18n.language) })}</Text>
            )}
            <Text size="sm">
              {productsSummary(
                found.products,
                (exam, quantity) => t('list.product', { exam, quantity }),
                i18n.language,
              )}
            </Text>
            <ShipmentLotsTable lots={found.shipmentLots} />
            <Text size="sm">{t('arrival.check')}</Text>
            <Button w="fit-content" onClick={() => setConfirming(true)}>
              {t('arrival.confirm')}
            </Button>
          </Stack>
        </Paper>
      )}

      <Modal
        opened={confirming && found !== null}
        onClose={() => setConfirming(false)}
        title={found ? t('arrival.confirmTitle', { number: formatOrderNumber(found.number) }) : ''}
        closeButtonProps={{ 'aria-label': t('common:close') }}
        centered
      >
        <Stack gap="md">
          <Text size="sm">{t('arrival.confirmText', { invoice: found?.invoice ?? '' })}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('arrival.back')}
            </Button>
            <Button
              loading={confirm.isPending}
              onClick={() => found?.invoice && confirm.mutate(found.invoice)}
            >
              {t('arrival.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

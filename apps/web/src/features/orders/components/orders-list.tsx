import { Button, Loader, NativeSelect, Stack, Table, Text } from '@mantine/core';
import {
  formatOrderNumber,
  localised,
  type OrderStatus,
  type OrderSummary,
  orderStatuses,
} from '@ponto/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/error-alert';
import { LoadMore } from '@/components/ui/load-more';
import { ScrollTable } from '@/components/ui/scroll-table';
import { toApiError } from '@/lib/api-error';
import { useApi } from '@/lib/services-context';
import { ordersQueryOptions } from '../api/orders';
import { formatInstant } from '../model/dates';
import { OrderStatusBadge } from './order-status-badge';

/** What the order asks for, in one line: 'Covid-19 Antígeno × 50, HIV × 20'. */
export function productsSummary(
  products: OrderSummary['products'],
  line: (exam: string, quantity: number) => string,
  language: string,
): string {
  return products.map((p) => line(localised(p.examName, language), p.quantity)).join(', ');
}

/** §2 my orders: number, date, status, products; newest first, by status, 'load more'. */
export function OrdersList({
  cnpj,
  status,
  onStatus,
  onOpen,
}: {
  cnpj: string;
  status: OrderStatus | null;
  onStatus: (status: OrderStatus | null) => void;
  onOpen: (order: OrderSummary) => void;
}) {
  const { t, i18n } = useTranslation(['orders', 'domain']);
  const query = useInfiniteQuery(ordersQueryOptions(useApi(), cnpj, status));
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Stack gap="sm">
      <NativeSelect
        label={t('list.filter')}
        value={status ?? ''}
        onChange={(event) => onStatus((event.currentTarget.value || null) as OrderStatus | null)}
        data={[
          { value: '', label: t('list.allStatuses') },
          ...orderStatuses.map((s) => ({ value: s, label: t(`domain:orderStatus.${s}`) })),
        ]}
        w={{ base: '100%', xs: 280 }}
      />
      {query.isPending && <Loader aria-label={t('list.loading')} />}
      {query.isError && <ErrorAlert error={toApiError(query.error)} />}
      {query.isSuccess && items.length === 0 && (
        <Text size="sm">{status ? t('list.emptyStatus') : t('list.empty')}</Text>
      )}
      {items.length > 0 && (
        <ScrollTable label={t('list.caption')} minWidth={720}>
          <Table striped verticalSpacing="xs">
            <Table.Caption>{t('list.caption')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('list.number')}</Table.Th>
                <Table.Th scope="col">{t('list.date')}</Table.Th>
                <Table.Th scope="col">{t('list.status')}</Table.Th>
                <Table.Th scope="col">{t('list.products')}</Table.Th>
                <Table.Th scope="col">{t('list.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((order) => {
                const number = formatOrderNumber(order.number);
                return (
                  <Table.Tr key={order.id}>
                    <Table.Th scope="row" fw={500}>
                      {number}
                    </Table.Th>
                    <Table.Td>{formatInstant(order.createdAt, i18n.language)}</Table.Td>
                    <Table.Td>
                      <OrderStatusBadge status={order.status} />
                    </Table.Td>
                    <Table.Td>
                      {productsSummary(
                        order.products,
                        (exam, quantity) => t('list.product', { exam, quantity }),
                        i18n.language,
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="default"
                        onClick={() => onOpen(order)}
                        aria-label={t('list.detailsFor', { number })}
                      >
                        {t('list.details')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
      <LoadMore query={query} label={t('list.more')} />
    </Stack>
  );
}

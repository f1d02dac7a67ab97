import { Loader, Stack, Table, Text, Title } from '@mantine/core';
import { localised } from '@ponto/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/error-alert';
import { LoadMore } from '@/components/ui/load-more';
import { ScrollTable } from '@/components/ui/scroll-table';
import { toApiError } from '@/lib/api-error';
import { useApi } from '@/lib/services-context';
import { transfersQueryOptions } from '../api/stock';
import { formatInstant } from '../model/dates';

/** The workplace's transfers, sent and received, newest first, 'load more'. */
export function TransfersList({ cnpj }: { cnpj: string }) {
  const { t, i18n } = useTranslation('stock');
  const query = useInfiniteQuery(transfersQueryOptions(useApi(), cnpj));
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        {t('transfer.recent')}
      </Title>
      {query.isPending && <Loader aria-label={t('loading')} />}
      {query.isError && <ErrorAlert error={toApiError(query.error)} />}
      {query.isSuccess && items.length === 0 && <Text size="sm">{t('transfer.empty')}</Text>}
      {items.length > 0 && (
        <ScrollTable label={t('transfer.caption')} minWidth={860}>
          <Table verticalSpacing="xs" striped>
            <Table.Caption>{t('transfer.caption')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('transfer.when')}</Table.Th>
                <Table.Th scope="col">{t('transfer.direction')}</Table.Th>
                <Table.Th scope="col">{t('transfer.workplace')}</Table.Th>
                <Table.Th scope="col">{t('columns.exam')}</Table.Th>
                <Table.Th scope="col">{t('columns.lot')}</Table.Th>
                <Table.Th scope="col" style={{ textAlign: 'right' }}>
                  {t('columns.quantity')}
                </Table.Th>
                <Table.Th scope="col">{t('transfer.by')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((transfer) => (
                <Table.Tr key={`${transfer.id}-${transfer.direction}`}>
                  <Table.Td>{formatInstant(transfer.at, i18n.language)}</Table.Td>
                  <Table.Td>{t(`transfer.directions.${transfer.direction}`)}</Table.Td>
                  <Table.Td>{transfer.workplace.name}</Table.Td>
                  <Table.Td>{localised(transfer.examName, i18n.language)}</Table.Td>
                  <Table.Th scope="row" fw={500}>
                    {transfer.lotNumber}
                  </Table.Th>
                  <Table.Td style={{ textAlign: 'right' }}>{transfer.quantity}</Table.Td>
                  <Table.Td>{transfer.by ?? t('none')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
      <LoadMore query={query} label={t('more')} />
    </Stack>
  );
}

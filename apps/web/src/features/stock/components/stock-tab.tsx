import { Button, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { localised, type StockLot, stockTotals } from '@ponto/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/error-alert';
import { ScrollTable } from '@/components/ui/scroll-table';
import { toApiError } from '@/lib/api-error';
import { useApi, useSession } from '@/lib/services-context';
import { stockQueryOptions } from '../api/stock';
import { formatDay } from '../model/dates';
import { lotStatus } from '../model/lot-status';
import { LotMovementsModal } from './lot-movements-modal';
import { LotStatusBadge } from './lot-status-badge';

/**
 * §2 my stock (/estoque): the workplace's lots by exam and lot with their dates, quantity and §9 status
 * (yellow within a week, expired blocked), the totals per exam, and each lot's movement history.
 */
export function StockTab() {
  const { t } = useTranslation('stock');
  const cnpj = useSession()?.currentWorkplace?.cnpj ?? null;
  if (!cnpj) return <Text>{t('noWorkplace')}</Text>;
  return <StockList cnpj={cnpj} />;
}

function StockList({ cnpj }: { cnpj: string }) {
  const { t, i18n } = useTranslation('stock');
  const query = useQuery(stockQueryOptions(useApi(), cnpj));
  const [open, setOpen] = useState<StockLot | null>(null);
  const lots = query.data?.lots ?? [];
  return (
    <Stack gap="md">
      <div>
        <Title order={2} size="h3">
          {t('list.heading')}
        </Title>
        <Text size="sm">{t('list.intro')}</Text>
      </div>
      {query.isPending && <Loader aria-label={t('loading')} />}
      {query.isError && <ErrorAlert error={toApiError(query.error)} />}
      {query.isSuccess && lots.length === 0 && <Text size="sm">{t('list.empty')}</Text>}
      {lots.length > 0 && (
        <>
          <ScrollTable label={t('list.caption')} minWidth={880}>
            <Table verticalSpacing="xs">
              <Table.Caption>{t('list.caption')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('columns.exam')}</Table.Th>
                  <Table.Th scope="col">{t('columns.lot')}</Table.Th>
                  <Table.Th scope="col">{t('columns.internalLot')}</Table.Th>
                  <Table.Th scope="col">{t('columns.manufacturedOn')}</Table.Th>
                  <Table.Th scope="col">{t('columns.expiresOn')}</Table.Th>
                  <Table.Th scope="col" style={{ textAlign: 'right' }}>
                    {t('columns.quantity')}
                  </Table.Th>
                  <Table.Th scope="col">{t('columns.status')}</Table.Th>
                  <Table.Th scope="col">{t('columns.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {lots.map((lot) => {
                  const tint = lotStatus(lot).rowTint;
                  return (
                    <Table.Tr key={lot.id} style={tint ? { backgroundColor: tint } : undefined}>
                      <Table.Td>{localised(lot.examName, i18n.language)}</Table.Td>
                      <Table.Th scope="row" fw={500}>
                        {lot.lotNumber}
                      </Table.Th>
                      <Table.Td>{lot.internalLot || t('none')}</Table.Td>
                      <Table.Td>{formatDay(lot.manufacturedOn, i18n.language)}</Table.Td>
                      <Table.Td>{formatDay(lot.expiresOn, i18n.language)}</Table.Td>
                      <Table.Td style={{ textAlign: 'right' }}>{lot.quantity}</Table.Td>
                      <Table.Td>
                        <LotStatusBadge lot={lot} />
                      </Table.Td>
                      <Table.Td>
                        <Button
                          size="xs"
                          variant="default"
                          onClick={() => setOpen(lot)}
                          aria-label={t('list.movementsFor', { lot: lot.lotNumber })}
                        >
                          {t('list.movements')}
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </ScrollTable>
          <StockTotals lots={lots} />
        </>
      )}
      <LotMovementsModal cnpj={cnpj} lot={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}

/** Capsules per exam: usable ones, and those of expired lots that are blocked. */
function StockTotals({ lots }: { lots: readonly StockLot[] }) {
  const { t, i18n } = useTranslation('stock');
  return (
    <ScrollTable label={t('list.totals.caption')} minWidth={480}>
      <Table verticalSpacing="xs">
        <Table.Caption>{t('list.totals.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('columns.exam')}</Table.Th>
            <Table.Th scope="col" style={{ textAlign: 'right' }}>
              {t('list.totals.usable')}
            </Table.Th>
            <Table.Th scope="col" style={{ textAlign: 'right' }}>
              {t('list.totals.blocked')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {stockTotals(lots).map((total) => (
            <Table.Tr key={total.examCode}>
              <Table.Th scope="row" fw={500}>
                {localised(total.examName, i18n.language)}
              </Table.Th>
              <Table.Td style={{ textAlign: 'right' }}>{total.usable}</Table.Td>
              <Table.Td style={{ textAlign: 'right' }}>{total.blocked}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

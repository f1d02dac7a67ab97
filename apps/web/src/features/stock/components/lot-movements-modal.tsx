import { Group, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import { localised, type StockLot } from '@ponto/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/error-alert';
import { LoadMore } from '@/components/ui/load-more';
import { ScrollTable } from '@/components/ui/scroll-table';
import { toApiError } from '@/lib/api-error';
import { useApi } from '@/lib/services-context';
import { movementsQueryOptions } from '../api/stock';
import { formatInstant } from '../model/dates';
import { movementReference } from '../model/references';
import { LotStatusBadge } from './lot-status-badge';

/** A lot's movement history (the stock ledger) in a dialog, newest first, 'load more'. */
export function LotMovementsModal({
  cnpj,
  lot,
  onClose,
}: {
  cnpj: string;
  lot: StockLot | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['stock', 'common']);
  return (
    <Modal
      opened={lot !== null}
      onClose={onClose}
      title={t('movements.title', { lot: lot?.lotNumber ?? '' })}
      closeButtonProps={{ 'aria-label': t('common:close') }}
      size="xl"
      centered
    >
      {lot && <Movements cnpj={cnpj} lot={lot} />}
    </Modal>
  );
}

function Movements({ cnpj, lot }: { cnpj: string; lot: StockLot }) {
  const { t, i18n } = useTranslation('stock');
  const query = useInfiniteQuery(movementsQueryOptions(useApi(), cnpj, lot.id));
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  // The first page carries the lot as it is now (the list may be older).
  const current = query.data?.pages[0]?.lot ?? lot;
  return (
    <Stack gap="sm">
      <Group gap="sm">
        <Text size="sm">
          {t('movements.summary', {
            exam: localised(current.examName, i18n.language),
            internalLot: current.internalLot || t('none'),
            quantity: current.quantity,
          })}
        </Text>
        <LotStatusBadge lot={current} />
      </Group>
      {query.isPending && <Loader aria-label={t('loading')} />}
      {query.isError && <ErrorAlert error={toApiError(query.error)} />}
      {query.isSuccess && items.length === 0 && <Text size="sm">{t('movements.empty')}</Text>}
      {items.length > 0 && (
        <ScrollTable label={t('movements.caption', { lot: lot.lotNumber })} minWidth={640}>
          <Table verticalSpacing="xs" striped>
            <Table.Caption>{t('movements.caption', { lot: lot.lotNumber })}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('movements.when')}</Table.Th>
                <Table.Th scope="col">{t('movements.kind')}</Table.Th>
                <Table.Th scope="col" style={{ textAlign: 'right' }}>
                  {t('movements.delta')}
                </Table.Th>
                <Table.Th scope="col">{t('movements.by')}</Table.Th>
                <Table.Th scope="col">{t('movements.reference')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((movement) => {
                const reference = movementReference(movement);
                return (
                  <Table.Tr key={movement.id}>
                    <Table.Td>{formatInstant(movement.at, i18n.language)}</Table.Td>
                    <Table.Td>{t(`movements.kinds.${movement.kind}`)}</Table.Td>
                    <Table.Td style={{ textAlign: 'right' }}>
                      {movement.delta > 0 ? `+${movement.delta}` : movement.delta}
                    </Table.Td>
                    <Table.Td>{movement.by ?? t('none')}</Table.Td>
                    <Table.Td>{reference ? t(reference.key, reference.params) : t('none')}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
      <LoadMore query={query} label={t('more')} />
    </Stack>
  );
}

import { Table } from '@mantine/core';
import { localised, type ShipmentLotView } from '@ponto/domain';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '@/components/ui/scroll-table';
import { formatDay } from '../model/dates';

/** §3 the lots shipped with the invoice: exam, lot, internal lot, manufacture and expiry dates, quantity. */
export function ShipmentLotsTable({ lots }: { lots: readonly ShipmentLotView[] }) {
  const { t, i18n } = useTranslation('orders');
  return (
    <ScrollTable label={t('lots.caption')} minWidth={640}>
      <Table striped>
        <Table.Caption>{t('lots.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('lots.exam')}</Table.Th>
            <Table.Th scope="col">{t('lots.lot')}</Table.Th>
            <Table.Th scope="col">{t('lots.internalLot')}</Table.Th>
            <Table.Th scope="col">{t('lots.manufactured')}</Table.Th>
            <Table.Th scope="col">{t('lots.expires')}</Table.Th>
            <Table.Th scope="col" style={{ textAlign: 'right' }}>
              {t('lots.quantity')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lots.map((lot) => (
            <Table.Tr key={lot.lotNumber}>
              <Table.Td>{localised(lot.examName, i18n.language)}</Table.Td>
              <Table.Th scope="row" fw={500}>
                {lot.lotNumber}
              </Table.Th>
              <Table.Td>{lot.internalLot ?? '—'}</Table.Td>
              <Table.Td>{formatDay(lot.manufacturedOn, i18n.language)}</Table.Td>
              <Table.Td>{formatDay(lot.expiresOn, i18n.language)}</Table.Td>
              <Table.Td style={{ textAlign: 'right' }}>{lot.quantity}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

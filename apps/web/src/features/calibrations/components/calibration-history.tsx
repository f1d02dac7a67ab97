import { ScrollArea, Table, Text } from '@mantine/core';
import { type CalibrationRecord, errorTitleKey } from '@ponto/domain';
import { useTranslation } from 'react-i18next';
import { calibrationError } from './calibration-outcome';

/** §2 calibration history: date, outcome (with the §8 error when it did not pass) and expiry. */
export function CalibrationHistory({ records }: { records: CalibrationRecord[] }) {
  const { t, i18n } = useTranslation(['calibrations', 'errors']);
  const format = (iso: string | null) =>
    iso
      ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' }).format(
          new Date(iso),
        )
      : '—';
  if (records.length === 0) return <Text c="dimmed">{t('history.empty')}</Text>;
  return (
    <ScrollArea type="auto" tabIndex={0} aria-label={t('history.title')}>
      <Table striped highlightOnHover miw={560} data-testid="calibration-history">
        <Table.Caption>{t('history.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('history.date')}</Table.Th>
            <Table.Th scope="col">{t('history.result')}</Table.Th>
            <Table.Th scope="col">{t('history.problem')}</Table.Th>
            <Table.Th scope="col">{t('history.validUntil')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {records.map((record) => {
            const error = calibrationError(record);
            return (
              <Table.Tr key={record.id}>
                <Table.Td>{format(record.requestedAt)}</Table.Td>
                <Table.Td>{t(`history.outcome.${record.outcome}`)}</Table.Td>
                <Table.Td>{error ? t(errorTitleKey(error)) : '—'}</Table.Td>
                <Table.Td>{record.outcome === 'approved' ? format(record.expiresAt) : '—'}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}

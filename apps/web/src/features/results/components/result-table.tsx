import { Badge, Group, Stack, Table, Text, Title } from '@mantine/core';
import { type ExamRunDetail, formatInstantIn, localised } from '@ponto/domain';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '@/components/ui/scroll-table';
import { displayReference, displayValue } from '../model/result-values';
import { CriticalNotice } from './critical-notice';

/** §3 Result of an exam: each analyte with its value, reference limits and validity; how it was given. */
export function ResultTable({ detail }: { detail: ExamRunDetail }) {
  const { t, i18n } = useTranslation(['results', 'domain']);
  const first = detail.results[0];
  if (!first) return null;
  // The workplace's zone, named: the same time the printed report and the verification page show.
  const at = formatInstantIn(first.resultAt, i18n.language, detail.timeZone);
  const qualitativeName = (label: string) => t(`domain:qualitative.${label}`);
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('results:table.title')}
      </Title>
      <ScrollTable label={t('results:table.caption')} minWidth={480}>
        <Table striped>
          <Table.Caption>{t('results:table.caption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('results:table.analyte')}</Table.Th>
              <Table.Th scope="col">{t('results:table.value')}</Table.Th>
              <Table.Th scope="col">{t('results:table.reference')}</Table.Th>
              <Table.Th scope="col">{t('results:table.valid')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {detail.results.map((result) => (
              <Table.Tr key={result.analyteCode}>
                <Table.Th scope="row">{localised(result.analyteName, i18n.language)}</Table.Th>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    {displayValue(result, i18n.language, qualitativeName)}
                    {result.critical && (
                      <Badge color="red.9" variant="filled" size="sm">
                        {t('results:critical.badge')}
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>{displayReference(result, i18n.language) ?? '—'}</Table.Td>
                <Table.Td>{result.valid ? t('results:table.yes') : t('results:table.no')}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
      <CriticalNotice detail={detail} />
      <Text size="sm" c="dimmed">
        {first.source === 'external'
          ? t('results:table.entered', { at })
          : t('results:table.fromReader', { at })}
      </Text>
      {first.methodology && (
        <Text size="sm">{t('results:table.methodology', { text: first.methodology })}</Text>
      )}
      {first.description && (
        <Text size="sm">{t('results:table.description', { text: first.description })}</Text>
      )}
      {first.interferent && (
        <Text size="sm">{t('results:table.interferent', { text: first.interferent })}</Text>
      )}
    </Stack>
  );
}

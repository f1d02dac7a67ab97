import { Loader, Stack, Table, Text, Title } from '@mantine/core';
import { type ControlResult, localised, type QualitativeValue, qualitativeLabel } from '@ponto/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/error-alert';
import { ScrollTable } from '@/components/ui/scroll-table';
import { toApiError } from '@/lib/api-error';
import { useApi } from '@/lib/services-context';
import { controlResultsQueryOptions } from '../api/quality';
import { formatInstant } from './format';
import { StatusBadge } from './status-badge';

/** §3 control sample results: sample code, value, range or expected result, SD, status and Westgard flags. */
export function ControlResultsTable({ cnpj, kind }: { cnpj: string; kind: 'internal' | 'external' }) {
  const { t, i18n } = useTranslation(['quality', 'domain']);
  const query = useQuery(controlResultsQueryOptions(useApi(), cnpj, kind));
  const items = query.data?.items ?? [];
  const number = (value: number | null) => (value === null ? '—' : value.toLocaleString(i18n.language));
  const qualitative = (value: string | null) =>
    value === null
      ? '—'
      : t(`domain:qualitative.${qualitativeLabel(Number(value) as QualitativeValue)}`, {
          defaultValue: value,
        });
  const expected = (r: ControlResult) =>
    r.targetMean !== null ? `${number(r.rangeLow)}–${number(r.rangeHigh)}` : qualitative(r.expectedResult);
  const value = (r: ControlResult) =>
    r.value === null
      ? '—'
      : r.targetMean !== null
        ? `${r.value}${r.unit ? ` ${r.unit}` : ''}`
        : qualitative(r.value);
  return (
    <Stack gap="md">
      <div>
        <Title order={2} size="h3">
          {t(`results.${kind}Title`)}
        </Title>
        <Text size="sm">{t(`results.${kind}Intro`)}</Text>
      </div>
      {query.isPending && <Loader aria-label={t('loading')} />}
      {query.isError && <ErrorAlert error={toApiError(query.error)} />}
      {query.isSuccess && items.length === 0 && <Text size="sm">{t('results.empty')}</Text>}
      {items.length > 0 && (
        <ScrollTable label={t(`results.${kind}Title`)} minWidth={1000}>
          <Table verticalSpacing="xs">
            <Table.Caption>{t(`results.${kind}Title`)}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('columns.date')}</Table.Th>
                <Table.Th scope="col">{t('columns.sampleCode')}</Table.Th>
                <Table.Th scope="col">{t('columns.reader')}</Table.Th>
                <Table.Th scope="col">{t('columns.exam')}</Table.Th>
                {kind === 'external' && <Table.Th scope="col">{t('columns.round')}</Table.Th>}
                <Table.Th scope="col">{t('columns.value')}</Table.Th>
                <Table.Th scope="col">{t('columns.expected')}</Table.Th>
                <Table.Th scope="col">{t('columns.sd')}</Table.Th>
                <Table.Th scope="col">{t('columns.status')}</Table.Th>
                <Table.Th scope="col">{t('columns.westgard')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>{formatInstant(r.resultAt ?? r.startedAt, i18n.language)}</Table.Td>
                  <Table.Th scope="row" fw={500}>
                    {r.sampleCode}
                  </Table.Th>
                  <Table.Td>{r.reader.code}</Table.Td>
                  <Table.Td>{localised(r.exam.name, i18n.language)}</Table.Td>
                  {kind === 'external' && <Table.Td>{r.roundCode ?? '—'}</Table.Td>}
                  <Table.Td>{value(r)}</Table.Td>
                  <Table.Td>{expected(r)}</Table.Td>
                  <Table.Td>{number(r.targetSd)}</Table.Td>
                  <Table.Td>
                    <StatusBadge status={r.status} />
                  </Table.Td>
                  <Table.Td>{r.violations.length > 0 ? r.violations.join(', ') : '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
    </Stack>
  );
}

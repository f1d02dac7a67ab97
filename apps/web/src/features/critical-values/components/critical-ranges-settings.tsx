import { Alert, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/error-alert';
import { ScrollTable } from '@/components/ui/scroll-table';
import { toApiError } from '@/lib/api-error';
import { useApi } from '@/lib/services-context';
import { criticalRangesQueryOptions } from '../api/critical-ranges';
import { CriticalRangeRowForm } from './critical-range-row';

/** Settings for managers: the workplace's critical ranges (critical values). */
export function CriticalRangesSettings({ cnpj }: { cnpj: string }) {
  const { t } = useTranslation('settings');
  const api = useApi();
  const query = useQuery(criticalRangesQueryOptions(api, cnpj));
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="settings-critical">
      <Stack gap="sm">
        <Title order={2} size="h4" id="settings-critical">
          {t('critical.title')}
        </Title>
        <Text size="sm">{t('critical.description')}</Text>
        {query.isPending && <Loader aria-label={t('critical.loading')} />}
        {query.isError && <ErrorAlert error={toApiError(query.error)} />}
        {query.isSuccess && query.data.items.length === 0 && (
          <Alert color="blue" variant="light">
            {t('critical.empty')}
          </Alert>
        )}
        {query.isSuccess && query.data.items.length > 0 && (
          <ScrollTable label={t('critical.caption')} minWidth={620}>
            <Table verticalSpacing="sm">
              <Table.Caption>{t('critical.caption')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('critical.analyte')}</Table.Th>
                  <Table.Th scope="col">{t('critical.default')}</Table.Th>
                  <Table.Th scope="col">{t('critical.own')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {query.data.items.map((row) => (
                  <CriticalRangeRowForm key={`${row.examCode}-${row.analyteCode}`} row={row} cnpj={cnpj} />
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        )}
      </Stack>
    </Paper>
  );
}

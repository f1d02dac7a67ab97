import { Alert, Loader, Stack, Table } from '@mantine/core';
import { type CovidReportDay, covidOutcomes, type ReportPeriod } from '@ponto/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/error-alert';
import { ScrollTable } from '@/components/ui/scroll-table';
import { toApiError } from '@/lib/api-error';
import { useApi } from '@/lib/services-context';
import { covidQueryOptions, csvPath } from '../api/period-reports';
import { CsvButton } from './csv-button';

const counts = ['total', ...covidOutcomes] as const;

/** §2 Covid-19 report of the period: per day and outcome, with totals, and the CSV. */
export function CovidResults({ cnpj, period }: { cnpj: string; period: ReportPeriod }) {
  const { t, i18n } = useTranslation('covidReport');
  const api = useApi();
  const query = useQuery(covidQueryOptions(api, cnpj, period));
  const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeZone: 'UTC' });

  if (query.isPending) return <Loader aria-label={t('page.loading')} />;
  if (query.isError) return <ErrorAlert error={toApiError(query.error)} />;
  const report = query.data;
  const row = (values: Omit<CovidReportDay, 'day'>) =>
    counts.map((count) => (
      <Table.Td key={count} ta="right">
        {values[count]}
      </Table.Td>
    ));
  return (
    <Stack gap="md">
      <CsvButton
        path={csvPath('covid', period, i18n.language)}
        cnpj={cnpj}
        filename={`${t('fileName')}-${period.from}-${period.to}.csv`}
        label={t('page.csv')}
      />
      {report.days.length === 0 ? (
        <Alert color="blue" variant="light" role="status">
          {t('page.empty')}
        </Alert>
      ) : (
        <ScrollTable label={t('page.caption')} minWidth={720}>
          <Table striped verticalSpacing="xs">
            <Table.Caption>{t('page.caption')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('page.columns.day')}</Table.Th>
                {counts.map((count) => (
                  <Table.Th scope="col" key={count} ta="right">
                    {t(`page.columns.${count}`)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {report.days.map((entry) => (
                <Table.Tr key={entry.day}>
                  <Table.Th scope="row" fw={400}>
                    {day.format(new Date(`${entry.day}T00:00:00Z`))}
                  </Table.Th>
                  {row(entry)}
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th scope="row">{t('page.total')}</Table.Th>
                {row(report.totals)}
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </ScrollTable>
      )}
    </Stack>
  );
}

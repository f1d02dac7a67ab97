import { Alert, Loader, Stack, Table } from '@mantine/core';
import { localised, type ReportPeriod } from '@ponto/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/error-alert';
import { ScrollTable } from '@/components/ui/scroll-table';
import { toApiError } from '@/lib/api-error';
import { useApi } from '@/lib/services-context';
import { csvPath, servicesQueryOptions } from '../api/period-reports';
import { CsvButton } from './csv-button';

/** §2 services report of the period: per exam with totals, per payment method, and the CSV. */
export function ServicesResults({ cnpj, period }: { cnpj: string; period: ReportPeriod }) {
  const { t, i18n } = useTranslation(['servicesReport', 'domain']);
  const api = useApi();
  const query = useQuery(servicesQueryOptions(api, cnpj, period));
  const money = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const amount = (cents: number) => money.format(cents / 100);

  if (query.isPending) return <Loader aria-label={t('page.loading')} />;
  if (query.isError) return <ErrorAlert error={toApiError(query.error)} />;
  const report = query.data;
  const csv = (
    <CsvButton
      path={csvPath('services', period, i18n.language)}
      cnpj={cnpj}
      filename={`${t('fileName')}-${period.from}-${period.to}.csv`}
      label={t('page.csv')}
    />
  );
  if (report.exams.length === 0)
    return (
      <Stack gap="md">
        {csv}
        <Alert color="blue" variant="light" role="status">
          {t('page.empty')}
        </Alert>
      </Stack>
    );
  const columns = ['requests', 'released', 'fullPrice', 'discount', 'pricePaid', 'displacementFee'] as const;
  const cells = (row: (typeof report.exams)[number] | typeof report.totals) => [
    row.requests,
    row.released,
    amount(row.fullPriceCents),
    amount(row.discountCents),
    amount(row.pricePaidCents),
    amount(row.displacementFeeCents),
  ];
  return (
    <Stack gap="lg">
      {csv}
      <ScrollTable label={t('page.caption')} minWidth={860}>
        <Table striped verticalSpacing="xs">
          <Table.Caption>{t('page.caption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('page.columns.exam')}</Table.Th>
              {columns.map((column) => (
                <Table.Th scope="col" key={column} ta="right">
                  {t(`page.columns.${column}`)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {report.exams.map((exam) => (
              <Table.Tr key={exam.examIndex}>
                <Table.Th scope="row" fw={400}>
                  {localised(exam.name, i18n.language)}
                </Table.Th>
                {cells(exam).map((cell, index) => (
                  <Table.Td key={columns[index]} ta="right">
                    {cell}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th scope="row">{t('page.total')}</Table.Th>
              {cells(report.totals).map((cell, index) => (
                <Table.Td key={columns[index]} ta="right" fw={700}>
                  {cell}
                </Table.Td>
              ))}
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </ScrollTable>
      <ScrollTable label={t('page.payments.caption')} minWidth={480}>
        <Table striped verticalSpacing="xs">
          <Table.Caption>{t('page.payments.caption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('page.payments.method')}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t('page.payments.protocols')}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t('page.payments.pricePaid')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {report.paymentMethods.map((payment) => (
              <Table.Tr key={payment.method}>
                <Table.Th scope="row" fw={400}>
                  {t(`domain:paymentMethod.${payment.method}`)}
                </Table.Th>
                <Table.Td ta="right">{payment.protocols}</Table.Td>
                <Table.Td ta="right">{amount(payment.pricePaidCents)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
    </Stack>
  );
}

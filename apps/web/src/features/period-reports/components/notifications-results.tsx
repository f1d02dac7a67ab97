import { Alert, Group, Loader, Stack, Table } from '@mantine/core';
import type { MandatoryNotificationColumn, ReportPeriod } from '@ponto/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/error-alert';
import { LoadMore } from '@/components/ui/load-more';
import { ScrollTable } from '@/components/ui/scroll-table';
import { toApiError } from '@/lib/api-error';
import { useApi, useSession } from '@/lib/services-context';
import { csvPath, notificationsQueryOptions, rndsPeriodPath } from '../api/period-reports';
import { CsvButton } from './csv-button';
import { RndsCell } from './rnds-cell';

/** The fields the screen shows; the CSV carries all 16 of §3. */
const shown: readonly MandatoryNotificationColumn[] = [
  'notificationDate',
  'patientName',
  'patientAge',
  'patientSex',
  'exam',
  'result',
  'method',
  'code',
  'city',
  'state',
  'phone',
];

/**
 * §2 mandatory notifications of the period: the rows with 'load more', the CSV, and the RNDS documents
 * (docs/rnds.md) per row and for the period; sending to RNDS for managers when the server can.
 */
export function NotificationsResults({ cnpj, period }: { cnpj: string; period: ReportPeriod }) {
  const { t, i18n } = useTranslation('notificationsReport');
  const api = useApi();
  const query = useInfiniteQuery(notificationsQueryOptions(api, cnpj, period, i18n.language));
  const manager = !!useSession()?.user.manager;
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const canSend = manager && !!query.data?.pages[0]?.rndsSending;
  return (
    <Stack gap="md">
      <Group gap="md" align="flex-start">
        <CsvButton
          path={csvPath('notifications', period, i18n.language)}
          cnpj={cnpj}
          filename={`${t('fileName')}-${period.from}-${period.to}.csv`}
          label={t('page.csv')}
        />
        <CsvButton
          path={rndsPeriodPath(period)}
          cnpj={cnpj}
          filename={`${t('rnds.periodFileName')}-${period.from}-${period.to}.zip`}
          label={t('rnds.period')}
        />
      </Group>
      {query.isPending && <Loader aria-label={t('page.loading')} />}
      {query.isError && <ErrorAlert error={toApiError(query.error)} />}
      {query.isSuccess && items.length === 0 && (
        <Alert color="blue" variant="light" role="status">
          {t('page.empty')}
        </Alert>
      )}
      {items.length > 0 && (
        <ScrollTable label={t('page.caption')} minWidth={1300}>
          <Table striped verticalSpacing="xs">
            <Table.Caption>{t('page.caption')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                {shown.map((column) => (
                  <Table.Th scope="col" key={column}>
                    {t(`page.columns.${column}`)}
                  </Table.Th>
                ))}
                <Table.Th scope="col">{t('rnds.column')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item) => (
                <Table.Tr key={item.examRequestId}>
                  {shown.map((column) => (
                    <Table.Td key={column}>{item.row[column] || '—'}</Table.Td>
                  ))}
                  <Table.Td>
                    <RndsCell cnpj={cnpj} item={item} canSend={canSend} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
      <LoadMore query={query} label={t('page.more')} />
    </Stack>
  );
}

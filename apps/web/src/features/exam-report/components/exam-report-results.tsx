import { Alert, Button, Group, Loader, Stack, Table, Text } from '@mantine/core';
import type { ReportColumn } from '@ponto/domain';
import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/error-alert';
import { LoadMore } from '@/components/ui/load-more';
import { ScrollTable } from '@/components/ui/scroll-table';
import { toApiError } from '@/lib/api-error';
import { saveFile } from '@/lib/save-file';
import { useApi } from '@/lib/services-context';
import { downloadExamReport, examReportQueryOptions } from '../api/exam-report';
import type { ExamReportForm } from '../model/filters';

/** The columns the screen shows; the CSV carries all 31 of §3. */
const shownColumns: readonly ReportColumn[] = [
  'examDate',
  'patient',
  'document',
  'analyte',
  'result',
  'valid',
  'operator',
  'code',
  'methodology',
];

/** The rows of the applied filters with 'load more', and the CSV and ZIP downloads of the same filters. */
export function ExamReportResults({ form }: { form: ExamReportForm }) {
  const { t, i18n } = useTranslation(['examReport']);
  const api = useApi();
  const lang = i18n.language;
  const query = useInfiniteQuery(examReportQueryOptions(api, form, lang));
  const download = useMutation({
    mutationFn: async (kind: 'csv' | 'zip') => {
      const blob = await downloadExamReport(api, kind, form, lang);
      const name = kind === 'csv' ? t('examReport:fileName') : t('examReport:zipName');
      saveFile(blob, `${name}-${form.from}-${form.to}.${kind}`);
    },
  });
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Stack gap="md">
      <Group gap="sm">
        <Button
          variant="default"
          onClick={() => download.mutate('csv')}
          loading={download.isPending && download.variables === 'csv'}
          disabled={download.isPending}
        >
          {t('examReport:page.csv')}
        </Button>
        <Button
          variant="default"
          onClick={() => download.mutate('zip')}
          loading={download.isPending && download.variables === 'zip'}
          disabled={download.isPending}
        >
          {t('examReport:page.zip')}
        </Button>
        <Text size="sm" c="dimmed">
          {t('examReport:page.zipLimit')}
        </Text>
      </Group>
      {download.isError && <ErrorAlert error={toApiError(download.error)} />}
      {query.isPending && <Loader aria-label={t('examReport:page.loading')} />}
      {query.isError && <ErrorAlert error={toApiError(query.error)} />}
      {query.isSuccess && items.length === 0 && (
        <Alert color="blue" variant="light" role="status">
          {t('examReport:page.empty')}
        </Alert>
      )}
      {items.length > 0 && (
        <ScrollTable label={t('examReport:page.caption')} minWidth={1100}>
          <Table striped verticalSpacing="xs">
            <Table.Caption>{t('examReport:page.caption')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                {shownColumns.map((column) => (
                  <Table.Th scope="col" key={column}>
                    {t(`examReport:columns.${column}`)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item) => (
                <Table.Tr key={`${item.examRequestId}-${item.row.analyte}`}>
                  {shownColumns.map((column) => (
                    <Table.Td key={column}>{item.row[column] || '—'}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
      <LoadMore query={query} label={t('examReport:page.more')} />
    </Stack>
  );
}

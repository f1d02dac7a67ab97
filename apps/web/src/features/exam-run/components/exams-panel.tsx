import { Alert, Anchor, Badge, Loader, Progress, Stack, Table, Text } from '@mantine/core';
import { type ExamState, localised } from '@ponto/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '@/components/ui/error-alert';
import { LoadMore } from '@/components/ui/load-more';
import { PagedTable } from '@/components/ui/paged-table';
import { examProgressPath } from '@/config/paths';
import { examRequestsQueryOptions } from '@/entities/exam-request/api';
import { toApiError } from '@/lib/api-error';
import { useApi } from '@/lib/services-context';

/** What the home exams tab follows: the exams still to run, running, or with a report to look at. */
const current: readonly ExamState[] = [
  'waitingForTest',
  'inAnalysis',
  'ready',
  'invalid',
  'invalidatedBySoftware',
];

/**
 * Home exams tab (§2): the workplace's current exams, newest first, with their state, reader and progress,
 * live (the connection invalidates the list on each examProgress), each opening its progress screen.
 */
export function ExamsPanel({ cnpj }: { cnpj: string }) {
  const { t, i18n } = useTranslation(['examRun', 'domain']);
  const api = useApi();
  const query = useInfiniteQuery(examRequestsQueryOptions(api, cnpj, current));
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  if (query.isPending) return <Loader aria-label={t('examRun:loading')} />;
  if (query.isError) return <ErrorAlert error={toApiError(query.error)} />;
  const items = query.data.pages.flatMap((page) => page.items);
  if (items.length === 0)
    return (
      <Alert color="blue" variant="light">
        {t('examRun:examsPanel.empty')}
      </Alert>
    );
  return (
    <PagedTable
      label={t('examRun:examsPanel.caption')}
      caption={t('examRun:examsPanel.caption')}
      minWidth={720}
      columns={[
        t('examRun:examsPanel.patient'),
        t('examRun:examsPanel.exam'),
        t('examRun:examsPanel.state'),
        t('examRun:examsPanel.registered'),
        t('examRun:examsPanel.action'),
      ]}
      rows={items}
      rowKey={(item) => item.id}
      cells={(item) => {
        const exam = localised(item.examName, i18n.language);
        return (
          <>
            <Table.Td>
              {item.patientName}
              <Text size="xs" c="dimmed">
                {t('examRun:recollectList.protocol', { protocol: item.protocolNumber })}
              </Text>
            </Table.Td>
            <Table.Td>{exam}</Table.Td>
            <Table.Td>
              <Stack gap={4}>
                <Badge color="gray.8" variant="outline">
                  {t(`domain:examState.${item.state}`)}
                </Badge>
                {item.state === 'inAnalysis' && (
                  <Progress
                    value={item.percent}
                    size="sm"
                    aria-label={t('examRun:examsPanel.progress', {
                      percent: item.percent,
                      reader: item.readerCode ?? '—',
                    })}
                  />
                )}
              </Stack>
            </Table.Td>
            <Table.Td>{when.format(new Date(item.createdAt))}</Table.Td>
            <Table.Td>
              <Anchor
                component={Link}
                to={examProgressPath(item.id)}
                underline="always"
                aria-label={t('examRun:examsPanel.openFor', { exam, patient: item.patientName })}
              >
                {t('examRun:examsPanel.open')}
              </Anchor>
            </Table.Td>
          </>
        );
      }}
      footer={<LoadMore query={query} label={t('examRun:loadMore')} />}
    />
  );
}

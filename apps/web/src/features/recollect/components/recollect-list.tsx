import { Alert, Anchor, Badge, Loader, Stack, Table, Text } from '@mantine/core';
import { type ExamState, isErrorCode, localised } from '@ponto/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '@/components/ui/error-alert';
import { LoadMore } from '@/components/ui/load-more';
import { PagedTable } from '@/components/ui/paged-table';
import { paths, redoPath } from '@/config/paths';
import { examRequestsQueryOptions } from '@/entities/exam-request/api';
import { toApiError } from '@/lib/api-error';
import { useApi } from '@/lib/services-context';

const states: readonly ExamState[] = ['awaitingRecollect', 'recollectExpired'];

/** §2 recollect list: open recollects with their deadline; expired ones must be registered again. */
export function RecollectList({ cnpj }: { cnpj: string }) {
  const { t, i18n } = useTranslation(['examRun', 'domain', 'errors']);
  const api = useApi();
  const query = useInfiniteQuery(examRequestsQueryOptions(api, cnpj, states));
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  if (query.isPending) return <Loader aria-label={t('examRun:loading')} />;
  if (query.isError) return <ErrorAlert error={toApiError(query.error)} />;
  const items = query.data.pages.flatMap((page) => page.items);
  if (items.length === 0)
    return (
      <Alert color="blue" variant="light" title={t('examRun:recollectList.emptyTitle')}>
        {t('examRun:recollectList.empty')}
      </Alert>
    );
  const reasonText = (reason: string | null) =>
    reason ? (isErrorCode(reason) ? t(`errors:${reason}.title`) : reason) : '—';
  return (
    <PagedTable
      label={t('examRun:recollectList.caption')}
      caption={t('examRun:recollectList.caption')}
      minWidth={720}
      columns={[
        t('examRun:recollectList.patient'),
        t('examRun:recollectList.exam'),
        t('examRun:recollectList.reason'),
        t('examRun:recollectList.deadline'),
        t('examRun:recollectList.action'),
      ]}
      rows={items}
      rowKey={(item) => item.id}
      cells={(item) => (
        <>
          <Table.Td>
            {item.patientName}
            <Text size="xs" c="dimmed">
              {t('examRun:recollectList.protocol', { protocol: item.protocolNumber })}
            </Text>
          </Table.Td>
          <Table.Td>{localised(item.examName, i18n.language)}</Table.Td>
          <Table.Td>{reasonText(item.recollectReason)}</Table.Td>
          <Table.Td>
            {item.recollectDeadlineAt ? when.format(new Date(item.recollectDeadlineAt)) : '—'}
          </Table.Td>
          <Table.Td>
            {item.state === 'recollectExpired' ? (
              <Stack gap={2}>
                <Badge color="gray.8" variant="filled">
                  {t('domain:examState.recollectExpired')}
                </Badge>
                <Anchor component={Link} to={paths.newExam} size="sm" underline="always">
                  {t('examRun:registerAgain')}
                </Anchor>
              </Stack>
            ) : (
              <Anchor
                component={Link}
                to={redoPath(item.id)}
                underline="always"
                aria-label={t('examRun:recollectList.startFor', { patient: item.patientName })}
              >
                {t('examRun:recollectList.start')}
              </Anchor>
            )}
          </Table.Td>
        </>
      )}
      footer={<LoadMore query={query} label={t('examRun:loadMore')} />}
    />
  );
}

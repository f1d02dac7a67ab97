import { Anchor, Loader, Stack, Table, Text } from '@mantine/core';
import { localised } from '@ponto/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '@/components/ui/error-alert';
import { LoadMore } from '@/components/ui/load-more';
import { ScrollTable } from '@/components/ui/scroll-table';
import { examProgressPath } from '@/config/paths';
import type { ApiClient } from '@/lib/api-client';
import { toApiError } from '@/lib/api-error';
import { examRequestsKey } from '@/lib/exam-request-keys';
import { signedInAnswer } from '@/lib/lazy-schemas';
import { useApi } from '@/lib/services-context';

/** Under the exam lists' key: every live exam message reads it again. */
const awaitingReleaseListOptions = (api: ApiClient, cnpj: string) =>
  infiniteQueryOptions({
    queryKey: [...examRequestsKey(cnpj), 'awaitingReleaseList'],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ awaitingRelease: 'true', limit: '20' });
      if (pageParam) query.set('cursor', pageParam);
      return api.request(`/exam-requests?${query}`, {
        headers: { cnpj },
        schema: signedInAnswer('examRequestListSchema'),
        signal,
      });
    },
    getNextPageParam: (last) => last.nextCursor,
  });

/**
 * Where analysis is not local (§6), the analyst releases each result on its exam's page: this is their
 * list of ready results not yet released, newest first, kept current live.
 */
export function AwaitingReleaseList({ cnpj }: { cnpj: string }) {
  const { t, i18n } = useTranslation(['results', 'examRun']);
  const api = useApi();
  const query = useInfiniteQuery(awaitingReleaseListOptions(api, cnpj));
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  if (query.isPending) return <Loader aria-label={t('results:check.loading')} />;
  if (query.isError) return <ErrorAlert error={toApiError(query.error)} />;
  const items = query.data.pages.flatMap((page) => page.items);
  return (
    <Stack gap="md">
      <Text role="status" aria-live="polite">
        {t('results:check.waiting', { count: items.length })}
      </Text>
      {items.length > 0 && (
        <ScrollTable label={t('results:check.caption')} minWidth={720}>
          <Table verticalSpacing="sm" striped>
            <Table.Caption>{t('results:check.caption')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('results:check.protocol')}</Table.Th>
                <Table.Th scope="col">{t('results:check.exam')}</Table.Th>
                <Table.Th scope="col">{t('results:check.registeredAt')}</Table.Th>
                <Table.Th scope="col">{t('results:check.action')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item) => {
                const exam = localised(item.examName, i18n.language);
                return (
                  <Table.Tr key={item.id}>
                    <Table.Th scope="row" fw={400}>
                      <Text fw={600}>{item.patientName}</Text>
                      <Text size="sm" c="dimmed">
                        {t('results:check.protocolNumber', { protocol: item.protocolNumber })}
                      </Text>
                    </Table.Th>
                    <Table.Td>{exam}</Table.Td>
                    <Table.Td>{when.format(new Date(item.createdAt))}</Table.Td>
                    <Table.Td>
                      <Anchor
                        component={Link}
                        to={examProgressPath(item.id)}
                        aria-label={t('results:check.openFor', { exam, patient: item.patientName })}
                      >
                        {t('results:check.open')}
                      </Anchor>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
      <LoadMore query={query} label={t('results:waiting.loadMore')} />
    </Stack>
  );
}

import { Anchor, Badge, Loader, Stack, Table, Text } from '@mantine/core';
import { type LocalAnalysisCluster, localised } from '@ponto/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '@/components/ui/error-alert';
import { ScrollTable } from '@/components/ui/scroll-table';
import { examProgressPath } from '@/config/paths';
import { toApiError } from '@/lib/api-error';
import { localAnalysisQueryOptions } from '@/lib/local-analysis';
import { useApi } from '@/lib/services-context';
import { displayValue } from '../model/result-values';
import { AwaitingReleaseList } from './awaiting-release-list';

/**
 * §4 local analysis: the results of this workplace waiting for the lab analyst, one row per exam grouped
 * by protocol, kept current by the live INSERT, UPDATE and DELETE messages (lib/live/sync-cache.ts).
 */
export function ResultCheckList({ cnpj }: { cnpj: string }) {
  const { t, i18n } = useTranslation(['results', 'domain']);
  const api = useApi();
  const query = useQuery(localAnalysisQueryOptions(api, cnpj));
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  const qualitativeName = (label: string) => t(`domain:qualitative.${label}`);

  if (query.isPending) return <Loader aria-label={t('results:check.loading')} />;
  if (query.isError) return <ErrorAlert error={toApiError(query.error)} />;
  if (!query.data.localAnalysis) return <AwaitingReleaseList cnpj={cnpj} />;
  const clusters = query.data.clusters;
  const waiting = clusters.reduce((sum, cluster) => sum + cluster.exams.length, 0);
  return (
    <Stack gap="md">
      <Text role="status" aria-live="polite">
        {t('results:check.waiting', { count: waiting })}
      </Text>
      {clusters.length > 0 && (
        <ScrollTable label={t('results:check.caption')} minWidth={860}>
          <Table verticalSpacing="sm">
            <Table.Caption>{t('results:check.caption')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('results:check.protocol')}</Table.Th>
                <Table.Th scope="col">{t('results:check.exam')}</Table.Th>
                <Table.Th scope="col">{t('results:check.result')}</Table.Th>
                <Table.Th scope="col">{t('results:check.readAt')}</Table.Th>
                <Table.Th scope="col">{t('results:check.operator')}</Table.Th>
                <Table.Th scope="col">{t('results:check.action')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>{clusters.flatMap((cluster) => clusterRows(cluster))}</Table.Tbody>
          </Table>
        </ScrollTable>
      )}
    </Stack>
  );

  function clusterRows(cluster: LocalAnalysisCluster) {
    return cluster.exams.map((exam, index) => {
      const examName = localised(exam.examName, i18n.language);
      return (
        <Table.Tr key={exam.examRequestId} data-cluster={cluster.clusterId}>
          {index === 0 && (
            <Table.Th scope="rowgroup" rowSpan={cluster.exams.length} fw={400}>
              <Text fw={600}>{cluster.patient}</Text>
              <Text size="sm" c="dimmed">
                {t('results:check.protocolNumber', { protocol: cluster.protocolNumber })}
              </Text>
            </Table.Th>
          )}
          <Table.Td>{examName}</Table.Td>
          <Table.Td>
            {exam.results.map((result) => (
              <Text size="sm" key={result.analyteCode}>
                {localised(result.analyteName, i18n.language)}:{' '}
                {displayValue(result, i18n.language, qualitativeName)}
                {!result.valid && ` (${t('results:check.invalid')})`}
                {result.critical && (
                  <Badge color="red.9" variant="filled" size="sm" ml="xs">
                    {t('results:critical.badge')}
                  </Badge>
                )}
              </Text>
            ))}
          </Table.Td>
          <Table.Td>{exam.resultAt ? when.format(new Date(exam.resultAt)) : '—'}</Table.Td>
          <Table.Td>{exam.operator ?? '—'}</Table.Td>
          <Table.Td>
            <Anchor
              component={Link}
              to={examProgressPath(exam.examRequestId)}
              underline="always"
              aria-label={t('results:check.openFor', { exam: examName, patient: cluster.patient })}
            >
              {t('results:check.open')}
            </Anchor>
          </Table.Td>
        </Table.Tr>
      );
    });
  }
}

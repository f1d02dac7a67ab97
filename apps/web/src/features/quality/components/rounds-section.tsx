import { Anchor, Badge, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { type ControlResult, localised } from '@ponto/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '@/components/ui/error-alert';
import { ScrollTable } from '@/components/ui/scroll-table';
import { paths } from '@/config/paths';
import { toApiError } from '@/lib/api-error';
import { useApi } from '@/lib/services-context';
import { controlResultsQueryOptions, roundsQueryOptions } from '../api/quality';
import { groupByRound } from '../model/rounds';
import { formatInstant } from './format';
import { StatusBadge } from './status-badge';

/**
 * The proficiency test (/qualidade/controllab): the provider's rounds with their closing dates, and the
 * workplace's external (EP) results sent in each. The provider answers only in control-sample mode.
 */
export function RoundsSection({ cnpj }: { cnpj: string }) {
  const { t, i18n } = useTranslation('quality');
  const api = useApi();
  const rounds = useQuery(roundsQueryOptions(api, cnpj));
  const results = useQuery(controlResultsQueryOptions(api, cnpj, 'external'));
  const sent = (round: string) =>
    (results.data?.items ?? []).filter(
      (r) => r.roundCode === round && (r.status === 'adequate' || r.status === 'inadequate'),
    );
  return (
    <Stack gap="md">
      <div>
        <Title order={2} size="h3">
          {t('rounds.title')}
        </Title>
        <Text size="sm">{t('rounds.intro')}</Text>
      </div>
      {rounds.isPending && <Loader aria-label={t('loading')} />}
      {rounds.isError && (
        <ErrorAlert error={toApiError(rounds.error)}>
          {toApiError(rounds.error).code === 'CONTROL_MODE_REQUIRED' && (
            <Anchor component={Link} to={paths.quality} size="sm" underline="always">
              {t('rounds.toMode')}
            </Anchor>
          )}
        </ErrorAlert>
      )}
      {rounds.data && (
        <ScrollTable label={t('rounds.title')} minWidth={760}>
          <Table verticalSpacing="xs">
            <Table.Caption>{t('rounds.title')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('rounds.round')}</Table.Th>
                <Table.Th scope="col">{t('rounds.closesAt')}</Table.Th>
                <Table.Th scope="col">{t('rounds.state')}</Table.Th>
                <Table.Th scope="col">{t('rounds.materials')}</Table.Th>
                <Table.Th scope="col">{t('rounds.sent')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rounds.data.items.map((round) => (
                <Table.Tr key={round.code}>
                  <Table.Th scope="row" fw={500}>
                    {round.code}
                  </Table.Th>
                  <Table.Td>{formatInstant(round.closesAt, i18n.language)}</Table.Td>
                  <Table.Td>
                    <Badge color={round.closed ? 'gray.8' : 'teal.9'} variant="filled" tt="none">
                      {t(round.closed ? 'rounds.closed' : 'rounds.open')}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    {round.materials.length > 0
                      ? round.materials.map((m) => `${m.material} (${m.examCode})`).join(', ')
                      : '—'}
                  </Table.Td>
                  <Table.Td>
                    {sent(round.code).length > 0
                      ? sent(round.code)
                          .map((r) => `${r.sampleCode}: ${t(`status.${r.status}`)}`)
                          .join('; ')
                      : t('rounds.nothingSent')}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
      <ResultsByRound results={results.data?.items ?? []} loading={results.isPending} />
      {results.isError && <ErrorAlert error={toApiError(results.error)} />}
    </Stack>
  );
}

/** The workplace's EP results round by round: readable without control-sample mode (they are ours). */
function ResultsByRound({ results, loading }: { results: ControlResult[]; loading: boolean }) {
  const { t, i18n } = useTranslation('quality');
  const groups = groupByRound(results);
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('rounds.resultsTitle')}
      </Title>
      {loading && <Loader aria-label={t('loading')} />}
      {!loading && groups.length === 0 && <Text size="sm">{t('rounds.noResults')}</Text>}
      {groups.map((group) => (
        <Stack key={group.round} gap={4}>
          <Title order={3} size="h4">
            {group.closesAt
              ? t('rounds.groupTitleCloses', {
                  round: group.round,
                  date: formatInstant(group.closesAt, i18n.language),
                })
              : t('rounds.groupTitle', { round: group.round })}
          </Title>
          <ScrollTable label={t('rounds.groupTitle', { round: group.round })} minWidth={640}>
            <Table verticalSpacing={4}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('columns.sampleCode')}</Table.Th>
                  <Table.Th scope="col">{t('columns.date')}</Table.Th>
                  <Table.Th scope="col">{t('columns.exam')}</Table.Th>
                  <Table.Th scope="col">{t('columns.value')}</Table.Th>
                  <Table.Th scope="col">{t('columns.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {group.results.map((r) => (
                  <Table.Tr key={r.id}>
                    <Table.Th scope="row" fw={500}>
                      {r.sampleCode}
                    </Table.Th>
                    <Table.Td>{formatInstant(r.resultAt ?? r.startedAt, i18n.language)}</Table.Td>
                    <Table.Td>{localised(r.exam.name, i18n.language)}</Table.Td>
                    <Table.Td>{r.value === null ? '—' : `${r.value}${r.unit ? ` ${r.unit}` : ''}`}</Table.Td>
                    <Table.Td>
                      <StatusBadge status={r.status} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        </Stack>
      ))}
    </Stack>
  );
}

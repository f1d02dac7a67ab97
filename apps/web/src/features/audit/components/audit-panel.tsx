import {
  Alert,
  Button,
  Group,
  Loader,
  NativeSelect,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type AuditAction, type AuditOutcome, auditActions, auditOutcomes } from '@ponto/domain';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/error-alert';
import { LoadMore } from '@/components/ui/load-more';
import { ScrollTable } from '@/components/ui/scroll-table';
import { toApiError } from '@/lib/api-error';
import { saveFile } from '@/lib/save-file';
import { useApi } from '@/lib/services-context';
import {
  type AuditFilters,
  auditPeopleQueryOptions,
  auditQueryOptions,
  auditVerificationQueryOptions,
  downloadAuditCsv,
  emptyAuditFilters,
} from '../api/audit';

/** '2026-11-25 10:04:05' in UTC, as the trail records it. */
const utc = (iso: string) => iso.replace('T', ' ').slice(0, 19);

/**
 * The workplace's audit trail for its managers (docs/audit.md): filters, the entries newest
 * first with 'load more', the CSV export of the same filters, and a check that the chain is intact.
 */
export function AuditPanel({ cnpj }: { cnpj: string }) {
  const { t } = useTranslation('audit');
  const api = useApi();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<AuditFilters>(emptyAuditFilters);
  const [filters, setFilters] = useState<AuditFilters>(emptyAuditFilters);
  const query = useInfiniteQuery(auditQueryOptions(api, cnpj, filters));
  const verification = useQuery(auditVerificationQueryOptions(api, cnpj));
  const people = useQuery(auditPeopleQueryOptions(api, cnpj));
  const exporting = useMutation({
    mutationFn: async () => saveFile(await downloadAuditCsv(api, cnpj, filters), `audit-${cnpj}.csv`),
    // The export is itself an entry of the trail.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['audit', cnpj] }),
  });
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const set = (key: keyof AuditFilters) => (value: string) =>
    setDraft((current) => ({ ...current, [key]: value }));

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('title')}
      </Title>
      <Text size="sm">{t('intro')}</Text>
      <Paper withBorder p="md">
        <form
          aria-label={t('filters.legend')}
          onSubmit={(event) => {
            event.preventDefault();
            setFilters(draft);
          }}
        >
          <Group align="flex-end" gap="sm">
            <NativeSelect
              label={t('filters.action')}
              value={draft.action}
              onChange={(event) => set('action')(event.currentTarget.value as AuditAction | '')}
              data={[
                { value: '', label: t('filters.any') },
                ...auditActions.map((action) => ({ value: action, label: t(`actions.${action}`) })),
              ]}
              w={{ base: '100%', sm: 240 }}
            />
            <NativeSelect
              label={t('filters.outcome')}
              value={draft.outcome}
              onChange={(event) => set('outcome')(event.currentTarget.value as AuditOutcome | '')}
              data={[
                { value: '', label: t('filters.any') },
                ...auditOutcomes.map((outcome) => ({ value: outcome, label: t(`outcomes.${outcome}`) })),
              ]}
              w={{ base: '100%', sm: 160 }}
            />
            <NativeSelect
              label={t('filters.user')}
              value={draft.actorId}
              onChange={(event) => set('actorId')(event.currentTarget.value)}
              data={[
                { value: '', label: t('filters.anyone') },
                ...(people.data?.items ?? []).map((person) => ({ value: person.id, label: person.name })),
              ]}
              w={{ base: '100%', sm: 220 }}
            />
            <TextInput
              type="date"
              label={t('filters.from')}
              value={draft.from}
              onChange={(event) => set('from')(event.currentTarget.value)}
              w={170}
            />
            <TextInput
              type="date"
              label={t('filters.to')}
              value={draft.to}
              onChange={(event) => set('to')(event.currentTarget.value)}
              w={170}
            />
            <Button type="submit">{t('filters.apply')}</Button>
          </Group>
        </form>
      </Paper>
      <Group gap="sm">
        <Button variant="default" onClick={() => exporting.mutate()} loading={exporting.isPending}>
          {t('export')}
        </Button>
        <Button
          variant="default"
          onClick={() => void verification.refetch()}
          loading={verification.isFetching}
        >
          {t('integrity.check')}
        </Button>
      </Group>
      {exporting.isSuccess && (
        <Text size="sm" role="status">
          {t('exported')}
        </Text>
      )}
      {exporting.isError && <ErrorAlert error={toApiError(exporting.error)} />}
      {verification.isError && <ErrorAlert error={toApiError(verification.error)} />}
      {verification.data && (
        <Alert color={verification.data.intact ? 'green' : 'red'} variant="light" role="status">
          {verification.data.intact
            ? t('integrity.intact', { count: verification.data.entries })
            : t('integrity.broken', { seq: verification.data.brokenAt })}
        </Alert>
      )}
      {query.isPending && <Loader aria-label={t('loading')} />}
      {query.isError && <ErrorAlert error={toApiError(query.error)} />}
      {query.isSuccess && items.length === 0 && (
        <Alert color="blue" variant="light" role="status">
          {t('table.empty')}
        </Alert>
      )}
      {items.length > 0 && (
        <ScrollTable label={t('table.caption')} minWidth={900}>
          <Table striped verticalSpacing="xs">
            <Table.Caption>{t('table.caption')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('table.seq')}</Table.Th>
                <Table.Th scope="col">{t('table.at')}</Table.Th>
                <Table.Th scope="col">{t('table.action')}</Table.Th>
                <Table.Th scope="col">{t('table.outcome')}</Table.Th>
                <Table.Th scope="col">{t('table.who')}</Table.Th>
                <Table.Th scope="col">{t('table.target')}</Table.Th>
                <Table.Th scope="col">{t('table.ip')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((entry) => (
                <Table.Tr key={entry.seq}>
                  <Table.Td>{entry.seq}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{utc(entry.at)}</Table.Td>
                  <Table.Td>{t(`actions.${entry.action}`)}</Table.Td>
                  <Table.Td>{t(`outcomes.${entry.outcome}`)}</Table.Td>
                  <Table.Td>{entry.actorName ?? t('table.nobody')}</Table.Td>
                  <Table.Td style={{ wordBreak: 'break-all' }}>
                    {[entry.targetType, entry.targetId].filter(Boolean).join(' ') || t('table.none')}
                  </Table.Td>
                  <Table.Td>{entry.ip ?? t('table.none')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
      <LoadMore query={query} label={t('table.more')} />
    </Stack>
  );
}

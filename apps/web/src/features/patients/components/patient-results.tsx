import { Anchor, Group, Stack, Table, Text } from '@mantine/core';
import { ageInYears, calendarDateOf, formatDate, toIsoDate } from '@ponto/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '@/components/ui/error-alert';
import { LoadMore } from '@/components/ui/load-more';
import { PagedTable } from '@/components/ui/paged-table';
import { toApiError } from '@/lib/api-error';
import { maskCpf } from '@/lib/masks';
import { useApi } from '@/lib/services-context';
import { type PatientSummary, patientSearchQueryOptions } from '../api/patients';
import { patientEditPath } from './patient-links';

export interface PatientResultsProps {
  cnpj: string;
  search: string;
  /** Today as an ISO day (tests pass one); the age column counts from it. */
  today?: string;
}

function shownDocument(row: PatientSummary): string {
  return row.documentType === 'cpf' ? maskCpf(row.documentNumber) : row.documentNumber;
}

function SearchStatus({ text }: { text: string }) {
  return (
    <Text c="dimmed" role="status">
      {text}
    </Text>
  );
}

/** §2 /pacientes results: name, document, birth date with age, phone, and the link to edit; 'load more' (§9). */
export function PatientResults({ cnpj, search, today }: PatientResultsProps) {
  const { t } = useTranslation(['patients', 'validation']);
  const api = useApi();
  const query = useInfiniteQuery(patientSearchQueryOptions(api, cnpj, search));
  const day = today ?? toIsoDate(calendarDateOf(new Date()));

  if (query.isPending) return <SearchStatus text={t('results.loading')} />;
  if (query.isError && !query.data) {
    const error = toApiError(query.error);
    const field = error.fields.find((f) => f.field === 'search');
    if (field) {
      return (
        <Text c="red.8" role="alert">
          {t(field.messageKey, field.params ?? {})}
        </Text>
      );
    }
    return <ErrorAlert error={error} />;
  }
  const rows = query.data?.pages.flatMap((page) => page.items) ?? [];
  if (rows.length === 0) {
    return (
      <Stack gap={4} role="status">
        <Text fw={600}>{t('results.empty', { query: search })}</Text>
        <Text c="dimmed">{t('results.emptyHint')}</Text>
      </Stack>
    );
  }
  const caption = t('results.caption', { query: search });
  return (
    <PagedTable
      label={caption}
      caption={caption}
      scroll="area"
      tableProps={{ highlightOnHover: true, miw: 640, 'data-testid': 'patient-results' }}
      columns={[
        t('results.name'),
        t('results.document'),
        t('results.birthDate'),
        t('results.phone'),
        t('results.actions'),
      ]}
      rows={rows}
      rowKey={(row) => row.id}
      cells={(row) => (
        <>
          <Table.Th scope="row" fw={500}>
            {row.fullName}
          </Table.Th>
          <Table.Td>{shownDocument(row)}</Table.Td>
          <Table.Td>
            {formatDate(row.birthDate)} ({t('results.age', { count: ageInYears(row.birthDate, day) })})
          </Table.Td>
          <Table.Td>{row.phone ?? '—'}</Table.Td>
          <Table.Td>
            <Anchor
              component={Link}
              to={patientEditPath(row.documentNumber, row.documentCountry)}
              aria-label={t('results.editLabel', { name: row.fullName })}
              underline="always"
            >
              {t('results.edit')}
            </Anchor>
          </Table.Td>
        </>
      )}
      footer={
        <>
          <Group justify="space-between" align="center">
            <Text size="sm" c="dimmed" role="status">
              {t('results.shown', { count: rows.length })}
              {!query.hasNextPage && ` · ${t('results.end')}`}
            </Text>
            <LoadMore query={query} label={t('results.loadMore')} />
          </Group>
          {query.isError && <ErrorAlert error={toApiError(query.error)} />}
        </>
      }
    />
  );
}

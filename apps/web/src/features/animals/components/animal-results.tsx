import { Anchor, Group, Stack, Table, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '@/components/ui/error-alert';
import { LoadMore } from '@/components/ui/load-more';
import { PagedTable } from '@/components/ui/paged-table';
import { paths } from '@/config/paths';
import { toApiError } from '@/lib/api-error';
import { useApi } from '@/lib/services-context';
import { animalSearchQueryOptions } from '../api/animals';

/** /pacientes/{id} in a VET workplace: the animal's edit page. */
export function animalEditPath(id: string): string {
  return `${paths.patients}/${encodeURIComponent(id)}`;
}

/**
 * §2 'Vet patients' results: name or code, species, breed, tutor and tutor's document, with the link to
 * edit. Pages of 20 by name with 'load more' (§9), as the patients' list.
 */
export function AnimalResults({ cnpj, search }: { cnpj: string; search: string }) {
  const { t } = useTranslation(['patients', 'animals', 'domain', 'validation']);
  const api = useApi();
  const query = useInfiniteQuery(animalSearchQueryOptions(api, cnpj, search));

  if (query.isPending) {
    return (
      <Text c="dimmed" role="status">
        {t('results.loading')}
      </Text>
    );
  }
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
        <Text fw={600}>{t('animals.empty', { query: search })}</Text>
        <Text c="dimmed">{t('animals.emptyHint')}</Text>
      </Stack>
    );
  }
  const caption = t('animals.caption', { query: search });
  return (
    <PagedTable
      label={caption}
      caption={caption}
      scroll="area"
      tableProps={{ highlightOnHover: true, miw: 640, 'data-testid': 'animal-results' }}
      columns={[
        t('animals.nameOrCode'),
        t('animals.species'),
        t('animals.breed'),
        t('animals.tutor'),
        t('animals.tutorDocument'),
        t('results.actions'),
      ]}
      rows={rows}
      rowKey={(row) => row.id}
      cells={({ id, animal }) => {
        const name = animal.nameOrCode ?? t('animals.unnamed');
        return (
          <>
            <Table.Th scope="row" fw={500}>
              {name}
            </Table.Th>
            <Table.Td>{animal.species ? t(`domain:species.${animal.species}`) : '—'}</Table.Td>
            <Table.Td>{animal.breed ?? '—'}</Table.Td>
            <Table.Td>{animal.tutorName ?? '—'}</Table.Td>
            <Table.Td>{animal.tutorDocument ?? '—'}</Table.Td>
            <Table.Td>
              <Anchor
                component={Link}
                to={animalEditPath(id)}
                aria-label={t('results.editLabel', { name })}
                underline="always"
              >
                {t('results.edit')}
              </Anchor>
            </Table.Td>
          </>
        );
      }}
      footer={
        <>
          <Group justify="space-between" align="center">
            <Text size="sm" c="dimmed" role="status">
              {t('animals.shown', { count: rows.length })}
              {!query.hasNextPage && ` · ${t('animals.end')}`}
            </Text>
            <LoadMore query={query} label={t('results.loadMore')} />
          </Group>
          {query.isError && <ErrorAlert error={toApiError(query.error)} />}
        </>
      }
    />
  );
}

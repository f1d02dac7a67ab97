import { Alert, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReaderOverview } from '@ponto/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/error-alert';
import { toApiError } from '@/lib/api-error';
import { readersQueryOptions } from '@/lib/readers';
import { useApi } from '@/lib/services-context';
import { useNow } from '@/lib/use-now';
import { ReaderTile } from './reader-tile';

/**
 * The workplace's readers as tiles, kept current by the live connection (it writes into this query).
 * `manage` adds the tiles' actions (firmware update); /visualizar-scanners shows them read-only.
 */
export function ReadersList({ cnpj, manage = true }: { cnpj: string; manage?: boolean }) {
  const { t } = useTranslation(['readers', 'errors']);
  const api = useApi();
  const readers = useQuery(readersQueryOptions(api, cnpj));
  const now = useNow();
  if (readers.isPending) {
    return (
      <Stack align="center" py="md">
        <Loader aria-label={t('list.loading')} />
      </Stack>
    );
  }
  if (readers.isError) return <ErrorAlert error={toApiError(readers.error)} />;
  if (readers.data.length === 0) {
    return (
      <Alert color="blue" variant="light" title={t('errors:NO_READERS.title')}>
        <Text size="sm">{t('errors:NO_READERS.advice')}</Text>
      </Alert>
    );
  }
  return (
    <SimpleGrid
      component="ul"
      cols={{ base: 1, xs: 2, lg: 3 }}
      spacing="md"
      aria-label={t('list.label')}
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {sortReaders(readers.data).map((reader) => (
        <li key={reader.code}>
          <ReaderTile reader={reader} now={now} cnpj={manage ? cnpj : undefined} />
        </li>
      ))}
    </SimpleGrid>
  );
}

/** Stable order: by family, then code (a reader does not jump around when its state changes). */
function sortReaders(list: ReaderOverview[]): ReaderOverview[] {
  return [...list].sort((a, b) => a.family.localeCompare(b.family) || a.code.localeCompare(b.code));
}

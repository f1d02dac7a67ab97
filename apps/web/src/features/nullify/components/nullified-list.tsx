import { Alert, Loader, Stack, Table, Title } from '@mantine/core';
import { localised } from '@ponto/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/error-alert';
import { LoadMore } from '@/components/ui/load-more';
import { ScrollTable } from '@/components/ui/scroll-table';
import { toApiError } from '@/lib/api-error';
import { useApi } from '@/lib/services-context';
import { nullifiedQueryOptions } from '../api/nullify';

/** The workplace's nullified capsules, newest first. */
export function NullifiedList({ cnpj }: { cnpj: string }) {
  const { t, i18n } = useTranslation('nullify');
  const api = useApi();
  const query = useInfiniteQuery(nullifiedQueryOptions(api, cnpj));
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('list.title')}
      </Title>
      {query.isPending && <Loader aria-label={t('list.loading')} />}
      {query.isError && <ErrorAlert error={toApiError(query.error)} />}
      {query.isSuccess && items.length === 0 && (
        <Alert color="blue" variant="light">
          {t('list.empty')}
        </Alert>
      )}
      {items.length > 0 && (
        <ScrollTable label={t('list.caption')} minWidth={640}>
          <Table striped>
            <Table.Caption>{t('list.caption')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('list.capsule')}</Table.Th>
                <Table.Th scope="col">{t('list.lot')}</Table.Th>
                <Table.Th scope="col">{t('list.exam')}</Table.Th>
                <Table.Th scope="col">{t('list.when')}</Table.Th>
                <Table.Th scope="col">{t('list.how')}</Table.Th>
                <Table.Th scope="col">{t('list.by')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item) => (
                <Table.Tr key={`${item.lot}:${item.capsuleCode}`}>
                  <Table.Td>{item.capsuleCode}</Table.Td>
                  <Table.Td>{item.lot}</Table.Td>
                  <Table.Td>{localised(item.examName, i18n.language)}</Table.Td>
                  <Table.Td>{when.format(new Date(item.nullifiedAt))}</Table.Td>
                  <Table.Td>{t(`list.method.${item.method}`)}</Table.Td>
                  <Table.Td>{item.by ?? '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
      <LoadMore query={query} label={t('list.more')} />
    </Stack>
  );
}

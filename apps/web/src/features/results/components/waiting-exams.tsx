import { Alert, Anchor, Button, Group, Loader, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { type ExamState, localised } from '@ponto/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '@/components/ui/error-alert';
import { LoadMore } from '@/components/ui/load-more';
import { PagedTable } from '@/components/ui/paged-table';
import { externalResultPath } from '@/config/paths';
import { examRequestsQueryOptions } from '@/entities/exam-request/api';
import { toApiError } from '@/lib/api-error';
import { useApi } from '@/lib/services-context';

const waiting: readonly ExamState[] = ['waitingForTest'];

/** The workplace's exams waiting for their test, searched by patient or protocol, each with 'enter result'. */
export function WaitingExams({ cnpj }: { cnpj: string }) {
  const { t, i18n } = useTranslation(['results', 'examRun']);
  const api = useApi();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const query = useInfiniteQuery(examRequestsQueryOptions(api, cnpj, waiting, search));
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch(typed.trim());
  };
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('results:waiting.title')}
      </Title>
      <form onSubmit={submit}>
        <Group align="flex-end" gap="sm">
          <TextInput
            label={t('results:waiting.search')}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            maxLength={100}
            w={{ base: '100%', sm: 320 }}
          />
          <Button type="submit" variant="default">
            {t('results:waiting.searchButton')}
          </Button>
        </Group>
      </form>
      {query.isPending ? (
        <Loader aria-label={t('examRun:loading')} />
      ) : query.isError ? (
        <ErrorAlert error={toApiError(query.error)} />
      ) : items.length === 0 ? (
        <Alert color="blue" variant="light">
          {t('results:waiting.empty')}
        </Alert>
      ) : (
        <PagedTable
          label={t('results:waiting.title')}
          minWidth={640}
          columns={[
            t('results:waiting.patient'),
            t('results:waiting.exam'),
            t('results:waiting.registered'),
            t('results:waiting.action'),
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
                    {t('results:waiting.protocol')} {item.protocolNumber}
                  </Text>
                </Table.Td>
                <Table.Td>{exam}</Table.Td>
                <Table.Td>{when.format(new Date(item.createdAt))}</Table.Td>
                <Table.Td>
                  <Anchor
                    component={Link}
                    to={externalResultPath(item.id)}
                    underline="always"
                    aria-label={t('results:waiting.enter', { exam, patient: item.patientName })}
                  >
                    {t('results:waiting.enterShort')}
                  </Anchor>
                </Table.Td>
              </>
            );
          }}
        />
      )}
      <LoadMore query={query} label={t('results:waiting.loadMore')} />
    </Stack>
  );
}

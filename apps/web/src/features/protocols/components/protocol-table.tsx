import {
  Alert,
  Anchor,
  Button,
  Group,
  Loader,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { localised, type ProtocolRowView, protocolStatuses, protocolTypes } from '@ponto/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '@/components/ui/error-alert';
import { LoadMore } from '@/components/ui/load-more';
import { ScrollTable } from '@/components/ui/scroll-table';
import { examProgressPath, externalResultPath, redoPath } from '@/config/paths';
import { toApiError } from '@/lib/api-error';
import { useApi } from '@/lib/services-context';
import { protocolsQueryOptions } from '../api/protocols';
import { datesInverted, emptyFilters, type ProtocolFilters } from '../model/filters';
import { PrintLabels } from './print-labels';
import { PrintProtocol } from './print-protocol';

/** §2 protocol table: search, filters, each protocol with its exams, start exam, print labels or protocol. */
/** What the table offers for an exam in its state: start it, redo its recollect, or open its result. */
function examAction(exam: { examRequestId: string; state: string }) {
  if (exam.state === 'waitingForTest')
    return { kind: 'start', to: examProgressPath(exam.examRequestId) } as const;
  if (exam.state === 'awaitingRecollect') return { kind: 'redo', to: redoPath(exam.examRequestId) } as const;
  if (exam.state === 'ready' || exam.state === 'invalid')
    return { kind: 'result', to: examProgressPath(exam.examRequestId) } as const;
  return null;
}

/** The link of an exam's action, named with the exam and the patient for screen readers. */
function ExamActionLink({
  exam,
  patient,
}: {
  exam: { examRequestId: string; state: string; examName: Record<string, string> };
  patient: string;
}) {
  const { t, i18n } = useTranslation('protocols');
  const action = examAction(exam);
  if (!action) return null;
  return (
    <Anchor
      component={Link}
      to={action.to}
      size="sm"
      underline="always"
      aria-label={t(`${action.kind}For`, { exam: localised(exam.examName, i18n.language), patient })}
    >
      {t(action.kind)}
    </Anchor>
  );
}

export function ProtocolTable({ cnpj }: { cnpj: string }) {
  const { t, i18n } = useTranslation(['protocols', 'domain', 'validation', 'results']);
  const api = useApi();
  const [draft, setDraft] = useState<ProtocolFilters>(emptyFilters);
  const [applied, setApplied] = useState<ProtocolFilters>(emptyFilters);
  const [dateError, setDateError] = useState<string | null>(null);
  const [labels, setLabels] = useState<ProtocolRowView | null>(null);
  const [sheet, setSheet] = useState<ProtocolRowView | null>(null);
  const query = useInfiniteQuery(protocolsQueryOptions(api, cnpj, applied));
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  const set = (key: keyof ProtocolFilters) => (value: string | null) =>
    setDraft((current) => ({ ...current, [key]: value ?? '' }));

  function search(event: FormEvent) {
    event.preventDefault();
    if (datesInverted(draft)) {
      setDateError(t('validation:dateRangeInverted'));
      return;
    }
    setDateError(null);
    setApplied(draft);
  }

  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Stack gap="md">
      <Paper withBorder p="md">
        <form onSubmit={search} noValidate>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label={t('protocols:filters.q')}
              description={t('protocols:filters.qHint')}
              value={draft.q}
              onChange={(event) => set('q')(event.currentTarget.value)}
              maxLength={100}
              w={{ base: '100%', sm: 280 }}
            />
            <Select
              label={t('protocols:filters.type')}
              data={protocolTypes.map((type) => ({ value: type, label: t(`protocols:type.${type}`) }))}
              value={draft.type || null}
              onChange={set('type')}
              placeholder={t('protocols:filters.any')}
              clearable
              clearButtonProps={{ 'aria-label': t('protocols:filters.clear') }}
              w={180}
            />
            <Select
              label={t('protocols:filters.status')}
              data={protocolStatuses.map((status) => ({
                value: status,
                label: t(`protocols:status.${status}`),
              }))}
              value={draft.status || null}
              onChange={set('status')}
              placeholder={t('protocols:filters.any')}
              clearable
              clearButtonProps={{ 'aria-label': t('protocols:filters.clear') }}
              w={180}
            />
            <TextInput
              type="date"
              label={t('protocols:filters.from')}
              value={draft.from}
              onChange={(event) => set('from')(event.currentTarget.value)}
              error={dateError}
              w={170}
            />
            <TextInput
              type="date"
              label={t('protocols:filters.to')}
              value={draft.to}
              onChange={(event) => set('to')(event.currentTarget.value)}
              w={170}
            />
            <Button type="submit">{t('protocols:filters.search')}</Button>
          </Group>
        </form>
      </Paper>
      {query.isPending && <Loader aria-label={t('protocols:loading')} />}
      {query.isError && <ErrorAlert error={toApiError(query.error)} />}
      {query.isSuccess && items.length === 0 && (
        <Alert color="blue" variant="light" role="status">
          {t('protocols:empty')}
        </Alert>
      )}
      {items.length > 0 && (
        <ScrollTable label={t('protocols:caption')} minWidth={960}>
          <Table striped verticalSpacing="sm">
            <Table.Caption>{t('protocols:caption')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('protocols:col.protocol')}</Table.Th>
                <Table.Th scope="col">{t('protocols:col.patient')}</Table.Th>
                <Table.Th scope="col">{t('protocols:col.exams')}</Table.Th>
                <Table.Th scope="col">{t('protocols:col.date')}</Table.Th>
                <Table.Th scope="col">{t('protocols:col.operator')}</Table.Th>
                <Table.Th scope="col">{t('protocols:col.type')}</Table.Th>
                <Table.Th scope="col">{t('protocols:col.status')}</Table.Th>
                <Table.Th scope="col">{t('protocols:col.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((row) => (
                <Table.Tr key={row.preExamId}>
                  <Table.Td>{row.protocolNumber}</Table.Td>
                  <Table.Td>
                    {row.patient}
                    {row.age !== null && (
                      <Text size="xs" c="dimmed">
                        {t('protocols:age', { count: row.age })}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Stack gap={4}>
                      {row.exams.map((exam) => (
                        <div key={exam.examRequestId}>
                          <Text size="sm">
                            {localised(exam.examName, i18n.language)} · {t(`domain:examState.${exam.state}`)}
                          </Text>
                          <ExamActionLink exam={exam} patient={row.patient} />
                          {exam.state === 'waitingForTest' && (
                            <Anchor
                              component={Link}
                              to={externalResultPath(exam.examRequestId)}
                              size="sm"
                              underline="always"
                              ml="sm"
                              aria-label={t('results:waiting.enter', {
                                exam: localised(exam.examName, i18n.language),
                                patient: row.patient,
                              })}
                            >
                              {t('protocols:addResult')}
                            </Anchor>
                          )}
                        </div>
                      ))}
                    </Stack>
                  </Table.Td>
                  <Table.Td>{when.format(new Date(row.date))}</Table.Td>
                  <Table.Td>{row.operator ?? '—'}</Table.Td>
                  <Table.Td>{t(`protocols:type.${row.type}`)}</Table.Td>
                  <Table.Td>{t(`protocols:status.${row.status}`)}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="xs"
                        variant="default"
                        onClick={() => setLabels(row)}
                        aria-label={t('protocols:labels.openFor', { protocol: row.protocolNumber })}
                      >
                        {t('protocols:labels.open')}
                      </Button>
                      <Button
                        size="xs"
                        variant="default"
                        onClick={() => setSheet(row)}
                        aria-label={t('protocols:sheet.openFor', { protocol: row.protocolNumber })}
                      >
                        {t('protocols:sheet.open')}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
      <LoadMore query={query} label={t('protocols:more')} />
      {labels && <PrintLabels row={labels} cnpj={cnpj} onClose={() => setLabels(null)} />}
      {sheet && <PrintProtocol row={sheet} cnpj={cnpj} onClose={() => setSheet(null)} />}
    </Stack>
  );
}

import { Button, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { lotNumberSchema, zodIssueKey } from '@ponto/domain';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/error-alert';
import { toApiError } from '@/lib/api-error';
import { useApi, useSession } from '@/lib/services-context';
import { recallQueryOptions } from '../api/stock';
import { RecallCsvButton } from './recall-csv-button';
import { RecallExamsTable, RecallNullifiedTable } from './recall-tables';

/**
 * Lot recall (/estoque?aba=recall): a lot number as printed on the box → every exam run with one of its
 * capsules at the user's workplaces, and its nullified capsules; the exam list also as CSV.
 */
export function RecallTab() {
  const { t } = useTranslation('stock');
  const cnpj = useSession()?.currentWorkplace?.cnpj ?? null;
  if (!cnpj) return <Text>{t('noWorkplace')}</Text>;
  return <Recall cnpj={cnpj} />;
}

function Recall({ cnpj }: { cnpj: string }) {
  const { t } = useTranslation(['stock', 'validation']);
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState<string | null>(null);
  const [lot, setLot] = useState<string | null>(null);
  const query = useQuery({ ...recallQueryOptions(useApi(), cnpj, lot ?? ''), enabled: lot !== null });

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = lotNumberSchema.safeParse(typed);
    if (!parsed.success) {
      setTypedError(t(`validation:${zodIssueKey(parsed.error.issues[0]!)}`));
      return;
    }
    setTypedError(null);
    // Lot numbers are printed in capitals; the server matches any case, the screen and file show them as printed.
    setLot(parsed.data.toUpperCase());
  }

  return (
    <Stack gap="md">
      <div>
        <Title order={2} size="h3">
          {t('recall.heading')}
        </Title>
        <Text size="sm">{t('recall.intro')}</Text>
      </div>
      <form onSubmit={submit} noValidate>
        <Group align="flex-start" gap="sm">
          <TextInput
            label={t('recall.field')}
            value={typed}
            onChange={(event) => {
              setTyped(event.currentTarget.value);
              setTypedError(null);
            }}
            error={typedError}
            errorProps={{ role: 'alert' }}
            maxLength={64}
            autoComplete="off"
            required
            w={{ base: '100%', xs: 300 }}
          />
          <Button type="submit" loading={query.isFetching} mt={{ base: 0, xs: 'xl' }}>
            {t('recall.submit')}
          </Button>
        </Group>
      </form>
      {lot !== null && query.isPending && <Loader aria-label={t('loading')} />}
      {query.isError && <ErrorAlert error={toApiError(query.error)} />}
      {query.data && (
        <Stack gap="sm">
          <Title order={3} size="h4">
            {t('recall.results', { lot: query.data.lot })}
          </Title>
          <Text size="sm" role="status">
            {query.data.exams.length === 0
              ? t('recall.empty')
              : t('recall.found', { count: query.data.exams.length })}
          </Text>
          {query.data.exams.length > 0 && (
            <>
              <RecallExamsTable recall={query.data} />
              <RecallCsvButton cnpj={cnpj} lot={query.data.lot} />
            </>
          )}
          <Title order={3} size="h4">
            {t('recall.nullified', { lot: query.data.lot })}
          </Title>
          {query.data.nullified.length === 0 ? (
            <Text size="sm">{t('recall.nullifiedEmpty')}</Text>
          ) : (
            <RecallNullifiedTable recall={query.data} />
          )}
        </Stack>
      )}
    </Stack>
  );
}

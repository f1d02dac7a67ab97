import { Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { ACCOUNT_SEARCH_LIMIT, ACCOUNT_SEARCH_MIN_LENGTH, type AccountSummary } from '@ponto/domain';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/error-alert';
import { toApiError } from '@/lib/api-error';
import { useApi } from '@/lib/services-context';
import { accountsQueryOptions } from '../api/accounts';
import { AccountsTable } from './accounts-table';
import { SuspensionModal } from './suspension-modal';

/**
 * Support staff's accounts (§6 suspension, docs/audit.md "Account suspension"): search by CPF, e-mail or
 * part of the name, then suspend with a reason or reinstate.
 */
export function AccountsPanel() {
  const { t } = useTranslation(['accounts', 'validation']);
  const api = useApi();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const [changing, setChanging] = useState<AccountSummary | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const found = useQuery(accountsQueryOptions(api, query));
  const error = found.isError ? toApiError(found.error) : null;
  const serverQueryError = error?.fields.find((f) => f.field === 'q');

  function search(event: FormEvent) {
    event.preventDefault();
    const trimmed = text.trim();
    const short = [...trimmed].length < ACCOUNT_SEARCH_MIN_LENGTH;
    setTooShort(short);
    setDone(null);
    if (!short) setQuery(trimmed);
  }

  const inputError = tooShort
    ? t('validation:searchTooShort', { min: ACCOUNT_SEARCH_MIN_LENGTH })
    : serverQueryError
      ? t(serverQueryError.messageKey, serverQueryError.params ?? {})
      : undefined;

  return (
    <Stack gap="md">
      <Text size="sm">{t('intro')}</Text>
      <form onSubmit={search} noValidate>
        <Group align="flex-start">
          <TextInput
            label={t('search.label')}
            description={t('search.description')}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            error={inputError}
            style={{ flex: 1, minWidth: 240 }}
          />
          <Button type="submit" mt={46}>
            {t('search.submit')}
          </Button>
        </Group>
      </form>
      {done && (
        <Text role="status" size="sm">
          {done}
        </Text>
      )}
      {found.isFetching && (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text size="sm">{t('loading')}</Text>
        </Group>
      )}
      {error && !serverQueryError && <ErrorAlert error={error} />}
      {found.data && found.data.items.length === 0 && <Text>{t('empty')}</Text>}
      {found.data && found.data.items.length > 0 && (
        <>
          {found.data.items.length >= ACCOUNT_SEARCH_LIMIT && (
            <Text size="sm">{t('limited', { count: ACCOUNT_SEARCH_LIMIT })}</Text>
          )}
          <AccountsTable accounts={found.data.items} onChange={setChanging} />
        </>
      )}
      <SuspensionModal
        account={changing}
        onClose={() => setChanging(null)}
        onDone={(account) => {
          setChanging(null);
          setDone(t(account.suspended ? 'reinstate.done' : 'suspend.done', { name: account.name }));
        }}
      />
    </Stack>
  );
}

import { Button, Group, Loader, Stack, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/error-alert';
import { ApiError, toApiError } from '@/lib/api-error';
import { useApi } from '@/lib/services-context';
import { leafletByLotQueryOptions } from '../api/leaflets';
import { checkLot, leafletLanguage, lookupFailure } from '../model/lot-lookup';
import { LeafletView } from './leaflet-view';

/**
 * The lot code field and the leaflet it selects. `requested` is the lot asked for (the page keeps it in
 * the address, ?lote=, so a link opens it); its problem shows under the field until the field is edited.
 */
export function LeafletLookup({
  requested,
  onRequest,
}: {
  requested: string;
  onRequest: (lot: string) => void;
}) {
  const { t, i18n } = useTranslation(['leaflets', 'validation']);
  const [typed, setTyped] = useState(requested);
  // An empty field is never put in the address: its problem is kept here.
  const [emptySent, setEmptySent] = useState(false);
  const checked = requested ? checkLot(requested) : null;
  const lot = checked && 'lot' in checked ? checked.lot : null;
  const query = useQuery({
    ...leafletByLotQueryOptions(useApi(), lot ?? '', leafletLanguage(i18n.language)),
    enabled: lot !== null,
  });

  const failure = query.isError ? lookupFailure(toApiError(query.error)) : null;
  const sent = emptySent ? checkLot('') : checked;
  const problem =
    sent && 'problem' in sent ? sent.problem : failure && 'field' in failure ? failure.field : null;
  const showProblem = problem && typed.trim() === (emptySent ? '' : requested.trim());

  function submit(event: FormEvent) {
    event.preventDefault();
    const lot = typed.trim();
    setEmptySent(lot === '');
    if (lot) onRequest(lot);
  }

  return (
    <Stack gap="lg">
      <form onSubmit={submit} noValidate>
        <Group align="flex-start" gap="sm">
          <TextInput
            label={t('field')}
            description={t('fieldHint')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            error={showProblem ? t(problem.messageKey, problem.params ?? {}) : null}
            errorProps={{ role: 'alert' }}
            maxLength={64}
            autoComplete="off"
            required
            w={{ base: '100%', xs: 320 }}
          />
          <Button type="submit" loading={query.isFetching} mt={{ base: 0, xs: 'xl' }}>
            {t('submit')}
          </Button>
        </Group>
      </form>
      {lot !== null && query.isPending && <Loader aria-label={t('loading')} />}
      {failure && 'code' in failure && <ErrorAlert error={new ApiError(failure.code, 0)} />}
      {query.data && <LeafletView leaflet={query.data} />}
    </Stack>
  );
}

import { Button, Group, Loader, Modal, NativeSelect, Paper, Stack, Text, TextInput } from '@mantine/core';
import {
  type FieldError,
  formatCnpj,
  isTransferable,
  localised,
  type StockLot,
  type StockTransferBody,
} from '@ponto/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/error-alert';
import { type ApiError, toApiError } from '@/lib/api-error';
import { useApi } from '@/lib/services-context';
import { stockKey, stockQueryOptions, transferStock } from '../api/stock';
import { formatDay } from '../model/dates';
import { messagesByField } from '../model/field-messages';
import {
  checkTransfer,
  emptyTransferDraft,
  quantityInput,
  type TransferDraft,
} from '../model/transfer-draft';

type Destination = { cnpj: string; name: string };

/**
 * The transfer form: lot (those with valid capsules), destination of the network, quantity. Checked with
 * the domain's rules, confirmed in a dialog, then sent; the server's field problems show at their fields.
 */
export function TransferForm({
  cnpj,
  destinations,
  onStart,
  onDone,
}: {
  cnpj: string;
  destinations: readonly Destination[];
  onStart: () => void;
  onDone: (message: string) => void;
}) {
  const { t, i18n } = useTranslation(['stock', 'validation', 'errors', 'common']);
  const api = useApi();
  const queryClient = useQueryClient();
  const stock = useQuery(stockQueryOptions(api, cnpj));
  const [draft, setDraft] = useState<TransferDraft>(emptyTransferDraft);
  const [problems, setProblems] = useState<FieldError[]>([]);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [confirming, setConfirming] = useState<StockTransferBody | null>(null);

  const lots = (stock.data?.lots ?? []).filter(isTransferable);
  const lot: StockLot | undefined = lots.find((l) => l.id === draft.lotId);
  const destination = destinations.find((d) => d.cnpj === draft.toCnpj);
  const examOf = (l: StockLot) => localised(l.examName, i18n.language);

  const send = useMutation({
    mutationFn: (body: StockTransferBody) => transferStock(api, cnpj, body),
    onSuccess: (transfer) => {
      void queryClient.invalidateQueries({ queryKey: stockKey(cnpj) });
      setDraft(emptyTransferDraft());
      onDone(
        t('transfer.done', {
          quantity: transfer.quantity,
          lot: transfer.lotNumber,
          workplace: transfer.workplace.name,
        }),
      );
    },
    onError: (cause) => {
      const error = toApiError(cause);
      setProblems(error.fields);
      setFailure(error.fields.length === 0 ? error : null);
      // The lot may have changed under us (another transfer, an exam): show it as it is now.
      void queryClient.invalidateQueries({ queryKey: stockKey(cnpj) });
    },
    onSettled: () => setConfirming(null),
  });

  const messages = messagesByField(problems, (key, params) => t(key, params) as string);
  const update = (patch: Partial<TransferDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setProblems((current) => current.filter((p) => !(p.field in patch)));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    onStart();
    setFailure(null);
    const checked = checkTransfer(draft, { fromCnpj: cnpj, lot });
    if ('problems' in checked) {
      setProblems(checked.problems);
      return;
    }
    setProblems([]);
    setConfirming(checked.body);
  }

  if (stock.isPending) return <Loader aria-label={t('loading')} />;
  if (stock.isError) return <ErrorAlert error={toApiError(stock.error)} />;
  if (lots.length === 0) return <Text size="sm">{t('transfer.noLots')}</Text>;

  return (
    <Paper withBorder p="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Group align="flex-start" gap="sm" wrap="wrap">
            <NativeSelect
              label={t('transfer.lot')}
              data={[
                { value: '', label: t('transfer.chooseLot') },
                ...lots.map((l) => ({
                  value: l.id,
                  label: t('transfer.lotOption', {
                    exam: examOf(l),
                    lot: l.lotNumber,
                    quantity: l.quantity,
                    expiresOn: formatDay(l.expiresOn, i18n.language),
                  }),
                })),
              ]}
              value={draft.lotId}
              onChange={(event) => update({ lotId: event.currentTarget.value })}
              error={messages.lotId}
              required
              w={{ base: '100%', md: 460 }}
            />
            <NativeSelect
              label={t('transfer.destination')}
              data={[
                { value: '', label: t('transfer.chooseDestination') },
                ...destinations.map((d) => ({ value: d.cnpj, label: `${d.name} (${formatCnpj(d.cnpj)})` })),
              ]}
              value={draft.toCnpj}
              onChange={(event) => update({ toCnpj: event.currentTarget.value })}
              error={messages.toCnpj}
              required
              w={{ base: '100%', md: 360 }}
            />
            <TextInput
              label={t('transfer.quantity')}
              description={lot ? t('transfer.available', { quantity: lot.quantity }) : undefined}
              value={draft.quantity}
              onChange={(event) => update({ quantity: quantityInput(event.currentTarget.value) })}
              error={messages.quantity}
              inputMode="numeric"
              autoComplete="off"
              required
              w={{ base: '100%', xs: 200 }}
            />
          </Group>
          {problems.length > 0 && (
            <Text size="sm" c="red.8" role="alert">
              {t('transfer.fixFields')}
            </Text>
          )}
          {failure && <ErrorAlert error={failure} />}
          <Button type="submit" w="fit-content" loading={send.isPending}>
            {t('transfer.submit')}
          </Button>
        </Stack>
      </form>
      <Modal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t('transfer.confirmTitle')}
        closeButtonProps={{ 'aria-label': t('common:close') }}
        centered
      >
        <Stack gap="md">
          <Text size="sm">
            {t('transfer.confirmText', {
              quantity: confirming?.quantity ?? 0,
              exam: lot ? examOf(lot) : '',
              lot: lot?.lotNumber ?? '',
              workplace: destination?.name ?? '',
            })}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(null)}>
              {t('transfer.confirmBack')}
            </Button>
            <Button loading={send.isPending} onClick={() => confirming && send.mutate(confirming)}>
              {t('transfer.confirmSubmit')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}

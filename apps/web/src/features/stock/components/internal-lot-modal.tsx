import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { type InternalLotBody, internalLotBodySchema, type StockLot, zodIssueKey } from '@ponto/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/error-alert';
import { type ApiError, toApiError } from '@/lib/api-error';
import { useApi } from '@/lib/services-context';
import { setInternalLot, stockKey } from '../api/stock';

/** Sets the workplace's own number for a lot (PUT /stock/lots/:id/internal-lot), in a dialog. */
export function InternalLotModal({
  cnpj,
  lot,
  onClose,
  onSaved,
}: {
  cnpj: string;
  lot: StockLot | null;
  onClose: () => void;
  onSaved: (lot: StockLot) => void;
}) {
  const { t } = useTranslation(['stock', 'common']);
  return (
    <Modal
      opened={lot !== null}
      onClose={onClose}
      title={t('batches.editTitle', { lot: lot?.lotNumber ?? '' })}
      closeButtonProps={{ 'aria-label': t('common:close') }}
      centered
    >
      {lot && <InternalLotForm key={lot.id} cnpj={cnpj} lot={lot} onClose={onClose} onSaved={onSaved} />}
    </Modal>
  );
}

function InternalLotForm({
  cnpj,
  lot,
  onClose,
  onSaved,
}: {
  cnpj: string;
  lot: StockLot;
  onClose: () => void;
  onSaved: (lot: StockLot) => void;
}) {
  const { t } = useTranslation(['stock', 'validation', 'errors']);
  const api = useApi();
  const queryClient = useQueryClient();
  const [value, setValue] = useState(lot.internalLot);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const save = useMutation({
    mutationFn: (body: InternalLotBody) => setInternalLot(api, cnpj, lot.id, body),
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: stockKey(cnpj) });
      onSaved(saved);
    },
    onError: (cause) => {
      const error = toApiError(cause);
      const atField = error.fields.filter((f) => f.field === 'internalLot');
      setFieldError(atField[0] ? t(atField[0].messageKey, atField[0].params ?? {}) : null);
      setFailure(atField.length > 0 ? null : error);
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const parsed = internalLotBodySchema.safeParse({ internalLot: value });
    if (!parsed.success) {
      setFieldError(t(`validation:${zodIssueKey(parsed.error.issues[0]!)}`));
      return;
    }
    setFieldError(null);
    save.mutate(parsed.data);
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('batches.editField')}
          description={t('batches.editHint')}
          value={value}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            setFieldError(null);
          }}
          error={fieldError}
          errorProps={{ role: 'alert' }}
          maxLength={40}
          autoComplete="off"
          required
          data-autofocus
        />
        {failure && <ErrorAlert error={failure} />}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('batches.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('batches.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { type InternalControlRow, localised } from '@ponto/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/error-alert';
import { toApiError } from '@/lib/api-error';
import { useApi } from '@/lib/services-context';
import { grantOverride, qualityKey } from '../api/quality';

const MIN_REASON = 5;

/** A manager lets one patient exam run on a locked reader and exam, with the reason on record. */
export function OverrideModal({
  cnpj,
  row,
  onClose,
}: {
  cnpj: string;
  row: InternalControlRow | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation(['quality', 'validation', 'common']);
  const api = useApi();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const grant = useMutation({
    mutationFn: (target: InternalControlRow) =>
      grantOverride(api, cnpj, {
        readerCode: target.reader.code,
        examId: target.exam.id,
        reason: reason.trim(),
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: qualityKey(cnpj) });
      close();
    },
    onError: (cause) => {
      const field = toApiError(cause).fields.find((f) => f.field === 'reason');
      if (field) setReasonError(t(field.messageKey, field.params ?? {}));
    },
  });
  function close() {
    setReason('');
    setReasonError(null);
    grant.reset();
    onClose();
  }
  function submit(event: FormEvent) {
    event.preventDefault();
    if (reason.trim().length < MIN_REASON) {
      setReasonError(t('validation:overrideReasonTooShort'));
      return;
    }
    if (row) grant.mutate(row);
  }
  const failure =
    grant.isError && toApiError(grant.error).fields.length === 0 ? toApiError(grant.error) : null;
  return (
    <Modal
      opened={row !== null}
      onClose={close}
      title={t('override.title')}
      closeButtonProps={{ 'aria-label': t('common:close') }}
      centered
    >
      {row && (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text size="sm">
              {t('override.text', { reader: row.reader.code, exam: localised(row.exam.name, i18n.language) })}
            </Text>
            <Textarea
              label={t('override.reason')}
              value={reason}
              onChange={(e) => {
                setReason(e.currentTarget.value);
                setReasonError(null);
              }}
              error={reasonError}
              errorProps={{ role: 'alert' }}
              maxLength={500}
              rows={3}
              required
              data-autofocus
            />
            {failure && <ErrorAlert error={failure} />}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close}>
                {t('back')}
              </Button>
              <Button type="submit" loading={grant.isPending}>
                {t('override.confirm')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}

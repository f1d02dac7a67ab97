import { Alert, Button, Checkbox, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { type AccountSummary, type SuspensionReason, suspensionReasons } from '@ponto/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/error-alert';
import { toApiError } from '@/lib/api-error';
import { useApi } from '@/lib/services-context';
import { accountsKey, setSuspension } from '../api/accounts';

/**
 * Suspend an account (a reason from the fixed list and a confirmation are required) or lift its suspension,
 * asked first. The server writes the audit entry with the change, or answers AUDIT_UNAVAILABLE and changes
 * nothing: shown here like any other error.
 */
export function SuspensionModal({
  account,
  onClose,
  onDone,
}: {
  account: AccountSummary | null;
  onClose: () => void;
  onDone: (account: AccountSummary) => void;
}) {
  const { t } = useTranslation(['accounts', 'common']);
  const mode = account?.suspended ? 'reinstate' : 'suspend';
  return (
    <Modal
      opened={account !== null}
      onClose={onClose}
      title={t(`${mode}.title`, { name: account?.name ?? '' })}
      closeButtonProps={{ 'aria-label': t('common:close') }}
      size="lg"
      centered
    >
      {account && <SuspensionForm key={account.id} account={account} onCancel={onClose} onDone={onDone} />}
    </Modal>
  );
}

function SuspensionForm({
  account,
  onCancel,
  onDone,
}: {
  account: AccountSummary;
  onCancel: () => void;
  onDone: (account: AccountSummary) => void;
}) {
  const { t } = useTranslation(['accounts', 'validation']);
  const api = useApi();
  const queryClient = useQueryClient();
  const suspending = !account.suspended;
  const [reason, setReason] = useState<SuspensionReason | ''>('');
  const [confirmed, setConfirmed] = useState(false);
  const [checked, setChecked] = useState(false);
  const change = useMutation({
    mutationFn: () =>
      setSuspension(
        api,
        account.id,
        suspending ? { suspended: true, reason: reason as SuspensionReason } : { suspended: false },
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: accountsKey });
      onDone(account);
    },
  });
  const error = change.isError ? toApiError(change.error) : null;
  const serverReasonError = error?.fields.find((f) => f.field === 'reason');
  const reasonError = checked && !reason ? t('validation:required') : undefined;
  const confirmError = checked && !confirmed ? t('accounts:suspend.confirmRequired') : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (suspending && (!reason || !confirmed)) return;
    change.mutate();
  }

  return (
    <form onSubmit={submit} noValidate aria-busy={change.isPending}>
      <Stack gap="md">
        {suspending ? (
          <>
            <Alert color="red" variant="light">
              <Text size="sm">{t('accounts:suspend.text')}</Text>
            </Alert>
            <Radio.Group
              label={t('accounts:suspend.reason')}
              withAsterisk
              value={reason}
              onChange={(value) => setReason(value as SuspensionReason)}
              error={
                reasonError ??
                (serverReasonError
                  ? t(serverReasonError.messageKey, serverReasonError.params ?? {})
                  : undefined)
              }
            >
              <Stack gap="xs" mt="xs">
                {suspensionReasons.map((code) => (
                  <Radio key={code} value={code} label={t(`accounts:suspend.reasons.${code}`)} />
                ))}
              </Stack>
            </Radio.Group>
            <Checkbox
              label={t('accounts:suspend.confirm')}
              checked={confirmed}
              onChange={(event) => setConfirmed(event.currentTarget.checked)}
              error={confirmError}
            />
          </>
        ) : (
          <Text size="sm">{t('accounts:reinstate.text')}</Text>
        )}
        {error && !serverReasonError && <ErrorAlert error={error} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t(suspending ? 'accounts:suspend.cancel' : 'accounts:reinstate.cancel')}
          </Button>
          <Button type="submit" color={suspending ? 'red.8' : undefined} loading={change.isPending}>
            {t(suspending ? 'accounts:suspend.submit' : 'accounts:reinstate.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

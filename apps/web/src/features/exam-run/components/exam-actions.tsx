import { Alert, Button, Group, Modal, Paper, Rating, Stack, Text, Textarea, Title } from '@mantine/core';
import type { ExamRunDetail } from '@ponto/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/error-alert';
import { examRequestKey, examRunCalls } from '@/entities/exam-request/api';
import { toApiError } from '@/lib/api-error';
import { useApi } from '@/lib/services-context';

type Call = 'cancel' | 'continue' | 'recollect' | 'rate';

/**
 * What the user can do with the exam now, each checked again by the server: decide after an early capsule
 * removal (continue or recollect), cancel with a confirmation, ask for a recollect with a reason, rate it.
 */
export function ExamActions({ detail, cnpj }: { detail: ExamRunDetail; cnpj: string }) {
  const { t } = useTranslation(['examRun', 'errors', 'common']);
  const api = useApi();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<'cancel' | 'recollect' | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const action = useMutation({
    mutationFn: ({ call, value }: { call: Call; value?: string | number }) => {
      if (call === 'cancel') return examRunCalls.cancel(api, cnpj, detail.id);
      if (call === 'continue') return examRunCalls.continue(api, cnpj, detail.id);
      if (call === 'recollect')
        return examRunCalls.recollect(api, cnpj, detail.id, value as string | undefined);
      return examRunCalls.rate(api, cnpj, detail.id, value as number);
    },
    onSuccess: (next) => {
      queryClient.setQueryData(examRequestKey(cnpj, detail.id), next);
      setDialog(null);
      setReason('');
    },
  });
  const invalidReport = detail.state === 'invalid' || detail.state === 'invalidatedBySoftware';
  const error = action.error ? toApiError(action.error) : null;
  const reasonRefused = error?.fields.some((f) => f.field === 'reason') ?? false;

  function askRecollect() {
    const text = reason.trim();
    if (!text && !invalidReport && !detail.awaitingDecision) {
      setReasonError(t('examRun:recollect.reasonRequired'));
      return;
    }
    setReasonError(null);
    action.mutate({ call: 'recollect', value: text || undefined });
  }

  return (
    <Stack gap="md">
      {detail.awaitingDecision && (
        <Alert color="red" variant="light" title={t('errors:CAPSULE_REMOVED_DURING_PROCESSING.title')}>
          <Stack gap="sm">
            <Text size="sm">{t('examRun:decision.text')}</Text>
            <Group gap="sm">
              <Button onClick={() => action.mutate({ call: 'continue' })} loading={action.isPending}>
                {t('examRun:decision.continue')}
              </Button>
              <Button variant="default" onClick={() => action.mutate({ call: 'recollect' })}>
                {t('examRun:decision.recollect')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
      {detail.state === 'ready' && (
        <Paper withBorder p="md">
          <Stack gap="xs">
            <Title order={2} size="h4">
              {t('examRun:rating.title')}
            </Title>
            {detail.rating ? (
              <Text size="sm">{t('examRun:rating.done', { rating: detail.rating })}</Text>
            ) : (
              <Rating
                count={5}
                onChange={(value) => action.mutate({ call: 'rate', value })}
                aria-label={t('examRun:rating.label')}
                getSymbolLabel={(value) => t('examRun:rating.value', { count: value })}
              />
            )}
          </Stack>
        </Paper>
      )}
      {error && !reasonRefused && dialog === null && <ErrorAlert error={error} />}
      <Group gap="sm">
        {detail.canRecollect && !detail.awaitingDecision && (
          <Button variant="light" onClick={() => setDialog('recollect')}>
            {t('examRun:recollect.open')}
          </Button>
        )}
        {detail.canCancel && (
          <Button variant="light" color="red" onClick={() => setDialog('cancel')}>
            {t('examRun:cancel.open')}
          </Button>
        )}
      </Group>
      <Modal
        opened={dialog === 'cancel'}
        onClose={() => setDialog(null)}
        title={t('examRun:cancel.title')}
        closeButtonProps={{ 'aria-label': t('common:close') }}
        centered
      >
        <Stack gap="md">
          <Text size="sm">{t('examRun:cancel.text')}</Text>
          {error && dialog === 'cancel' && <ErrorAlert error={error} />}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setDialog(null)}>
              {t('examRun:cancel.keep')}
            </Button>
            <Button color="red" loading={action.isPending} onClick={() => action.mutate({ call: 'cancel' })}>
              {t('examRun:cancel.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal
        opened={dialog === 'recollect'}
        onClose={() => setDialog(null)}
        title={t('examRun:recollect.title')}
        closeButtonProps={{ 'aria-label': t('common:close') }}
        centered
      >
        <Stack gap="md">
          <Text size="sm">{t('examRun:recollect.text')}</Text>
          <Textarea
            label={t('examRun:recollect.reason')}
            description={invalidReport ? t('examRun:recollect.reasonOptional') : undefined}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            maxLength={200}
            error={reasonError ?? (reasonRefused ? t('examRun:recollect.reasonRequired') : undefined)}
            required={!invalidReport}
            autosize
            minRows={2}
          />
          {error && !reasonRefused && dialog === 'recollect' && <ErrorAlert error={error} />}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setDialog(null)}>
              {t('examRun:recollect.back')}
            </Button>
            <Button loading={action.isPending} onClick={askRecollect}>
              {t('examRun:recollect.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

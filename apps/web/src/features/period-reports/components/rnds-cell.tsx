import { Button, Group, Stack, Text } from '@mantine/core';
import type { MandatoryNotificationItem } from '@ponto/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/error-alert';
import { toApiError } from '@/lib/api-error';
import { saveFile } from '@/lib/save-file';
import { useApi } from '@/lib/services-context';
import { rndsDocumentPath, sendToRnds } from '../api/period-reports';

/**
 * One notification's RNDS actions (docs/rnds.md): its document, for everyone who reads the report; the send,
 * for managers and only when the server can send; the latest send's outcome. A line RNDS does not take
 * says so instead.
 */
export function RndsCell({
  cnpj,
  item,
  canSend,
}: {
  cnpj: string;
  item: MandatoryNotificationItem;
  canSend: boolean;
}) {
  const { t, i18n } = useTranslation('notificationsReport');
  const api = useApi();
  const queryClient = useQueryClient();
  const code = item.row.code;
  const download = useMutation({
    mutationFn: async () =>
      saveFile(
        await api.blob(rndsDocumentPath(item.examRequestId), { headers: { cnpj } }),
        `rnds-${code}.json`,
      ),
  });
  const send = useMutation({
    mutationFn: () => sendToRnds(api, cnpj, item.examRequestId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['notificationsReport', cnpj] }),
  });
  if (!item.rndsDocument) return <Text size="sm">{t('rnds.notAccepted')}</Text>;
  const last = send.data ?? item.rndsLastSend;
  const when = last ? new Date(last.sentAt).toLocaleString(i18n.language) : '';
  return (
    <Stack gap={4} align="flex-start">
      <Group gap="xs" wrap="nowrap">
        <Button
          size="compact-sm"
          variant="default"
          onClick={() => download.mutate()}
          loading={download.isPending}
          aria-label={t('rnds.documentOf', { code })}
        >
          {t('rnds.document')}
        </Button>
        {canSend && (
          <Button
            size="compact-sm"
            onClick={() => send.mutate()}
            loading={send.isPending}
            aria-label={t('rnds.sendOf', { code })}
          >
            {t('rnds.send')}
          </Button>
        )}
      </Group>
      {last && (
        <Text size="sm" role="status" c={last.status === 'sent' ? undefined : 'red.8'}>
          {last.status === 'sent'
            ? t('rnds.sent', { date: when, id: last.rndsId ?? '' })
            : t('rnds.failed', { date: when, error: last.error ?? '' })}
        </Text>
      )}
      {download.isError && <ErrorAlert error={toApiError(download.error)} />}
      {send.isError && <ErrorAlert error={toApiError(send.error)} />}
    </Stack>
  );
}

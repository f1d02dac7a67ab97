import { Badge, Button, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { type Hl7MessageStatus, type Hl7MessageView, hl7ResendableStatuses } from '@ponto/domain';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/error-alert';
import { LoadMore } from '@/components/ui/load-more';
import { PagedTable } from '@/components/ui/paged-table';
import { toApiError } from '@/lib/api-error';
import { useApi } from '@/lib/services-context';
import { hl7Key, hl7MessagesQueryOptions, resendHl7Message } from '../api/hl7';

const statusColor: Record<Hl7MessageStatus, string> = {
  pending: 'blue.9',
  delivered: 'teal.9',
  rejected: 'orange.9',
  failed: 'red.9',
};

const resendable = (message: Hl7MessageView) =>
  (hl7ResendableStatuses as readonly Hl7MessageStatus[]).includes(message.status);

/**
 * The HL7 message log, newest first: exam and protocol, state, attempts, the last ACK (code and text) or why
 * none came, the next attempt and the times; a failed or rejected message can be sent again.
 */
export function MessageLog({ cnpj }: { cnpj: string }) {
  const { t, i18n } = useTranslation('settings');
  const api = useApi();
  const queryClient = useQueryClient();
  const query = useInfiniteQuery(hl7MessagesQueryOptions(api, cnpj));
  const resend = useMutation({
    mutationFn: (id: string) => resendHl7Message(api, cnpj, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...hl7Key(cnpj), 'messages'] }),
  });
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'medium' });
  const at = (iso: string | null) => (iso ? when.format(new Date(iso)) : '—');
  if (query.isPending) return <Loader aria-label={t('hl7.loading')} />;
  if (query.isError) return <ErrorAlert error={toApiError(query.error)} />;
  const items = query.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <Text size="sm">{t('hl7.noMessages')}</Text>;
  return (
    <Stack gap="sm">
      <PagedTable
        label={t('hl7.caption')}
        caption={t('hl7.caption')}
        minWidth={1000}
        tableProps={{ verticalSpacing: 'xs', 'data-testid': 'hl7-log' }}
        columns={[
          t('hl7.exam'),
          t('hl7.state'),
          t('hl7.attempts'),
          t('hl7.lastAnswer'),
          t('hl7.nextAttempt'),
          t('hl7.times'),
          t('hl7.actions'),
        ]}
        rows={items}
        rowKey={(message) => message.id}
        cells={(message) => (
          <>
            <Table.Th scope="row" fw={400}>
              <Group gap={6} wrap="nowrap">
                <Text size="sm">{message.examCode}</Text>
                {message.corrected && (
                  <Badge color="violet.9" variant="light" size="sm">
                    {t('hl7.corrected')}
                  </Badge>
                )}
              </Group>
              <Text size="xs">{message.protocolNumber}</Text>
            </Table.Th>
            <Table.Td>
              <Badge color={statusColor[message.status]} variant="light">
                {t(`hl7.status.${message.status}`)}
              </Badge>
            </Table.Td>
            <Table.Td>{message.attempts}</Table.Td>
            <Table.Td style={{ wordBreak: 'break-word' }}>
              {message.lastError ?? message.lastAckCode ?? '—'}
            </Table.Td>
            <Table.Td>{at(message.nextAttemptAt)}</Table.Td>
            <Table.Td>
              <Text size="xs">{t('hl7.createdAt', { at: at(message.createdAt) })}</Text>
              {message.lastAttemptAt && (
                <Text size="xs">{t('hl7.lastAttemptAt', { at: at(message.lastAttemptAt) })}</Text>
              )}
              {message.deliveredAt && (
                <Text size="xs">{t('hl7.deliveredAt', { at: at(message.deliveredAt) })}</Text>
              )}
            </Table.Td>
            <Table.Td>
              {resendable(message) && (
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => resend.mutate(message.id)}
                  loading={resend.isPending && resend.variables === message.id}
                  aria-label={t('hl7.resendFor', {
                    protocol: message.protocolNumber,
                    exam: message.examCode,
                  })}
                >
                  {t('hl7.resend')}
                </Button>
              )}
            </Table.Td>
          </>
        )}
        footer={<LoadMore query={query} label={t('hl7.more')} />}
      />
      {resend.isError && <ErrorAlert error={toApiError(resend.error)} />}
      {resend.isSuccess && (
        <Text size="sm" role="status">
          {t('hl7.resent')}
        </Text>
      )}
    </Stack>
  );
}

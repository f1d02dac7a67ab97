import { Alert, Loader, Stack, Tabs, Text } from '@mantine/core';
import type { CriticalNotice, CriticalNoticeStatus } from '@ponto/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/error-alert';
import { toApiError } from '@/lib/api-error';
import { useApi } from '@/lib/services-context';
import { criticalNoticesQueryOptions } from '../api/critical-notices';
import { AcknowledgeDialog } from './acknowledge-dialog';
import { CriticalNoticeCard } from './critical-notice-card';

/** The workplace's critical notices: waiting ones first, each acknowledged in a dialog; then the history. */
export function CriticalNoticesList({ cnpj }: { cnpj: string }) {
  const { t } = useTranslation('results');
  const api = useApi();
  const [tab, setTab] = useState<CriticalNoticeStatus>('open');
  const [acknowledging, setAcknowledging] = useState<CriticalNotice | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const open = useQuery(criticalNoticesQueryOptions(api, cnpj, 'open'));
  return (
    <Stack gap="md">
      {done && (
        <Alert color="green" variant="light" role="status">
          {done}
        </Alert>
      )}
      <Tabs value={tab} onChange={(value) => setTab((value as CriticalNoticeStatus) ?? 'open')}>
        <Tabs.List>
          <Tabs.Tab value="open">{t('notices.tabs.open', { count: open.data?.items.length ?? 0 })}</Tabs.Tab>
          <Tabs.Tab value="acknowledged">{t('notices.tabs.acknowledged')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="open" pt="md">
          <NoticesOf cnpj={cnpj} status="open" onAcknowledge={setAcknowledging} />
        </Tabs.Panel>
        <Tabs.Panel value="acknowledged" pt="md">
          {tab === 'acknowledged' && <NoticesOf cnpj={cnpj} status="acknowledged" />}
        </Tabs.Panel>
      </Tabs>
      <AcknowledgeDialog
        cnpj={cnpj}
        notice={acknowledging}
        onClose={() => setAcknowledging(null)}
        onDone={(saved) => {
          setAcknowledging(null);
          setDone(t('notices.dialog.done', { patient: saved.patientName }));
        }}
      />
    </Stack>
  );
}

function NoticesOf({
  cnpj,
  status,
  onAcknowledge,
}: {
  cnpj: string;
  status: CriticalNoticeStatus;
  onAcknowledge?: (notice: CriticalNotice) => void;
}) {
  const { t } = useTranslation('results');
  const api = useApi();
  const query = useQuery(criticalNoticesQueryOptions(api, cnpj, status));
  if (query.isPending)
    return (
      <Stack align="center" py="md" role="status">
        <Loader size="sm" aria-hidden />
        <Text size="sm">{t('notices.loading')}</Text>
      </Stack>
    );
  if (query.isError) return <ErrorAlert error={toApiError(query.error)} />;
  if (query.data.items.length === 0) return <Text c="dimmed">{t(`notices.empty.${status}`)}</Text>;
  return (
    <Stack gap="sm">
      {query.data.items.map((notice) => (
        <CriticalNoticeCard key={notice.id} notice={notice} onAcknowledge={onAcknowledge} />
      ))}
    </Stack>
  );
}

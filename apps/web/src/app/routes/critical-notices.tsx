import { Alert, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LiveIndicator } from '@/components/ui/live-indicator';
import { CriticalNoticesList } from '@/features/critical-values';
import { useSession } from '@/lib/services-context';

/** /valores-criticos: critical values waiting until someone records who was told, live (docs/results.md). */
export default function CriticalNoticesPage() {
  const { t } = useTranslation('results');
  const workplace = useSession()?.currentWorkplace ?? null;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <div>
          <Title order={1} size="h2">
            {t('notices.title')}
          </Title>
          <Text c="dimmed">{t('notices.intro')}</Text>
        </div>
        <LiveIndicator />
      </Group>
      {workplace ? (
        <CriticalNoticesList cnpj={workplace.cnpj} />
      ) : (
        <Alert color="blue">{t('check.noWorkplace')}</Alert>
      )}
    </Stack>
  );
}

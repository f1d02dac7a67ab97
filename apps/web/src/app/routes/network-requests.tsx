import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NetworkCheck } from '@/features/network-check';
import { useSession } from '@/lib/services-context';

/**
 * /networkRequests (public, §2): the network check before signing in — the API and the live WebSocket from
 * this browser; the broker itself is checked once signed in (it takes the session's token).
 */
export default function NetworkRequestsPage() {
  const { t } = useTranslation('network');
  const cnpj = useSession()?.currentWorkplace?.cnpj ?? null;
  return (
    <Stack gap="lg" maw={860} mx="auto" p="md">
      <div>
        <Title order={1} size="h2">
          {t('check.title')}
        </Title>
        <Text c="dimmed">{t('check.intro')}</Text>
        {!cnpj && <Text size="sm">{t('check.publicNote')}</Text>}
      </div>
      <NetworkCheck cnpj={cnpj} />
    </Stack>
  );
}

import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NetworkCheck } from '@/features/network-check';
import { useSession } from '@/lib/services-context';

/** /verificar-rede: §2 'Network check' (the path is ours: §2 names the screen without one). */
export default function NetworkCheckPage() {
  const { t } = useTranslation('network');
  const session = useSession();
  return (
    <Stack gap="lg" maw={860}>
      <div>
        <Title order={1} size="h2">
          {t('check.title')}
        </Title>
        <Text c="dimmed">{t('check.intro')}</Text>
      </div>
      <NetworkCheck cnpj={session?.currentWorkplace?.cnpj ?? null} />
    </Stack>
  );
}

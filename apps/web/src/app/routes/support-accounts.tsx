import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AccountsPanel } from '@/features/accounts';

/** /suporte/contas (Ponto's support staff only, by the route guard): find an account, suspend or reinstate it. */
export default function SupportAccountsPage() {
  const { t } = useTranslation('accounts');
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      <AccountsPanel />
    </Stack>
  );
}

import { Alert, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NullifiedList, NullifyForm } from '@/features/nullify';
import { useSession } from '@/lib/services-context';

/** /anular (§2 capsule nullification). */
export default function NullifyPage() {
  const { t } = useTranslation('nullify');
  const workplace = useSession()?.currentWorkplace ?? null;
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <Text c="dimmed">{t('intro')}</Text>
      </div>
      {workplace ? (
        <>
          <NullifyForm cnpj={workplace.cnpj} />
          <NullifiedList cnpj={workplace.cnpj} />
        </>
      ) : (
        <Alert color="blue">{t('noWorkplace')}</Alert>
      )}
    </Stack>
  );
}

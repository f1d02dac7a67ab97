import { Alert, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RecollectList } from '@/features/recollect';
import { useSession } from '@/lib/services-context';

/** /recoleta (§2 recollect list). */
export default function RecollectPage() {
  const { t } = useTranslation('examRun');
  const workplace = useSession()?.currentWorkplace ?? null;
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t('recollectList.title')}
        </Title>
        <Text c="dimmed">{t('recollectList.intro')}</Text>
      </div>
      {workplace ? <RecollectList cnpj={workplace.cnpj} /> : <Alert color="blue">{t('noWorkplace')}</Alert>}
    </Stack>
  );
}

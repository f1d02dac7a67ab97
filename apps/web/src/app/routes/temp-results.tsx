import { Alert, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LiveIndicator } from '@/components/ui/live-indicator';
import { ResultCheckList } from '@/features/results';
import { useSession } from '@/lib/services-context';

/** /temp-results (§2 result double-check): the lab analyst's list of results to confirm, live (§4, §6). */
export default function TempResultsPage() {
  const { t } = useTranslation('results');
  const workplace = useSession()?.currentWorkplace ?? null;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <div>
          <Title order={1} size="h2">
            {t('check.title')}
          </Title>
          <Text c="dimmed">{t('check.intro')}</Text>
        </div>
        <LiveIndicator />
      </Group>
      {workplace ? (
        <ResultCheckList cnpj={workplace.cnpj} />
      ) : (
        <Alert color="blue">{t('check.noWorkplace')}</Alert>
      )}
    </Stack>
  );
}

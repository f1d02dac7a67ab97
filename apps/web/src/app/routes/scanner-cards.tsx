import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LiveIndicator } from '@/components/ui/live-indicator';
import { paths } from '@/config/paths';
import { ReadersPanel } from '@/features/readers';
import { useSession } from '@/lib/services-context';

/**
 * /scanner-cards (§2, guarded like /home): the workplace's readers as cards with their actions, on a page
 * of their own so a bookmark or a kiosk tab can stay on it. /visualizar-scanners is the read-only view.
 */
export default function ScannerCardsPage() {
  const { t } = useTranslation('readers');
  const session = useSession();
  const workplace = session?.currentWorkplace ?? null;
  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          {t('view.title')}
        </Title>
        <LiveIndicator />
      </Group>
      {workplace ? (
        <>
          <Text c="dimmed">{t('view.workplace', { name: workplace.name })}</Text>
          <ReadersPanel cnpj={workplace.cnpj} />
        </>
      ) : (
        <Alert color="blue" variant="light" title={t('view.noWorkplaceTitle')}>
          <Stack gap="sm">
            <Text size="sm">{t('view.noWorkplace')}</Text>
            <Button component={Link} to={paths.home} w="fit-content">
              {t('view.chooseWorkplace')}
            </Button>
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}

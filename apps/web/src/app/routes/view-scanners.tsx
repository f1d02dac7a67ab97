import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LiveIndicator } from '@/components/ui/live-indicator';
import { loginWithReturn, paths } from '@/config/paths';
import { ReadersPanel } from '@/features/readers';
import { useSession } from '@/lib/services-context';

/**
 * /visualizar-scanners (§2, no guard): the readers of the current workplace, live. The API answers only
 * with a session, so someone signed out is told so and offered the login (which brings them back here).
 */
export default function ViewScannersPage() {
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
      {!session ? (
        <Alert color="blue" variant="light" title={t('view.signedOutTitle')}>
          <Stack gap="sm">
            <Text size="sm">{t('view.signedOut')}</Text>
            <Button component={Link} to={loginWithReturn(paths.viewScanners)} w="fit-content">
              {t('view.signIn')}
            </Button>
          </Stack>
        </Alert>
      ) : !workplace ? (
        <Alert color="blue" variant="light" title={t('view.noWorkplaceTitle')}>
          <Stack gap="sm">
            <Text size="sm">{t('view.noWorkplace')}</Text>
            <Button component={Link} to={paths.home} w="fit-content">
              {t('view.chooseWorkplace')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <>
          <Text c="dimmed">{t('view.workplace', { name: workplace.name })}</Text>
          <ReadersPanel cnpj={workplace.cnpj} manage={false} />
        </>
      )}
    </Stack>
  );
}

import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/services-context';
import { useCurrentArea } from '../layouts/root-layout';

/**
 * A screen that belongs to a later version: routed and guarded already, and honest that there is nothing
 * here yet. Never a screen that pretends.
 */
export default function NotAvailablePage() {
  const { t } = useTranslation('routes');
  const area = useCurrentArea();
  const session = useSession();
  const training = session?.user.status === 'TRAINING';
  return (
    <Paper withBorder p="xl" radius="md" maw={640}>
      <Stack>
        <Title order={1} size="h2">
          {area ? t(`areas.${area}`) : t('notAvailable.title')}
        </Title>
        <Text>{t('notAvailable.message')}</Text>
        {training && area === 'training' && <Text>{t('notAvailable.inTraining')}</Text>}
        <Text c="dimmed" size="sm">
          {t('notAvailable.detail')}
        </Text>
        {!training && (
          <Button component={Link} to={session ? paths.home : paths.login} variant="default" w="fit-content">
            {session ? t('notAvailable.backHome') : t('notAvailable.toLogin')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

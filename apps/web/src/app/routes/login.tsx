import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoginForm } from '@/features/auth';
import { useCustomization } from '@/lib/customization';

/** / , /login and any unknown path (§2). */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  const customization = useCustomization();
  return (
    <Stack maw={440} mx="auto" gap="lg">
      <Paper withBorder p="xl" radius="md">
        <Stack gap="lg">
          <div>
            <Title order={1} size="h2">
              {t('login.title')}
            </Title>
            <Text c="dimmed" size="sm">
              {t('login.subtitle')}
            </Text>
          </div>
          <LoginForm />
        </Stack>
      </Paper>
      {customization.data?.patientPortalUrl && (
        <Text ta="center" size="sm">
          {t('login.patientQuestion')}{' '}
          <Anchor
            href={customization.data.patientPortalUrl}
            target="_blank"
            rel="noopener noreferrer"
            underline="always"
          >
            {t('login.patientPortal')}
          </Anchor>
        </Text>
      )}
    </Stack>
  );
}

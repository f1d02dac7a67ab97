import { Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ForgotPasswordForm } from '@/features/auth';

/** /senha (§2). */
export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  return (
    <Paper withBorder p="xl" radius="md" maw={480} mx="auto">
      <Stack gap="lg">
        <Title order={1} size="h2">
          {t('forgot.title')}
        </Title>
        <ForgotPasswordForm />
      </Stack>
    </Paper>
  );
}

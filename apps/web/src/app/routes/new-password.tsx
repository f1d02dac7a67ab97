import { Paper, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { NewPasswordForm } from '@/features/auth';
import { customizationQueryOptions } from '@/lib/customization';
import { useApi } from '@/lib/services-context';

/** /nova-senha?token= (§2). */
export default function NewPasswordPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const api = useApi();
  const customization = useQuery(customizationQueryOptions(api));
  const supportEmail = customization.data?.supportEmail;
  return (
    <Paper withBorder p="xl" radius="md" maw={480} mx="auto">
      <Stack gap="lg">
        <Title order={1} size="h2">
          {t('reset.title')}
        </Title>
        <NewPasswordForm
          token={params.get('token')}
          supportHref={supportEmail ? `mailto:${supportEmail}` : null}
        />
      </Stack>
    </Paper>
  );
}

import { Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/error-alert';
import { LanguageSwitcher } from '@/components/ui/language-switcher';
import { AddressFields } from '@/features/addresses';
import { PasswordForm, PersonalDataForm, profileQueryOptions } from '@/features/profile';
import { toApiError } from '@/lib/api-error';
import { useApi } from '@/lib/services-context';

/**
 * /perfil (§2 profile, any signed-in user): personal data and address, the password change and the
 * interface language. The language is the shell's switcher, which keeps it on the device and for the user
 * (PUT /auth/session/language); PUT /profile does not carry it.
 */
export default function ProfilePage() {
  const { t } = useTranslation('profile');
  const profile = useQuery(profileQueryOptions(useApi()));
  return (
    <Stack gap="lg" maw={1100}>
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      {profile.isPending && <Loader aria-label={t('loading')} />}
      {profile.isError && <ErrorAlert error={toApiError(profile.error)} />}
      {/* The address fields, composed here (features do not import each other). */}
      {profile.data && <PersonalDataForm profile={profile.data} AddressFields={AddressFields} />}
      <PasswordForm />
      <Paper withBorder p="md" component="section" aria-labelledby="profile-language" maw={560}>
        <Stack gap="xs">
          <Title order={2} size="h4" id="profile-language">
            {t('language.title')}
          </Title>
          <Text size="sm">{t('language.description')}</Text>
          <LanguageSwitcher />
        </Stack>
      </Paper>
    </Stack>
  );
}

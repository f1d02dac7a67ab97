import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../../components/ui/language-switcher';
import { WorkplaceSelect } from '../../features/workplaces/components/workplace-select';

/** /configuracoes: interface language and current workplace, both kept for the user. */
export default function SettingsPage() {
  const { t } = useTranslation('settings');
  return (
    <Stack gap="lg" maw={560}>
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      <Paper withBorder p="md" component="section" aria-labelledby="settings-language">
        <Stack gap="xs">
          <Title order={2} size="h4" id="settings-language">
            {t('language.title')}
          </Title>
          <Text size="sm">{t('language.description')}</Text>
          <LanguageSwitcher />
        </Stack>
      </Paper>
      <Paper withBorder p="md" component="section" aria-labelledby="settings-workplace">
        <Stack gap="xs">
          <Title order={2} size="h4" id="settings-workplace">
            {t('workplace.title')}
          </Title>
          <Text size="sm">{t('workplace.description')}</Text>
          <WorkplaceSelect />
        </Stack>
      </Paper>
    </Stack>
  );
}

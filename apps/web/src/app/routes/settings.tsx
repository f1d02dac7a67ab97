import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '@/components/ui/language-switcher';
import { CriticalRangesSettings } from '@/features/critical-values';
import { Hl7Settings } from '@/features/hl7';
import { ReportLogoSettings } from '@/features/report-logo';
import { WebhooksSettings } from '@/features/webhooks';
import { WorkplaceSelect } from '@/features/workplaces';
import { useSession } from '@/lib/services-context';

/**
 * /configuracoes: interface language and current workplace, both kept for the user; for managers, the
 * workplace's report logo, critical ranges, webhooks and laboratory system (HL7).
 */
export default function SettingsPage() {
  const { t } = useTranslation('settings');
  const session = useSession();
  const cnpj = session?.currentWorkplace?.cnpj;
  return (
    <Stack gap="lg" maw={960}>
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      <Paper withBorder p="md" component="section" aria-labelledby="settings-language" maw={560}>
        <Stack gap="xs">
          <Title order={2} size="h4" id="settings-language">
            {t('language.title')}
          </Title>
          <Text size="sm">{t('language.description')}</Text>
          <LanguageSwitcher />
        </Stack>
      </Paper>
      <Paper withBorder p="md" component="section" aria-labelledby="settings-workplace" maw={560}>
        <Stack gap="xs">
          <Title order={2} size="h4" id="settings-workplace">
            {t('workplace.title')}
          </Title>
          <Text size="sm">{t('workplace.description')}</Text>
          <WorkplaceSelect />
        </Stack>
      </Paper>
      {session?.user.manager && cnpj && <ReportLogoSettings cnpj={cnpj} />}
      {session?.user.manager && cnpj && <CriticalRangesSettings cnpj={cnpj} />}
      {session?.user.manager && cnpj && <WebhooksSettings cnpj={cnpj} />}
      {session?.user.manager && cnpj && <Hl7Settings cnpj={cnpj} />}
    </Stack>
  );
}

import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ControlSampleModePanel } from '@/features/control-samples';
import { QualityNav, QualitySummary } from '@/features/quality';
import { useSession } from '@/lib/services-context';

/** /qualidade (§2 quality assurance): where things stand, the sections, and control-sample mode (§4). */
export default function QualityPage() {
  const { t } = useTranslation('quality');
  const cnpj = useSession()?.currentWorkplace?.cnpj ?? null;
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      <QualityNav />
      {cnpj ? (
        <>
          <QualitySummary cnpj={cnpj} />
          {/* Features do not import each other: the route composes the two. */}
          <ControlSampleModePanel />
        </>
      ) : (
        <Text>{t('noWorkplace')}</Text>
      )}
    </Stack>
  );
}

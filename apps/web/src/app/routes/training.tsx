import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TrainingOverview } from '../../features/training/components/training-overview';

/** /treinamento (§2 training trails and courses with certificate download; docs/training.md). */
export default function TrainingPage() {
  const { t } = useTranslation('training');
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      <TrainingOverview />
    </Stack>
  );
}

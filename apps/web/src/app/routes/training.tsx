import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { TrainingOverview, TrainingRequiredNotice } from '@/features/training';
import { noticeOf } from '../access';

/** /treinamento (§2 training trails and courses with certificate download; docs/training.md). */
export default function TrainingPage() {
  const { t } = useTranslation('training');
  const location = useLocation();
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      {noticeOf(location.state) === 'TRAINING_REQUIRED' && <TrainingRequiredNotice />}
      <TrainingOverview />
    </Stack>
  );
}

import { Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/error-alert';
import { useApi } from '@/lib/services-context';
import { trainingQueryOptions } from '../api/training';
import { trainingLoadError } from './load-error';
import { TrailCard } from './trail-card';

/** §2 /treinamento: the user's trails with progress, and each course's status, grade and certificate. */
export function TrainingOverview() {
  const { t } = useTranslation('training');
  const query = useQuery(trainingQueryOptions(useApi()));
  if (query.isPending) return <Loader aria-label={t('loading')} />;
  if (query.isError) return <ErrorAlert error={trainingLoadError(query.error)} />;
  const { status, trails } = query.data;
  return (
    <Stack gap="md">
      <Text>{t(`statusIntro.${status}`)}</Text>
      {trails.length === 0 && <Text>{t('empty')}</Text>}
      {trails.map((trail) => (
        <TrailCard key={trail.id} trail={trail} />
      ))}
    </Stack>
  );
}

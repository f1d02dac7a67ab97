import { Alert, Text } from '@mantine/core';
import { errorAdviceKey, errorTitleKey } from '@ponto/domain';
import { useTranslation } from 'react-i18next';

/**
 * Said on /treinamento when a guard sent a user in training away from a clinical screen, so the detour
 * is not a mystery: the §8 TRAINING_REQUIRED title and advice the API answers with too.
 */
export function TrainingRequiredNotice() {
  const { t } = useTranslation('errors');
  return (
    <Alert color="blue" variant="light" title={t(errorTitleKey('TRAINING_REQUIRED'))} role="status">
      <Text size="sm">{t(errorAdviceKey('TRAINING_REQUIRED'))}</Text>
    </Alert>
  );
}

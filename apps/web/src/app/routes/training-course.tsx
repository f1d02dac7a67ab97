import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { CoursePage } from '@/features/training';

/** /treinamento/curso?id=… : a course's lessons and quiz (docs/training.md). */
export default function TrainingCoursePage() {
  const { t } = useTranslation('training');
  const id = useSearchParams()[0].get('id');
  if (!id)
    return (
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <Text>{t('coursePage.missing')}</Text>
        <Anchor component={Link} to={paths.training} underline="always" w="fit-content">
          {t('coursePage.back')}
        </Anchor>
      </Stack>
    );
  return <CoursePage key={id} courseId={id} />;
}

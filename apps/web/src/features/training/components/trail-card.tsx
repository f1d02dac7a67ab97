import { Badge, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { localised, type TrainingTrailView } from '@ponto/domain';
import { useTranslation } from 'react-i18next';
import { CourseItem } from './course-item';

/** A trail with its completion and its courses in order; a pending one (continued training owed) stands out. */
export function TrailCard({ trail }: { trail: TrainingTrailView }) {
  const { t, i18n } = useTranslation('training');
  const title = localised(trail.title, i18n.language);
  return (
    <Paper
      component="section"
      aria-label={title}
      withBorder
      p="md"
      radius="md"
      style={trail.pending ? { borderColor: 'var(--mantine-color-red-9)', borderWidth: 2 } : undefined}
    >
      <Stack gap="sm">
        <Group gap="xs" wrap="wrap">
          <Title order={2} size="h3">
            {title}
          </Title>
          {trail.pending && (
            <Badge color="red.9" variant="filled" style={{ textTransform: 'none' }}>
              {t('trail.pending')}
            </Badge>
          )}
        </Group>
        <Text size="sm">
          {t(`kinds.${trail.kind}`)} · {localised(trail.description, i18n.language)}
        </Text>
        <Group gap="sm" wrap="nowrap">
          <Progress
            value={trail.completion}
            aria-label={t('trail.progressLabel', { trail: title })}
            color="teal.9"
            style={{ flex: 1 }}
          />
          <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
            {t('trail.completion', { percent: trail.completion })}
          </Text>
        </Group>
        <Stack
          component="ol"
          gap="xs"
          aria-label={t('trail.courses', { trail: title })}
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {trail.courses.map((course) => (
            <CourseItem key={course.id} course={course} />
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}

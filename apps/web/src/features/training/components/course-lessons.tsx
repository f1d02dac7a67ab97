import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { localised, type TrainingCourseView } from '@ponto/domain';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The lessons one at a time (a stepper): previous, next, and the quiz after the last one. */
export function CourseLessons({
  lessons,
  onDone,
}: {
  lessons: TrainingCourseView['lessons'];
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation('training');
  const [index, setIndex] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  // Moving to another lesson puts the reader at its title (not on first render: the page's h1 comes first).
  const go = (next: number) => {
    setIndex(next);
    requestAnimationFrame(() => heading.current?.focus());
  };
  const lesson = lessons[index];
  const last = index >= lessons.length - 1;
  return (
    <Stack gap="sm" component="section" aria-labelledby="training-lessons-heading">
      <Title order={2} size="h3" id="training-lessons-heading">
        {t('coursePage.lessonsHeading')}
      </Title>
      {lesson && (
        <Paper withBorder p="md" radius="sm">
          <Stack gap="xs">
            <Text size="sm">{t('coursePage.lessonOf', { n: index + 1, total: lessons.length })}</Text>
            <Title order={3} size="h4" ref={heading} tabIndex={-1}>
              {localised(lesson.title, i18n.language)}
            </Title>
            <Text style={{ whiteSpace: 'pre-line' }}>{localised(lesson.body, i18n.language)}</Text>
          </Stack>
        </Paper>
      )}
      <Group gap="sm">
        {index > 0 && (
          <Button variant="default" onClick={() => go(index - 1)}>
            {t('coursePage.previous')}
          </Button>
        )}
        {last ? (
          <Button onClick={onDone}>{t('coursePage.toQuiz')}</Button>
        ) : (
          <Button onClick={() => go(index + 1)}>{t('coursePage.next')}</Button>
        )}
      </Group>
    </Stack>
  );
}

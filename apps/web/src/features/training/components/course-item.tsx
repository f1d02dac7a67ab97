import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { localised, type TrainingCourseSummary } from '@ponto/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { courseActions, courseStatusBadge } from '../model/course-status';
import { CertificateButton } from './certificate-button';

/** One course of a trail: position, title, workload, lessons, status and best grade; open it or its certificate. */
export function CourseItem({ course }: { course: TrainingCourseSummary }) {
  const { t, i18n } = useTranslation('training');
  const title = localised(course.title, i18n.language);
  const badge = courseStatusBadge(course.status);
  const actions = courseActions(course);
  return (
    <Paper component="li" withBorder p="sm" radius="sm">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4} style={{ flex: '1 1 18rem' }}>
          <Group gap="xs" wrap="wrap">
            <Title order={3} size="h5">
              {t('course.position', { position: course.position })}: {title}
            </Title>
            <Badge color={badge.color} variant="filled" style={{ textTransform: 'none' }}>
              {t(badge.key)}
            </Badge>
          </Group>
          <Text size="sm">
            {t('course.workload', { minutes: course.workloadMinutes })} ·{' '}
            {t('course.lessons', { count: course.lessonCount })} ·{' '}
            {course.bestGrade === null ? t('course.noGrade') : t('course.grade', { grade: course.bestGrade })}
          </Text>
          {!actions.open && <Text size="sm">{t('course.lockedHint')}</Text>}
        </Stack>
        <Group gap="xs" wrap="wrap">
          {actions.open && (
            <Button
              component={Link}
              to={`${paths.trainingCourse}?id=${encodeURIComponent(course.id)}`}
              size="xs"
              variant={actions.review ? 'default' : 'filled'}
              aria-label={t(actions.review ? 'course.reviewNamed' : 'course.openNamed', { course: title })}
            >
              {t(actions.review ? 'course.review' : 'course.open')}
            </Button>
          )}
          {actions.certificate && <CertificateButton course={course} />}
        </Group>
      </Group>
    </Paper>
  );
}

import { Anchor, Loader, Stack, Text, Title } from '@mantine/core';
import { localised, type QuizAttemptResult } from '@ponto/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '@/components/ui/error-alert';
import { paths } from '@/config/paths';
import { useApi, useServices } from '@/lib/services-context';
import { courseQueryOptions, readSession, trainingKey } from '../api/training';
import { CourseLessons } from './course-lessons';
import { CourseQuiz } from './course-quiz';
import { trainingLoadError } from './load-error';
import { QuizResult } from './quiz-result';

type Phase =
  | { kind: 'lessons' }
  | { kind: 'quiz'; round: number }
  | { kind: 'result'; result: QuizAttemptResult; round: number };

/** /treinamento/curso: a course's lessons, then its quiz, then the result (retry until passed). */
export function CoursePage({ courseId }: { courseId: string }) {
  const { t, i18n } = useTranslation('training');
  const api = useApi();
  const services = useServices();
  const queryClient = useQueryClient();
  const query = useQuery(courseQueryOptions(api, courseId));
  const [phase, setPhase] = useState<Phase>({ kind: 'lessons' });

  async function onResult(result: QuizAttemptResult, round: number) {
    setPhase({ kind: 'result', result, round });
    await queryClient.invalidateQueries({ queryKey: trainingKey });
    // The guard and the menu read the status from the session: read it again when the attempt changed it.
    if (result.statusChanged)
      await readSession(api)
        .then((session) => services.updateSession(session))
        .catch(() => undefined);
  }

  const back = (
    <Anchor component={Link} to={paths.training} underline="always" w="fit-content">
      {t('coursePage.back')}
    </Anchor>
  );
  if (query.isPending)
    return (
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <Loader aria-label={t('loading')} />
      </Stack>
    );
  if (query.isError)
    return (
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <ErrorAlert error={trainingLoadError(query.error)} />
        {back}
      </Stack>
    );
  const course = query.data;
  return (
    <Stack gap="lg">
      {back}
      <div>
        <Title order={1} size="h2">
          {localised(course.title, i18n.language)}
        </Title>
        <Text size="sm">
          {t('coursePage.summary', {
            trail: localised(course.trail.title, i18n.language),
            minutes: course.workloadMinutes,
            passGrade: course.passGrade,
          })}
        </Text>
      </div>
      {phase.kind === 'lessons' && (
        <CourseLessons lessons={course.lessons} onDone={() => setPhase({ kind: 'quiz', round: 0 })} />
      )}
      {phase.kind === 'quiz' && (
        <CourseQuiz
          key={phase.round}
          course={course}
          onResult={(result) => onResult(result, phase.round)}
          onReview={() => setPhase({ kind: 'lessons' })}
        />
      )}
      {phase.kind === 'result' && (
        <QuizResult
          result={phase.result}
          onRetry={() => setPhase({ kind: 'quiz', round: phase.round + 1 })}
        />
      )}
    </Stack>
  );
}

import { Button, Group, Radio, Stack, Text, Title } from '@mantine/core';
import { localised, type QuizAttemptResult, type TrainingCourseView } from '@ponto/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/error-alert';
import { type ApiError, toApiError } from '@/lib/api-error';
import { useApi } from '@/lib/services-context';
import { submitAttempt } from '../api/training';
import { choose, emptyDraft, problemsByQuestion, type QuizDraft } from '../model/quiz-draft';

/**
 * The quiz as radio groups; unanswered questions go to the server as null so that it names them (answers.N)
 * and each message shows under its question.
 */
export function CourseQuiz({
  course,
  onResult,
  onReview,
}: {
  course: TrainingCourseView;
  onResult: (result: QuizAttemptResult) => Promise<void> | void;
  onReview: () => void;
}) {
  const { t, i18n } = useTranslation(['training', 'validation']);
  const api = useApi();
  const [draft, setDraft] = useState<QuizDraft>(() => emptyDraft(course.quiz.length));
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [sending, setSending] = useState(false);
  const problems = problemsByQuestion(failure?.fields ?? []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSending(true);
    setFailure(null);
    try {
      await onResult(await submitAttempt(api, course.id, { answers: draft }));
    } catch (cause) {
      setFailure(toApiError(cause));
    } finally {
      setSending(false);
    }
  }

  const general = problems.get(-1);
  return (
    <form onSubmit={submit} noValidate aria-labelledby="training-quiz-heading">
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id="training-quiz-heading">
            {t('coursePage.quizHeading')}
          </Title>
          <Text size="sm">{t('coursePage.quizIntro', { passGrade: course.passGrade })}</Text>
        </div>
        {course.quiz.map((question, index) => {
          const problem = problems.get(index);
          return (
            <Radio.Group
              // biome-ignore lint/suspicious/noArrayIndexKey: questions have no id; their order is fixed
              key={index}
              label={`${t('coursePage.question', { n: index + 1 })}: ${localised(question.question, i18n.language)}`}
              value={draft[index] === null ? null : String(draft[index])}
              onChange={(value) => setDraft((current) => choose(current, index, Number(value)))}
              error={problem ? t(problem.messageKey, problem.params ?? {}) : undefined}
            >
              <Stack gap={6} mt="xs">
                {question.options.map((option, optionIndex) => (
                  <Radio
                    // biome-ignore lint/suspicious/noArrayIndexKey: options have no id; their order is fixed
                    key={optionIndex}
                    value={String(optionIndex)}
                    label={localised(option, i18n.language)}
                  />
                ))}
              </Stack>
            </Radio.Group>
          );
        })}
        {general && (
          <Text c="red.9" size="sm">
            {t(general.messageKey, general.params ?? {})}
          </Text>
        )}
        {failure && failure.fields.length === 0 && <ErrorAlert error={failure} />}
        <Group gap="sm">
          <Button type="submit" loading={sending}>
            {t('coursePage.submit')}
          </Button>
          <Button variant="default" onClick={onReview}>
            {t('coursePage.review')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

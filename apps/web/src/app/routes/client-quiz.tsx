import { Alert, Button, Fieldset, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { type ClientQuizView, type FieldError, localised } from '@ponto/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorAlert } from '@/components/ui/error-alert';
import { clientQuizQueryOptions, submitClientQuiz } from '@/features/client-quiz';
import { QuestionInput, quizAnswersForSubmission } from '@/features/new-exam';
import { ApiError, toApiError } from '@/lib/api-error';
import { useApi } from '@/lib/services-context';

type Answers = Record<string, Record<string, unknown>>;

/**
 * /clientquiz?token= (public, §2): the patient answers the questionnaire of their pre-exam from the link
 * the workplace sent, without signing in (docs/client-quiz.md).
 */
export default function ClientQuizPage() {
  const { t } = useTranslation('clientQuiz');
  const token = useSearchParams()[0].get('token') ?? '';
  const api = useApi();
  const query = useQuery({ ...clientQuizQueryOptions(api, token), enabled: token !== '' });
  return (
    <Paper withBorder p="xl" radius="md" maw={720} mx="auto">
      <Stack gap="lg">
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        {token === '' ? (
          <ErrorAlert error={new ApiError('CLIENT_QUIZ_LINK_INVALID', 404)} />
        ) : query.isPending ? (
          <Loader aria-label={t('loading')} />
        ) : query.isError ? (
          <ErrorAlert error={toApiError(query.error)} />
        ) : (
          <QuizForm token={token} quiz={query.data} />
        )}
      </Stack>
    </Paper>
  );
}

function QuizForm({ token, quiz }: { token: string; quiz: ClientQuizView }) {
  const { t, i18n } = useTranslation(['clientQuiz', 'validation', 'ordering']);
  const api = useApi();
  const [answers, setAnswers] = useState<Answers>({});
  const [fields, setFields] = useState<FieldError[]>([]);
  const exams = quiz.exams.map((e) => ({ index: e.examIndex, quiz: e.questions }));
  const mutation = useMutation({
    mutationFn: () => submitClientQuiz(api, token, quizAnswersForSubmission(exams, answers)),
    onError: (error) => setFields(toApiError(error).fields),
    onSuccess: () => setFields([]),
  });
  const setAnswer = (index: number, id: string, value: unknown) =>
    setAnswers((current) => ({ ...current, [index]: { ...current[index], [id]: value } }));
  const messageAt = (path: string) => {
    const error = fields.find((f) => f.field === path);
    return error ? (t(error.messageKey, error.params ?? {}) as string) : undefined;
  };

  if (mutation.isSuccess) {
    return (
      <Stack gap="xs" role="status">
        <Title order={2} size="h3" c="teal.9">
          {t('thanks.title')}
        </Title>
        <Text>{t('thanks.text', { workplace: quiz.workplaceName })}</Text>
      </Stack>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate();
  };
  const error = mutation.isError ? toApiError(mutation.error) : null;
  return (
    <Stack gap="md">
      <div>
        <Text fw={600}>{t('greeting', { name: quiz.patientFirstName })}</Text>
        <Text>{t('intro', { workplace: quiz.workplaceName })}</Text>
      </div>
      {quiz.answered && <Text c="dimmed">{t('answeredBefore')}</Text>}
      {quiz.exams.length === 0 ? (
        <Text>{t('none')}</Text>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="lg">
            {quiz.exams.map((exam) => (
              <Fieldset key={exam.examIndex} legend={localised(exam.examName, i18n.language)}>
                <Stack gap="md">
                  {exam.questions.map((question) => (
                    <QuestionInput
                      key={question.id}
                      question={question}
                      value={answers[exam.examIndex]?.[question.id]}
                      onChange={(value) => setAnswer(exam.examIndex, question.id, value)}
                      error={messageAt(`answers.${exam.examIndex}.${question.id}`)}
                    />
                  ))}
                </Stack>
              </Fieldset>
            ))}
            {error &&
              (error.code === 'VALIDATION_FAILED' ? (
                <Alert color="red" variant="light" role="alert">
                  {t('fixErrors')}
                </Alert>
              ) : (
                <ErrorAlert error={error} />
              ))}
            <Button type="submit" loading={mutation.isPending} w="fit-content">
              {t('submit')}
            </Button>
          </Stack>
        </form>
      )}
    </Stack>
  );
}

import { Fieldset, Group, NativeSelect, NumberInput, Radio, Stack, Text, TextInput } from '@mantine/core';
import type { QuizQuestion } from '@ponto/domain';
import { useTranslation } from 'react-i18next';
import { maskDate } from '@/entities/patient';
import { chosenExams, localized } from '@/features/new-exam/model/order';
import { messageAt } from '../field-messages';
import type { Wizard } from '../use-wizard';
import { CatalogueGate } from './exams-step';

/** Step 8: the questionnaire of the chosen exams (§3 quiz_form), required questions enforced. */
export function QuizStep({ wizard }: { wizard: Wizard }) {
  return (
    <CatalogueGate wizard={wizard}>
      <QuizForm wizard={wizard} />
    </CatalogueGate>
  );
}

function QuizForm({ wizard }: { wizard: Wizard }) {
  const { t, i18n } = useTranslation('newExam');
  const exams = chosenExams(wizard.catalogue!, wizard.draft.order).filter((e) => e.quiz.length > 0);
  if (exams.length === 0) return <Text>{t('quiz.none')}</Text>;
  const answer = (index: number, id: string) => wizard.draft.order.quizForm[String(index)]?.[id];
  const setAnswer = (index: number, id: string, value: unknown) =>
    wizard.update((d) => {
      const key = String(index);
      const answers = { ...(d.order.quizForm[key] ?? {}), [id]: value };
      return { ...d, order: { ...d.order, quizForm: { ...d.order.quizForm, [key]: answers } } };
    });
  return (
    <Stack gap="lg">
      {exams.map((exam) => (
        <Fieldset key={exam.index} legend={localized(exam.name, i18n.language)}>
          <Stack gap="md">
            {exam.quiz.map((question) => (
              <QuestionInput
                key={question.id}
                question={question}
                value={answer(exam.index, question.id)}
                onChange={(value) => setAnswer(exam.index, question.id, value)}
                error={messageAt(
                  t,
                  wizard.errors,
                  `order.quizForm.${exam.index}.${question.id}`,
                  localized(question.label, i18n.language),
                )}
              />
            ))}
          </Stack>
        </Fieldset>
      ))}
    </Stack>
  );
}

/** One question of a questionnaire, by its type (also the /clientquiz page's). */
export function QuestionInput({
  question,
  value,
  onChange,
  error,
}: {
  question: QuizQuestion;
  value: unknown;
  onChange: (value: unknown) => void;
  error: string | undefined;
}) {
  const { t, i18n } = useTranslation(['newExam', 'patientForm']);
  const label = localized(question.label, i18n.language);
  const common = { label, error, required: question.required };
  switch (question.type) {
    case 'yesNo':
      return (
        <Radio.Group
          {...common}
          value={value === true ? 'yes' : value === false ? 'no' : ''}
          onChange={(v) => onChange(v === 'yes')}
        >
          <Group gap="lg" mt="xs">
            <Radio value="yes" label={t('quiz.yes')} />
            <Radio value="no" label={t('quiz.no')} />
          </Group>
        </Radio.Group>
      );
    case 'choice':
      return (
        <NativeSelect
          {...common}
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => onChange(e.currentTarget.value)}
          data={[
            { value: '', label: t('patientForm:choose') },
            ...(question.options ?? []).map((o) => ({
              value: o.value,
              label: localized(o.label, i18n.language),
            })),
          ]}
        />
      );
    case 'date':
      return (
        <TextInput
          {...common}
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => onChange(maskDate(e.currentTarget.value))}
          placeholder={t('patientForm:datePlaceholder')}
          inputMode="numeric"
          autoComplete="off"
        />
      );
    case 'number':
      return (
        <NumberInput
          {...common}
          value={typeof value === 'number' ? value : ''}
          onChange={(v) => onChange(typeof v === 'number' ? v : v === '' ? undefined : Number(v))}
          hideControls
        />
      );
    default:
      return (
        <TextInput
          {...common}
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => onChange(e.currentTarget.value)}
          autoComplete="off"
        />
      );
  }
}

import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { QuizAttemptResult } from '@ponto/domain';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { questionList } from '../model/quiz-draft';

/** The grade, passed or not, the questions answered wrong, a retry; and the way to /home once ACTIVE. */
export function QuizResult({ result, onRetry }: { result: QuizAttemptResult; onRetry: () => void }) {
  const { t } = useTranslation('training');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const becameActive = result.statusChanged && result.status === 'ACTIVE';
  return (
    <Stack gap="md" component="section" aria-labelledby="training-result-heading">
      <Title order={2} size="h3" id="training-result-heading" ref={heading} tabIndex={-1}>
        {t('result.heading')}
      </Title>
      <Paper withBorder p="md" radius="sm" role="status">
        <Stack gap="xs">
          <Text fw={700} size="lg">
            {t('result.grade', { grade: result.grade })}
          </Text>
          <Text>{t(result.passed ? 'result.passed' : 'result.failed', { passGrade: result.passGrade })}</Text>
          <Text>
            {result.wrong.length === 0
              ? t('result.allRight')
              : t('result.wrong', { list: questionList(result.wrong) })}
          </Text>
        </Stack>
      </Paper>
      {becameActive && (
        <Paper
          withBorder
          p="md"
          radius="sm"
          style={{ borderColor: 'var(--mantine-color-teal-9)', borderWidth: 2 }}
        >
          <Stack gap="xs">
            <Title order={3} size="h4">
              {t('result.activeTitle')}
            </Title>
            <Text>{t('result.activeText')}</Text>
            <Button component={Link} to={paths.home} w="fit-content">
              {t('result.goHome')}
            </Button>
          </Stack>
        </Paper>
      )}
      <Group gap="sm">
        {!result.passed && <Button onClick={onRetry}>{t('result.retry')}</Button>}
        <Anchor component={Link} to={paths.training} underline="always">
          {t('result.backToTrails')}
        </Anchor>
      </Group>
    </Stack>
  );
}

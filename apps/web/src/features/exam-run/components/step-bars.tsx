import { Group, Progress, Stack, Text } from '@mantine/core';
import type { ExamRunDetail } from '@ponto/domain';
import { useTranslation } from 'react-i18next';
import { stepStatuses } from '../model/progress';

/** The family's steps as bars (§2 exam progress): done, current (with the reader's percent) or to come. */
export function StepBars({ detail }: { detail: ExamRunDetail }) {
  const { t } = useTranslation(['examRun', 'domain']);
  const statuses = stepStatuses(detail);
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text fw={600}>{t('examRun:progress.title')}</Text>
        <Text size="sm" c="dimmed">
          {t('examRun:progress.percent', { percent: detail.state === 'ready' ? 100 : detail.percent })}
        </Text>
      </Group>
      <ol style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
        {statuses.map(({ step, status }) => {
          const label = t(`domain:examStep.${step}`);
          const value = status === 'done' ? 100 : status === 'current' ? Math.max(detail.percent, 5) : 0;
          return (
            <li key={step} aria-current={status === 'current' ? 'step' : undefined}>
              <Group gap="sm" wrap="nowrap">
                <Text size="sm" w={200} fw={status === 'current' ? 700 : 400}>
                  {label}
                </Text>
                <Progress
                  value={value}
                  color={status === 'done' ? 'teal' : 'cyan'}
                  striped={status === 'current'}
                  animated={status === 'current' && detail.running}
                  style={{ flex: 1 }}
                  aria-label={t('examRun:progress.stepLabel', {
                    step: label,
                    status: t(`examRun:progress.status.${status}`),
                  })}
                />
                <Text size="xs" c="dimmed" w={90}>
                  {t(`examRun:progress.status.${status}`)}
                </Text>
              </Group>
            </li>
          );
        })}
      </ol>
    </Stack>
  );
}

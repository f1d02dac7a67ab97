import { Stack, Text, Timeline, Title } from '@mantine/core';
import { type ExamRunDetail, isExamTimelineEvent } from '@ponto/domain';
import { useTranslation } from 'react-i18next';

/** The exam's story from the stored events (§2): registered, started, NFC read, capsule, steps, result. */
export function ExamTimeline({ detail }: { detail: Pick<ExamRunDetail, 'timeline'> }) {
  const { t, i18n } = useTranslation(['examRun', 'domain', 'errors']);
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'medium' });
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('examRun:timeline.title')}
      </Title>
      <Timeline bulletSize={14} lineWidth={2} active={detail.timeline.length - 1}>
        {detail.timeline.map((entry, index) => {
          const step = typeof entry.detail.step === 'string' ? t(`domain:examStep.${entry.detail.step}`) : '';
          const error = typeof entry.detail.error === 'string' ? t(`errors:${entry.detail.error}.title`) : '';
          // A server newer than this page may note an event it does not know yet: named generically, never raw.
          const type = isExamTimelineEvent(entry.type) ? entry.type : 'other';
          return (
            <Timeline.Item
              // biome-ignore lint/suspicious/noArrayIndexKey: the timeline only grows; an entry keeps its place
              key={index}
              title={t(`examRun:timeline.${type}`, { step, error })}
            >
              <Text size="xs" c="dimmed">
                <time dateTime={entry.at}>{time.format(new Date(entry.at))}</time>
              </Text>
            </Timeline.Item>
          );
        })}
      </Timeline>
    </Stack>
  );
}

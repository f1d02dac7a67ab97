import { Alert, Text } from '@mantine/core';
import type { ExamRunDetail } from '@ponto/domain';
import { useTranslation } from 'react-i18next';
import { splitSeconds, useCountdown } from '@/lib/use-countdown';

const at = (iso: string | null) => (iso ? Date.parse(iso) : null);

/**
 * §4/§9 timers, from the server's deadlines (a reload or a restart changes nothing): the capsule must go in
 * within 10 minutes of the NFC read; the user must act within 30 minutes, warned at 15 minutes left.
 */
export function ExamTimers({ detail }: { detail: ExamRunDetail }) {
  const { t } = useTranslation(['examRun', 'errors']);
  const capsuleLeft = useCountdown(detail.running ? at(detail.capsuleDeadlineAt) : null);
  const actionLeft = useCountdown(detail.running ? at(detail.actionDeadlineAt) : null);
  if (!detail.running) return null;
  return (
    <>
      {detail.capsuleDeadlineAt && (
        <Text size="sm" aria-live="off">
          {t('examRun:timers.capsule', splitSeconds(capsuleLeft))}
        </Text>
      )}
      {detail.actionDeadlineAt && !detail.warnedAt && (
        <Text size="sm" aria-live="off">
          {t('examRun:timers.action', splitSeconds(actionLeft))}
        </Text>
      )}
      {detail.actionDeadlineAt && detail.warnedAt && (
        <Alert color="red" variant="light" role="alert" title={t('errors:EXAM_TIMEOUT_WARNING.title')}>
          <Text size="sm">{t('errors:EXAM_TIMEOUT_WARNING.advice')}</Text>
          <Text size="sm" aria-live="off">
            {t('examRun:timers.action', splitSeconds(actionLeft))}
          </Text>
        </Alert>
      )}
    </>
  );
}

import { Progress, Stack, Text } from '@mantine/core';
import { CALIBRATION_CAPSULE_WINDOW_MS } from '@ponto/domain';
import { useTranslation } from 'react-i18next';
import { splitSeconds, useCountdown } from '@/lib/use-countdown';

/**
 * The 2-minute capsule window (§4), counted down from the server's deadlineAt (not from when the button was
 * pressed here, so a reload or a slow answer does not give the user time they do not have).
 */
export function CalibrationCountdown({ deadlineAt, now }: { deadlineAt: string; now?: () => number }) {
  const { t } = useTranslation('calibrations');
  const left = useCountdown(Date.parse(deadlineAt), now);
  const { minutes, seconds } = splitSeconds(left);
  const clock = `${minutes}:${String(seconds).padStart(2, '0')}`;
  const percent = Math.min(100, (left * 1000 * 100) / CALIBRATION_CAPSULE_WINDOW_MS);
  return (
    <Stack gap={4}>
      {/* Ticks every second: not announced each time (the instructions above are). */}
      <Text size="xl" fw={700} aria-live="off" data-testid="calibration-countdown">
        {left > 0 ? t('flow.timeLeft', { time: clock }) : t('flow.timeUp')}
      </Text>
      <Progress
        value={percent}
        aria-label={t('flow.timeLeftLabel')}
        color={left <= 30 ? 'red.8' : 'ponto.8'}
      />
    </Stack>
  );
}

import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/error-alert';
import type { ApiError } from '@/lib/api-error';
import { splitSeconds, useCountdown } from '@/lib/use-countdown';

export interface LoginErrorProps {
  error: ApiError;
  /** When the error arrived (epoch ms): the lockout countdown starts from it. */
  receivedAt: number;
  now?: () => number;
}

/**
 * A §8 login error: translated title and advice; a lockout counts its time left down live, a network error
 * offers a reload, the others say what to do (suspended: account manager; no workplace: support).
 */
export function LoginError({ error, receivedAt, now }: LoginErrorProps) {
  const { t } = useTranslation('auth');
  const blocked = error.code === 'AUTH_BLOCKED' && error.retryAfterSeconds !== undefined;
  const deadline = blocked ? receivedAt + (error.retryAfterSeconds ?? 0) * 1000 : null;
  const left = useCountdown(deadline, now);
  if (blocked && left === 0) {
    return (
      <Text role="status" size="sm">
        {t('login.unblocked')}
      </Text>
    );
  }
  return <ErrorAlert error={error} values={splitSeconds(left)} />;
}

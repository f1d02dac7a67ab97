import { Alert } from '@mantine/core';
import { durations, SESSION_IDLE_MS } from '@ponto/domain';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/error-alert';
import { ApiError } from '@/lib/api-error';
import type { LogoutReason } from '@/lib/session-store';
import { LoginError } from './login-error';

export interface LoginNoticesProps {
  logoutReason: LogoutReason | null;
  failure: { error: ApiError; at: number } | null;
}

/**
 * What the login says above its fields: why the last session ended, or why this attempt failed. A chunk
 * of its own (with the §8 error catalogue): the login form loads it when there is something to say.
 */
export default function LoginNotices({ logoutReason, failure }: LoginNoticesProps) {
  const { t } = useTranslation('auth');
  if (failure) {
    return (
      <div id="login-error">
        <LoginError error={failure.error} receivedAt={failure.at} />
      </div>
    );
  }
  if (logoutReason === 'expired') return <ErrorAlert error={new ApiError('AUTH_LOGIN_EXPIRED', 401)} />;
  if (logoutReason === 'suspended') return <ErrorAlert error={new ApiError('AUTH_ACCESS_SUSPENDED', 403)} />;
  if (logoutReason === 'idle') {
    return (
      <Alert role="status" color="blue" variant="light">
        {t('login.signedOutIdle', { minutes: SESSION_IDLE_MS / durations.MINUTE_MS })}
      </Alert>
    );
  }
  return null;
}

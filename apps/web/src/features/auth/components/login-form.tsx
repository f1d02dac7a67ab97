import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Group, PasswordInput, Stack } from '@mantine/core';
import { durations, isValidCpf, SESSION_IDLE_MS } from '@ponto/domain';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { paths } from '../../../config/paths';
import { ApiError, toApiError } from '../../../lib/api-error';
import { onlyDigits } from '../../../lib/masks';
import { useLogoutReason } from '../../../lib/services-context';
import { useLogin } from '../api/login';
import { DocumentInput } from './document-input';
import { LoginError } from './login-error';

// Messages are i18n keys, translated where they are shown; the CPF rule is the domain's (§5).
const loginSchema = z.object({
  document: z
    .string()
    .refine((value) => onlyDigits(value).length > 0, 'validation:required')
    .refine((value) => onlyDigits(value).length === 0 || isValidCpf(value), 'validation:invalidDocument'),
  password: z.string().min(1, 'validation:required'),
});
type LoginValues = z.infer<typeof loginSchema>;

/** Specialist login (§2): CPF with mask, password with show/hide, and every §8 login error. */
export function LoginForm() {
  const { t } = useTranslation(['auth', 'validation']);
  const loginMutation = useLogin();
  const logoutReason = useLogoutReason();
  const [failure, setFailure] = useState<{ error: ApiError; at: number } | null>(null);
  const form = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { document: '', password: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await loginMutation.mutateAsync(values);
    } catch (error) {
      setFailure({ error: toApiError(error), at: Date.now() });
      if (toApiError(error).code === 'AUTH_INVALID_CREDENTIALS') form.setValue('password', '');
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-describedby={failure ? 'login-error' : undefined}>
      <Stack gap="md">
        {logoutReason === 'expired' && !failure && (
          <ErrorAlert error={new ApiError('AUTH_LOGIN_EXPIRED', 401)} />
        )}
        {logoutReason === 'suspended' && !failure && (
          <ErrorAlert error={new ApiError('AUTH_ACCESS_SUSPENDED', 403)} />
        )}
        {logoutReason === 'idle' && !failure && (
          <Alert role="status" color="blue" variant="light">
            {t('login.signedOutIdle', { minutes: SESSION_IDLE_MS / durations.MINUTE_MS })}
          </Alert>
        )}
        {failure && (
          <div id="login-error">
            <LoginError error={failure.error} receivedAt={failure.at} />
          </div>
        )}
        <Controller
          control={form.control}
          name="document"
          render={({ field }) => (
            <DocumentInput
              {...field}
              label={t('login.document')}
              description={t('login.documentHint')}
              required
              error={errors.document?.message && t(errors.document.message)}
            />
          )}
        />
        <PasswordInput
          {...form.register('password')}
          label={t('login.password')}
          autoComplete="current-password"
          required
          error={errors.password?.message && t(errors.password.message)}
          visibilityToggleFocusable
          visibilityToggleButtonProps={{ 'aria-label': t('login.togglePassword') }}
        />
        <Group justify="space-between" wrap="wrap">
          <Anchor component={Link} to={paths.forgotPassword} size="sm">
            {t('login.forgotPassword')}
          </Anchor>
        </Group>
        <Button type="submit" loading={loginMutation.isPending} fullWidth>
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}

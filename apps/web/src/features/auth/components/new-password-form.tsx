import { Alert, Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { PASSWORD_MIN_LENGTH } from '@ponto/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '@/components/ui/error-alert';
import { paths } from '@/config/paths';
import { ApiError, toApiError } from '@/lib/api-error';
import { useConfirmPasswordReset } from '../api/password-reset';
import { resetPasswordProblems } from '../password-rules';

interface Values {
  password: string;
  confirmation: string;
}

/** /nova-senha?token= (§2): the new password twice, with the §5 rules; an expired or used link says so. */
export function NewPasswordForm({
  token,
  supportHref,
}: {
  token: string | null;
  supportHref: string | null;
}) {
  const { t } = useTranslation(['auth', 'validation']);
  const confirm = useConfirmPasswordReset();
  const [failure, setFailure] = useState<ApiError | null>(
    token ? null : new ApiError('AUTH_PASSWORD_TOKEN_EXPIRED', 400),
  );
  const [done, setDone] = useState(false);
  const form = useForm<Values>({ defaultValues: { password: '', confirmation: '' } });
  const { errors } = form.formState;
  const params = { min: PASSWORD_MIN_LENGTH };

  const submit = form.handleSubmit(async (values) => {
    form.clearErrors();
    const problems = resetPasswordProblems(values.password, values.confirmation);
    for (const problem of problems) form.setError(problem.field, { message: problem.messageKey });
    if (problems.length > 0 || !token) return;
    setFailure(null);
    try {
      await confirm.mutateAsync({ token, ...values });
      setDone(true);
    } catch (error) {
      const apiError = toApiError(error);
      for (const field of apiError.fields) {
        if (field.field === 'password' || field.field === 'confirmation')
          form.setError(field.field, { message: field.messageKey });
      }
      setFailure(apiError);
    }
  });

  if (done) {
    return (
      <Stack>
        <Alert color="green" variant="light" title={t('reset.successTitle')} role="status">
          {t('reset.success')}
        </Alert>
        <Button component={Link} to={paths.login} w="fit-content">
          {t('reset.goToLogin')}
        </Button>
      </Stack>
    );
  }

  if (failure?.code === 'AUTH_PASSWORD_TOKEN_EXPIRED') {
    return (
      <ErrorAlert error={failure}>
        <Anchor component={Link} to={paths.forgotPassword} c="red.9" underline="always">
          {t('reset.askNewLink')}
        </Anchor>
        {supportHref && (
          <Anchor href={supportHref} c="red.9" underline="always">
            {t('reset.contactSupport')}
          </Anchor>
        )}
      </ErrorAlert>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text>{t('reset.intro', params)}</Text>
        {failure && failure.code !== 'VALIDATION_FAILED' && <ErrorAlert error={failure} />}
        <PasswordInput
          {...form.register('password')}
          label={t('reset.password')}
          autoComplete="new-password"
          required
          error={errors.password?.message && t(errors.password.message, params)}
          visibilityToggleFocusable
          visibilityToggleButtonProps={{ 'aria-label': t('login.togglePassword') }}
        />
        <PasswordInput
          {...form.register('confirmation')}
          label={t('reset.confirmation')}
          autoComplete="new-password"
          required
          error={errors.confirmation?.message && t(errors.confirmation.message, params)}
          visibilityToggleFocusable
          visibilityToggleButtonProps={{ 'aria-label': t('login.togglePassword') }}
        />
        <Button type="submit" loading={confirm.isPending}>
          {t('reset.submit')}
        </Button>
      </Stack>
    </form>
  );
}

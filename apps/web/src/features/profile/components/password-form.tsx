import { Button, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import {
  type FieldError,
  PASSWORD_MIN_LENGTH,
  type PasswordChangeBody,
  passwordChangeProblems,
} from '@ponto/domain';
import { useMutation } from '@tanstack/react-query';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/error-alert';
import { type ApiError, toApiError } from '@/lib/api-error';
import { useApi } from '@/lib/services-context';
import { splitSeconds } from '@/lib/use-countdown';
import { changePassword } from '../api/profile';
import { messagesByField } from '../model/profile-draft';

const empty: PasswordChangeBody = { oldPassword: '', newPassword: '', confirmation: '' };

/**
 * §2 profile password, §5 rules: the current password, a new one of 6 or more with a letter and a number,
 * and its confirmation. A wrong current password is named at its field (and counts as a failed login on
 * the server); too many lock the account, which the error alert says with the time to wait.
 */
export function PasswordForm() {
  const { t } = useTranslation(['profile', 'validation', 'errors']);
  const api = useApi();
  const [body, setBody] = useState<PasswordChangeBody>(empty);
  const [problems, setProblems] = useState<FieldError[]>([]);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [done, setDone] = useState(false);

  const change = useMutation({
    mutationFn: (value: PasswordChangeBody) => changePassword(api, value),
    onSuccess: () => {
      setBody(empty);
      setDone(true);
    },
    onError: (cause) => {
      const error = toApiError(cause);
      setProblems(error.fields);
      setFailure(error.fields.length === 0 ? error : null);
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    setDone(false);
    const found = passwordChangeProblems(body);
    setProblems(found);
    if (found.length === 0) change.mutate(body);
  }

  const messages = messagesByField(problems, (key, params) => t(key, params) as string);
  const field = (name: keyof PasswordChangeBody) => ({
    value: body[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setBody((current) => ({ ...current, [name]: value }));
    },
    error: messages[name],
    // Mantine's PasswordInput marks the error with data-invalid only; screen readers need aria-invalid.
    'aria-invalid': messages[name] ? true : undefined,
    required: true,
    visibilityToggleButtonProps: { 'aria-label': t('password.toggle') },
  });

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="profile-password" maw={560}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id="profile-password">
            {t('password.title')}
          </Title>
          <Text size="sm">{t('password.intro', { min: PASSWORD_MIN_LENGTH })}</Text>
          <PasswordInput
            {...field('oldPassword')}
            label={t('password.old')}
            autoComplete="current-password"
          />
          <PasswordInput
            {...field('newPassword')}
            label={t('password.new')}
            description={t('password.rule', { min: PASSWORD_MIN_LENGTH })}
            autoComplete="new-password"
          />
          <PasswordInput
            {...field('confirmation')}
            label={t('password.confirmation')}
            autoComplete="new-password"
          />
          {failure && (
            // A lockout's time left as it was when refused; the advice says to wait, not a live count.
            <ErrorAlert error={failure} values={splitSeconds(failure.retryAfterSeconds ?? 0)} />
          )}
          {done && (
            <Text size="sm" fw={500} role="status">
              {t('password.done')}
            </Text>
          )}
          <Button type="submit" loading={change.isPending} w="fit-content">
            {t('password.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

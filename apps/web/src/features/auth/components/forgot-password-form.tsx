import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Radio, Stack, Text } from '@mantine/core';
import { isValidCpf } from '@ponto/domain';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { ErrorAlert } from '@/components/ui/error-alert';
import { paths } from '@/config/paths';
import { type ApiError, toApiError } from '@/lib/api-error';
import { onlyDigits } from '@/lib/masks';
import { splitSeconds, useCountdown } from '@/lib/use-countdown';
import { type ResetChannel, useRequestPasswordReset } from '../api/password-reset';
import { DocumentInput } from './document-input';

const schema = z.object({
  document: z
    .string()
    .refine((value) => onlyDigits(value).length > 0, 'validation:required')
    .refine((value) => onlyDigits(value).length === 0 || isValidCpf(value), 'validation:invalidDocument'),
  channel: z.enum(['email', 'phone']),
});
type Values = z.infer<typeof schema>;

/** /senha (§2): a link to create a new password, by e-mail or SMS; a new send only after 3 minutes (§5). */
export function ForgotPasswordForm() {
  const { t } = useTranslation(['auth', 'validation']);
  const request = useRequestPasswordReset();
  const [sent, setSent] = useState<{ sentTo?: string; resendAt: number } | null>(null);
  const [failure, setFailure] = useState<{ error: ApiError; at: number } | null>(null);
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { document: '', channel: 'email' },
  });
  const { errors } = form.formState;
  const waitDeadline =
    failure?.error.code === 'AUTH_RESEND_WAIT'
      ? failure.at + (failure.error.retryAfterSeconds ?? 0) * 1000
      : null;
  const waitLeft = useCountdown(waitDeadline);
  const resendLeft = useCountdown(sent?.resendAt ?? null);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await request.mutateAsync(values as { document: string; channel: ResetChannel });
      setSent({
        ...(answer.sentTo && { sentTo: answer.sentTo }),
        resendAt: Date.parse(answer.resendAvailableAt),
      });
    } catch (error) {
      setFailure({ error: toApiError(error), at: Date.now() });
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text>{t('forgot.intro')}</Text>
        {sent && (
          <Alert color="green" variant="light" title={t('forgot.sentTitle')} role="status">
            <Stack gap={4}>
              <Text size="sm">{t('forgot.sent')}</Text>
              {sent.sentTo && <Text size="sm">{t('forgot.sentTo', { to: sent.sentTo })}</Text>}
              {resendLeft > 0 && (
                <Text size="sm" aria-live="off">
                  {t('forgot.resendIn', splitSeconds(resendLeft))}
                </Text>
              )}
            </Stack>
          </Alert>
        )}
        {failure && (failure.error.code !== 'AUTH_RESEND_WAIT' || waitLeft > 0) && (
          <ErrorAlert error={failure.error} values={splitSeconds(waitLeft)} />
        )}
        <Controller
          control={form.control}
          name="document"
          render={({ field }) => (
            <DocumentInput
              {...field}
              label={t('login.document')}
              required
              error={errors.document?.message && t(errors.document.message)}
            />
          )}
        />
        <Controller
          control={form.control}
          name="channel"
          render={({ field }) => (
            <Radio.Group {...field} label={t('forgot.channel')} required>
              <Stack gap="xs" mt="xs">
                <Radio value="email" label={t('forgot.email')} />
                <Radio value="phone" label={t('forgot.phone')} />
              </Stack>
            </Radio.Group>
          )}
        />
        <Button type="submit" loading={request.isPending} disabled={resendLeft > 0 || waitLeft > 0}>
          {sent ? t('forgot.resend') : t('forgot.submit')}
        </Button>
        <Anchor component={Link} to={paths.login} size="sm">
          {t('forgot.backToLogin')}
        </Anchor>
      </Stack>
    </form>
  );
}

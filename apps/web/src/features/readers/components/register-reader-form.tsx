import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { errorAdviceKey, errorTitleKey } from '@ponto/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ErrorAlert } from '@/components/ui/error-alert';
import { type ApiError, toApiError } from '@/lib/api-error';
import { useRegisterReader } from '../api/register-reader';

const schema = z.object({
  code: z
    .string()
    .trim()
    .min(1, 'validation:required')
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'validation:invalid'),
});
type Values = z.infer<typeof schema>;

/** The §8 answers that are about the code typed: shown beside the field, not as a page alert. */
const fieldErrors = new Set(['READER_CODE_NOT_FOUND', 'READER_ALREADY_REGISTERED', 'VALIDATION_FAILED']);

/** 'Register reader' (§2): by the code on the reader's label; it must exist and not be registered (§5). */
export function RegisterReaderForm({ cnpj }: { cnpj: string }) {
  const { t } = useTranslation(['readers', 'validation', 'errors']);
  const register = useRegisterReader(cnpj);
  const [registered, setRegistered] = useState<string | null>(null);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { code: '' } });
  const fieldError = form.formState.errors.code?.message;

  const submit = form.handleSubmit(async ({ code }) => {
    setFailure(null);
    setRegistered(null);
    try {
      const reader = await register.mutateAsync(code);
      setRegistered(reader.code);
      form.reset();
    } catch (error) {
      const apiError = toApiError(error);
      if (fieldErrors.has(apiError.code)) form.setError('code', { message: apiError.code });
      else setFailure(apiError);
    }
  });

  const describe = (message: string) =>
    message.startsWith('validation:') ? (
      t(message)
    ) : (
      <>
        <Text span size="sm" fw={700} inherit>
          {t(errorTitleKey(message as ApiError['code']))}
        </Text>
        {'. '}
        {t(errorAdviceKey(message as ApiError['code']))}
      </>
    );

  return (
    <form onSubmit={submit} noValidate aria-labelledby="register-reader-title">
      <Stack gap="sm">
        <Text fw={700} id="register-reader-title">
          {t('register.title')}
        </Text>
        <Text size="sm" c="dimmed">
          {t('register.intro')}
        </Text>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            {...form.register('code')}
            label={t('register.code')}
            placeholder={t('register.placeholder')}
            autoComplete="off"
            required
            maw={360}
            style={{ flex: '1 1 220px' }}
            error={fieldError ? describe(fieldError) : undefined}
            errorProps={{ role: 'alert' }}
          />
          <Button type="submit" loading={register.isPending} mt={{ base: 0, xs: 25 }}>
            {t('register.submit')}
          </Button>
        </Group>
        {registered && (
          <Alert color="green" variant="light" role="status" title={t('register.doneTitle')}>
            <Text size="sm">{t('register.done', { code: registered })}</Text>
          </Alert>
        )}
        {failure && <ErrorAlert error={failure} />}
      </Stack>
    </form>
  );
}

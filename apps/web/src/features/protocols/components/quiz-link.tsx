import { Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/error-alert';
import { toApiError } from '@/lib/api-error';
import { useApi } from '@/lib/services-context';
import { createQuizLink } from '../api/quiz-link';

/**
 * The protocol sheet's 'Questionnaire link': makes the /clientquiz link of the pre-exam and shows it with a
 * copy button. No QR code: the web app has no QR library (the link is sent as text).
 */
export function QuizLink({ cnpj, preExamId }: { cnpj: string; preExamId: string }) {
  const { t, i18n } = useTranslation(['clientQuiz', 'common']);
  const api = useApi();
  const mutation = useMutation({ mutationFn: () => createQuizLink(api, cnpj, preExamId) });
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  if (mutation.isSuccess) {
    const { url, expiresAt } = mutation.data;
    return (
      <Stack gap="xs">
        <Text size="sm">{t('link.intro')}</Text>
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            label={t('link.url')}
            value={url}
            readOnly
            style={{ flex: 1 }}
            onFocus={(e) => e.currentTarget.select()}
          />
          <CopyButton value={url}>
            {({ copied, copy }) => (
              <Button variant={copied ? 'light' : 'default'} onClick={copy} aria-live="polite">
                {copied ? t('link.copied') : t('link.copy')}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Text size="sm" c="dimmed">
          {t('link.expires', { date: when.format(new Date(expiresAt)) })}
        </Text>
      </Stack>
    );
  }
  return (
    <Stack gap="xs">
      {mutation.isError && <ErrorAlert error={toApiError(mutation.error)} />}
      <Button
        variant="default"
        w="fit-content"
        onClick={() => mutation.mutate()}
        loading={mutation.isPending}
      >
        {t('link.button')}
      </Button>
    </Stack>
  );
}

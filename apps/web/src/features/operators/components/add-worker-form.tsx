import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { DOCUMENT_MAX, type FieldError, type OperatorView } from '@ponto/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/error-alert';
import { type ApiError, toApiError } from '@/lib/api-error';
import { maskCpf } from '@/lib/masks';
import { useApi } from '@/lib/services-context';
import { addWorker, operatorsKey } from '../api/operators';
import { messagesByField } from '../model/operator-draft';

/** §6 add a worker: someone who already has an account (by document) starts working at this workplace. */
export function AddWorkerForm({ cnpj, onAdded }: { cnpj: string; onAdded: (worker: OperatorView) => void }) {
  const { t } = useTranslation(['operators', 'validation', 'errors']);
  const api = useApi();
  const queryClient = useQueryClient();
  const [document, setDocument] = useState('');
  const [problems, setProblems] = useState<FieldError[]>([]);
  const [failure, setFailure] = useState<ApiError | null>(null);

  const add = useMutation({
    mutationFn: (value: string) => addWorker(api, cnpj, { document: value }),
    onSuccess: (worker) => {
      void queryClient.invalidateQueries({ queryKey: operatorsKey(cnpj) });
      setDocument('');
      onAdded(worker);
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
    if (document.trim() === '') {
      setProblems([{ field: 'document', messageKey: 'validation:required' }]);
      return;
    }
    setProblems([]);
    add.mutate(document);
  }

  const messages = messagesByField(problems, (key, params) => t(key, params) as string);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="add-worker-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id="add-worker-title">
            {t('addWorker.title')}
          </Title>
          <Text size="sm">{t('addWorker.intro')}</Text>
          <Group align="flex-start" gap="sm">
            <TextInput
              label={t('addWorker.document')}
              value={document}
              onChange={(event) => setDocument(maskCpf(event.currentTarget.value))}
              error={messages.document}
              maxLength={DOCUMENT_MAX}
              inputMode="numeric"
              autoComplete="off"
              required
              w={{ base: '100%', xs: 260 }}
            />
            <Button type="submit" loading={add.isPending} mt={{ base: 0, xs: 'xl' }}>
              {t('addWorker.submit')}
            </Button>
          </Group>
          {failure && <ErrorAlert error={failure} />}
        </Stack>
      </form>
    </Paper>
  );
}

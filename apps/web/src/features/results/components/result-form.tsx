import { Button, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { analyteField, type ExamRunDetail, localised } from '@ponto/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '@/components/ui/error-alert';
import { examProgressPath } from '@/config/paths';
import { examRequestsKey } from '@/entities/exam-request/api';
import { type ApiError, toApiError } from '@/lib/api-error';
import { examRequestKey } from '@/lib/exam-request-keys';
import { useApi } from '@/lib/services-context';
import { enterExternalResult } from '../api/results';
import { qualitativeChoices } from '../model/result-values';
import { AnalyteInput } from './analyte-input';

/**
 * §2 external exam result entry: one value per analyte of the exam (a §3 qualitative choice or a number
 * with the reference shown), when it was read, a note and interferents. The server checks everything and
 * answers field errors by analyte; nothing typed is lost on an error.
 */
export function ResultForm({ detail, cnpj }: { detail: ExamRunDetail; cnpj: string }) {
  const { t, i18n } = useTranslation(['results', 'domain', 'validation', 'errors']);
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [values, setValues] = useState<Record<string, string>>({});
  const [resultAt, setResultAt] = useState('');
  const [description, setDescription] = useState('');
  const [interferent, setInterferent] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [other, setOther] = useState<ApiError | null>(null);
  const examName = localised(detail.examName, i18n.language);

  const save = useMutation({
    mutationFn: () =>
      enterExternalResult(api, cnpj, detail.id, {
        analytes: detail.analytes.map((a) => ({ code: a.code, value: values[a.code] ?? '' })),
        ...(resultAt ? { resultAt: new Date(resultAt).toISOString() } : {}),
        ...(description.trim() ? { description: description.trim() } : {}),
        ...(interferent.trim() ? { interferent: interferent.trim() } : {}),
      }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(examRequestKey(cnpj, saved.id), saved);
      await queryClient.invalidateQueries({ queryKey: examRequestsKey(cnpj) });
      navigate(examProgressPath(saved.id));
    },
    onError: (cause) => {
      const error = toApiError(cause);
      const fields: Record<string, string> = {};
      for (const f of error.fields) fields[f.field] = t(f.messageKey, f.params);
      setErrors(fields);
      const shown = Object.keys(fields).some((f) => f === 'resultAt' || f.startsWith('analyte.'));
      setOther(shown ? null : error);
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setOther(null);
    // The same checks as the server, so an empty answer is named before the call.
    const missing: Record<string, string> = {};
    for (const a of detail.analytes)
      if (!values[a.code]?.trim()) missing[analyteField(a.code)] = t('validation:required');
    setErrors(missing);
    if (Object.keys(missing).length === 0) save.mutate();
  }

  const change = (code: string, value: string) => {
    setValues((current) => ({ ...current, [code]: value }));
    setErrors((current) => ({ ...current, [analyteField(code)]: '' }));
  };

  return (
    <Paper withBorder p="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <div>
            <Title order={2} size="h4">
              {t('results:form.title', { exam: examName })}
            </Title>
            <Text size="sm" c="dimmed">
              {t('results:form.subject', { patient: detail.patientName, protocol: detail.protocolNumber })}
            </Text>
          </div>
          {detail.analytes.map((analyte) => (
            <AnalyteInput
              key={analyte.code}
              analyte={analyte}
              value={values[analyte.code] ?? ''}
              error={errors[analyteField(analyte.code)] || undefined}
              choices={qualitativeChoices}
              onChange={(value) => change(analyte.code, value)}
            />
          ))}
          <TextInput
            type="datetime-local"
            label={t('results:form.resultAt')}
            description={t('results:form.resultAtHint')}
            value={resultAt}
            onChange={(event) => {
              setResultAt(event.currentTarget.value);
              setErrors((current) => ({ ...current, resultAt: '' }));
            }}
            error={errors.resultAt || undefined}
            w={{ base: '100%', sm: 260 }}
          />
          <Textarea
            label={t('results:form.description')}
            value={description}
            onChange={(event) => setDescription(event.currentTarget.value)}
            maxLength={500}
            autosize
            minRows={2}
          />
          <Textarea
            label={t('results:form.interferent')}
            value={interferent}
            onChange={(event) => setInterferent(event.currentTarget.value)}
            maxLength={500}
            autosize
            minRows={2}
          />
          {other && <ErrorAlert error={other} />}
          <Button type="submit" loading={save.isPending} w="fit-content">
            {t('results:form.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

import { Alert, Button, FileInput, Group, Image, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { REPORT_LOGO_MAX_KILOBYTES, reportLogoProblems } from '@ponto/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/error-alert';
import { ApiError, toApiError } from '@/lib/api-error';
import { useApi } from '@/lib/services-context';
import { removeReportLogo, reportLogoKey, reportLogoQueryOptions, saveReportLogo } from '../api/report-logo';

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** Settings for managers: the logo printed on the workplace's reports instead of the Ponto mark. */
export function ReportLogoSettings({ cnpj }: { cnpj: string }) {
  const { t } = useTranslation(['settings', 'validation']);
  const api = useApi();
  const queryClient = useQueryClient();
  const query = useQuery(reportLogoQueryOptions(api, cnpj));
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const onSaved = (notice: string) => (data: { image: string | null }) => {
    queryClient.setQueryData(reportLogoKey(cnpj), data);
    setFieldError(null);
    setNotice(notice);
  };
  const onError = (error: Error) => {
    const field = error instanceof ApiError ? error.fields.find((f) => f.field === 'image') : undefined;
    if (field) setFieldError(t(field.messageKey, field.params));
  };
  const save = useMutation({
    mutationFn: (image: string) => saveReportLogo(api, cnpj, image),
    onSuccess: onSaved(t('logo.saved')),
    onError,
  });
  const remove = useMutation({
    mutationFn: () => removeReportLogo(api, cnpj),
    onSuccess: onSaved(t('logo.removed')),
    onError,
  });

  async function choose(file: File | null) {
    setNotice(null);
    if (!file) return;
    const image = await readAsDataUrl(file);
    const [problem] = reportLogoProblems(image);
    if (problem) {
      setFieldError(t(problem.messageKey, problem.params));
      return;
    }
    setFieldError(null);
    save.mutate(image);
  }

  const failure = [save.error, remove.error].find(
    (e) => e && !(e instanceof ApiError && e.fields.length > 0),
  );
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="settings-logo" maw={560}>
      <Stack gap="sm">
        <Title order={2} size="h4" id="settings-logo">
          {t('logo.title')}
        </Title>
        <Text size="sm">{t('logo.description')}</Text>
        {query.isPending && <Loader aria-label={t('logo.loading')} />}
        {query.isError && <ErrorAlert error={toApiError(query.error)} />}
        {query.isSuccess &&
          (query.data.image ? (
            <Group gap="md" align="center">
              <Image src={query.data.image} alt={t('logo.current')} h={56} w="auto" fit="contain" />
              <Button variant="default" onClick={() => remove.mutate()} loading={remove.isPending}>
                {t('logo.remove')}
              </Button>
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              {t('logo.none')}
            </Text>
          ))}
        <FileInput
          label={t('logo.file')}
          description={t('logo.fileHint', { max: REPORT_LOGO_MAX_KILOBYTES })}
          accept="image/png,image/jpeg"
          value={null}
          onChange={(file) => void choose(file)}
          error={fieldError}
          disabled={save.isPending}
        />
        {failure && <ErrorAlert error={toApiError(failure)} />}
        {notice && (
          <Alert color="green" variant="light" role="status">
            {notice}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}

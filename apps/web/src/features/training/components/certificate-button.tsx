import { Button, Stack } from '@mantine/core';
import { localised, type TrainingCourseSummary } from '@ponto/domain';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/error-alert';
import { toApiError } from '@/lib/api-error';
import { saveFile } from '@/lib/save-file';
import { useApi } from '@/lib/services-context';
import { certificatePath } from '../api/training';

/** The certificate of a passed course as a PDF in the interface language, fetched with the session's token. */
export function CertificateButton({ course }: { course: Pick<TrainingCourseSummary, 'id' | 'title'> }) {
  const { t, i18n } = useTranslation('training');
  const api = useApi();
  const title = localised(course.title, i18n.language);
  const download = useMutation({
    mutationFn: async () =>
      saveFile(
        await api.blob(certificatePath(course.id, i18n.language)),
        `${t('course.certificateFile')}-${title
          .normalize('NFD')
          .replace(/[\u0300-\u036f]/g, '')
          .replace(/[^A-Za-z0-9]+/g, '-')}.pdf`,
      ),
  });
  return (
    <Stack gap="xs" align="flex-start">
      <Button
        variant="default"
        size="xs"
        onClick={() => download.mutate()}
        loading={download.isPending}
        aria-label={t('course.certificateNamed', { course: title })}
      >
        {t('course.certificate')}
      </Button>
      {download.isError && <ErrorAlert error={toApiError(download.error)} />}
    </Stack>
  );
}

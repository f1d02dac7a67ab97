import { Button, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/error-alert';
import { ApiError, toApiError } from '@/lib/api-error';
import { saveFile } from '@/lib/save-file';
import { useApi } from '@/lib/services-context';
import { leafletPdfPath } from '../api/leaflets';
import { leafletLanguage } from '../model/lot-lookup';

/** The leaflet as a PDF in the interface language, fetched with the session's token. */
export function LeafletPdfButton({ code }: { code: string }) {
  const { t, i18n } = useTranslation('leaflets');
  const api = useApi();
  const lang = leafletLanguage(i18n.language);
  const download = useMutation({
    mutationFn: async () =>
      saveFile(await api.blob(leafletPdfPath(code, lang)), `${t('fileName')}-${code}-${lang}.pdf`),
  });
  const failure = download.isError ? toApiError(download.error) : null;
  return (
    <Stack gap="xs" align="flex-start">
      <Button variant="default" onClick={() => download.mutate()} loading={download.isPending}>
        {t('download')}
      </Button>
      {failure && (
        <ErrorAlert
          error={
            failure.code === 'NETWORK_ERROR' ? failure : new ApiError('LEAFLET_LOAD_FAILED', failure.status)
          }
        />
      )}
    </Stack>
  );
}

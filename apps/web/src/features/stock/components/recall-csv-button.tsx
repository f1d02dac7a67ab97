import { Button, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/error-alert';
import { toApiError } from '@/lib/api-error';
import { saveFile } from '@/lib/save-file';
import { useApi } from '@/lib/services-context';
import { recallCsvPath } from '../api/stock';

/** The recall list as CSV, its header in the interface language, fetched with the session's token. */
export function RecallCsvButton({ cnpj, lot }: { cnpj: string; lot: string }) {
  const { t, i18n } = useTranslation('stock');
  const api = useApi();
  const download = useMutation({
    mutationFn: async () =>
      saveFile(
        await api.blob(recallCsvPath(lot, i18n.language), { headers: { cnpj } }),
        `${t('recall.fileName')}-${lot.replace(/[^A-Za-z0-9-]/g, '')}.csv`,
      ),
  });
  return (
    <Stack gap="xs" align="flex-start">
      <Button variant="default" onClick={() => download.mutate()} loading={download.isPending}>
        {t('recall.download')}
      </Button>
      {download.isError && <ErrorAlert error={toApiError(download.error)} />}
    </Stack>
  );
}

import { Button, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { ErrorAlert } from '@/components/ui/error-alert';
import { toApiError } from '@/lib/api-error';
import { saveFile } from '@/lib/save-file';
import { useApi } from '@/lib/services-context';

/** Downloads a report's CSV through the API client (the session's token) and saves it under `filename`. */
export function CsvButton({
  path,
  cnpj,
  filename,
  label,
}: {
  path: string;
  cnpj: string;
  filename: string;
  label: string;
}) {
  const api = useApi();
  const download = useMutation({
    mutationFn: async () => saveFile(await api.blob(path, { headers: { cnpj } }), filename),
  });
  return (
    <Stack gap="xs" align="flex-start">
      <Button variant="default" onClick={() => download.mutate()} loading={download.isPending}>
        {label}
      </Button>
      {download.isError && <ErrorAlert error={toApiError(download.error)} />}
    </Stack>
  );
}

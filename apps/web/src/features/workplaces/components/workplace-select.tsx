import { NativeSelect, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/error-alert';
import { type ApiError, toApiError } from '@/lib/api-error';
import { useSession } from '@/lib/services-context';
import { useSelectWorkplace } from '../api/select-workplace';

/** Choose the workplace you work at now (§2 Home); the server remembers it for the user. */
export function WorkplaceSelect({ description }: { description?: string }) {
  const { t } = useTranslation('shell');
  const session = useSession();
  const select = useSelectWorkplace();
  const [error, setError] = useState<ApiError | null>(null);
  if (!session) return null;
  const current = session.currentWorkplace?.cnpj ?? '';
  const options = session.availableWorkplaces.map((workplace) => ({
    value: workplace.cnpj,
    label: workplace.name,
  }));
  return (
    <Stack gap="xs">
      <NativeSelect
        label={t('workplace.label')}
        description={description}
        value={current}
        disabled={select.isPending}
        data={
          current ? options : [{ value: '', label: t('workplace.placeholder'), disabled: true }, ...options]
        }
        onChange={(event) => {
          const cnpj = event.currentTarget.value;
          if (!cnpj || cnpj === current) return;
          setError(null);
          select.mutate(cnpj, { onError: (failure) => setError(toApiError(failure)) });
        }}
      />
      {error && <ErrorAlert error={error} />}
    </Stack>
  );
}

import { Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/error-alert';
import { toApiError } from '@/lib/api-error';
import { useApi, useSession } from '@/lib/services-context';
import { destinationsQueryOptions } from '../api/stock';
import { TransferForm } from './transfer-form';
import { TransfersList } from './transfers-list';

/**
 * §2 exam transfer (/estoque?aba=transferencia): capsules of a lot to another workplace of the same network,
 * after a confirmation; then the transfers sent and received.
 */
export function TransferTab() {
  const { t } = useTranslation('stock');
  const cnpj = useSession()?.currentWorkplace?.cnpj ?? null;
  if (!cnpj) return <Text>{t('noWorkplace')}</Text>;
  return <Transfers cnpj={cnpj} />;
}

function Transfers({ cnpj }: { cnpj: string }) {
  const { t } = useTranslation('stock');
  const destinations = useQuery(destinationsQueryOptions(useApi(), cnpj));
  const [done, setDone] = useState<string | null>(null);
  const network = destinations.data?.network ?? null;
  const workplaces = destinations.data?.workplaces ?? [];
  return (
    <Stack gap="md">
      <div>
        <Title order={2} size="h3">
          {t('transfer.heading')}
        </Title>
        {network && workplaces.length > 0 && <Text size="sm">{t('transfer.intro', { network })}</Text>}
      </div>
      {destinations.isPending && <Loader aria-label={t('loading')} />}
      {destinations.isError && <ErrorAlert error={toApiError(destinations.error)} />}
      {destinations.isSuccess && workplaces.length === 0 && <Text size="sm">{t('transfer.noNetwork')}</Text>}
      {done && (
        <Paper withBorder p="sm" role="status">
          <Text size="sm" fw={500}>
            {done}
          </Text>
        </Paper>
      )}
      {workplaces.length > 0 && (
        <TransferForm cnpj={cnpj} destinations={workplaces} onStart={() => setDone(null)} onDone={setDone} />
      )}
      <TransfersList cnpj={cnpj} />
    </Stack>
  );
}

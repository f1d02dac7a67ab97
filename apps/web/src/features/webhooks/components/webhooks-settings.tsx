import { Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/error-alert';
import { toApiError } from '@/lib/api-error';
import { useApi } from '@/lib/services-context';
import { endpointsQueryOptions } from '../api/webhooks';
import { DeliveryLog } from './delivery-log';
import { EndpointForm } from './endpoint-form';
import { EndpointList } from './endpoint-list';

/** Settings for managers: the workplace's webhook endpoints and their delivery log with replay. */
export function WebhooksSettings({ cnpj }: { cnpj: string }) {
  const { t } = useTranslation('settings');
  const endpoints = useQuery(endpointsQueryOptions(useApi(), cnpj));
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="settings-webhooks">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id="settings-webhooks">
            {t('webhooks.title')}
          </Title>
          <Text size="sm">{t('webhooks.description')}</Text>
        </div>
        {endpoints.isPending && <Loader aria-label={t('webhooks.loading')} />}
        {endpoints.isError && <ErrorAlert error={toApiError(endpoints.error)} />}
        {endpoints.isSuccess && <EndpointList cnpj={cnpj} endpoints={endpoints.data.items} />}
        <EndpointForm cnpj={cnpj} />
        <Title order={3} size="h5">
          {t('webhooks.log')}
        </Title>
        {endpoints.isSuccess && <DeliveryLog cnpj={cnpj} endpoints={endpoints.data.items} />}
      </Stack>
    </Paper>
  );
}

import { Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/error-alert';
import { toApiError } from '@/lib/api-error';
import { useApi } from '@/lib/services-context';
import { hl7ConfigQueryOptions } from '../api/hl7';
import { LisConfigForm } from './lis-config-form';
import { MessageLog } from './message-log';

/** Settings for managers: the workplace's laboratory system (HL7 over MLLP) and its message log with resend. */
export function Hl7Settings({ cnpj }: { cnpj: string }) {
  const { t } = useTranslation('settings');
  const config = useQuery(hl7ConfigQueryOptions(useApi(), cnpj));
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="settings-hl7">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id="settings-hl7">
            {t('hl7.title')}
          </Title>
          <Text size="sm">{t('hl7.description')}</Text>
        </div>
        {config.isPending && <Loader aria-label={t('hl7.loading')} />}
        {config.isError && <ErrorAlert error={toApiError(config.error)} />}
        {config.isSuccess && <LisConfigForm cnpj={cnpj} saved={config.data.config} />}
        <Title order={3} size="h5">
          {t('hl7.log')}
        </Title>
        <MessageLog cnpj={cnpj} />
      </Stack>
    </Paper>
  );
}

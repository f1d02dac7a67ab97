import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AgendaCalendar } from '../../features/agenda';
import { useSession } from '../../lib/services-context';

/** /agenda (§2): the workplace's bookings by month, week or day (docs/agenda.md). */
export default function AgendaPage() {
  const { t } = useTranslation('agenda');
  const cnpj = useSession()?.currentWorkplace?.cnpj ?? null;
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      {cnpj ? <AgendaCalendar cnpj={cnpj} /> : <Text>{t('noWorkplace')}</Text>}
    </Stack>
  );
}

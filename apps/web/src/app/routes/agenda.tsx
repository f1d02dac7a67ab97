import { Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AgendaCalendar } from '@/features/agenda';
import { LanesDay, PlacesPanel } from '@/features/drive-through';
import { useSession } from '@/lib/services-context';

const DRIVE_THROUGH_TAB = 'drive-thru';

/**
 * /agenda (§2): the workplace's bookings by month, week or day, and the drive-through day with its places
 * (docs/agenda.md); ?aba=drive-thru keeps the second tab in the address so a reload stays on it.
 */
export default function AgendaPage() {
  const { t } = useTranslation('agenda');
  const session = useSession();
  const cnpj = session?.currentWorkplace?.cnpj ?? null;
  const manager = !!session?.user.manager;
  const [params, setParams] = useSearchParams();
  const tab = params.get('aba') === DRIVE_THROUGH_TAB ? DRIVE_THROUGH_TAB : 'agenda';
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      {cnpj ? (
        <Tabs
          value={tab}
          onChange={(value) =>
            setParams(value === DRIVE_THROUGH_TAB ? { aba: value } : {}, { replace: true })
          }
          keepMounted={false}
        >
          <Tabs.List aria-label={t('tabs.label')}>
            <Tabs.Tab value="agenda">{t('tabs.calendar')}</Tabs.Tab>
            <Tabs.Tab value={DRIVE_THROUGH_TAB}>{t('tabs.driveThrough')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="agenda" pt="md">
            <AgendaCalendar cnpj={cnpj} />
          </Tabs.Panel>
          <Tabs.Panel value={DRIVE_THROUGH_TAB} pt="md">
            <Stack gap="xl">
              <LanesDay cnpj={cnpj} manager={manager} />
              {manager && <PlacesPanel cnpj={cnpj} />}
            </Stack>
          </Tabs.Panel>
        </Tabs>
      ) : (
        <Text>{t('noWorkplace')}</Text>
      )}
    </Stack>
  );
}

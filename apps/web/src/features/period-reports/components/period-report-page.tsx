import { Alert, Stack, Text, Title } from '@mantine/core';
import type { ReportPeriod } from '@ponto/domain';
import { type ComponentType, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/services-context';
import { thisMonth } from '../model/period';
import { PeriodForm } from './period-form';

/**
 * A report of the current workplace over a period (§2 mandatory notifications, services, Covid-19): the
 * title and intro of its namespace, the period form, then its results once a period is applied.
 */
export function PeriodReportPage({
  namespace,
  Results,
}: {
  namespace: 'notificationsReport' | 'servicesReport' | 'covidReport';
  Results: ComponentType<{ cnpj: string; period: ReportPeriod }>;
}) {
  const { t } = useTranslation(namespace);
  const cnpj = useSession()?.currentWorkplace?.cnpj ?? null;
  const [period, setPeriod] = useState<ReportPeriod | null>(null);
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t('page.title')}
        </Title>
        <Text c="dimmed">{t('page.intro')}</Text>
      </div>
      {cnpj ? (
        <>
          <PeriodForm initial={thisMonth()} onApply={setPeriod} label={t('page.title')} />
          {period && <Results key={cnpj} cnpj={cnpj} period={period} />}
        </>
      ) : (
        <Alert color="blue">{t('page.noWorkplace')}</Alert>
      )}
    </Stack>
  );
}

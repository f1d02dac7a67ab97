import { Anchor, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '@/components/ui/error-alert';
import { paths } from '@/config/paths';
import { toApiError } from '@/lib/api-error';
import { useApi } from '@/lib/services-context';
import { internalControlQueryOptions } from '../api/quality';
import { standingCounts } from '../model/standing';

/** /qualidade at a glance: how the readers and exams stand with internal control. */
export function QualitySummary({ cnpj }: { cnpj: string }) {
  const { t } = useTranslation('quality');
  const query = useQuery(internalControlQueryOptions(useApi(), cnpj));
  if (query.isPending) return <Loader aria-label={t('loading')} />;
  if (query.isError) return <ErrorAlert error={toApiError(query.error)} />;
  const counts = standingCounts(query.data.rows, query.data.today);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="quality-summary-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="quality-summary-title">
          {t('summary.title')}
        </Title>
        <Group gap="xl" wrap="wrap">
          {(['ok', 'dueSoon', 'overdue', 'failed', 'missing'] as const).map((state) => (
            <Stack key={state} gap={0}>
              <Text fz={28} fw={700}>
                {counts[state]}
              </Text>
              <Text size="sm">{t(`summary.${state}`)}</Text>
            </Stack>
          ))}
        </Group>
        <Text size="sm">
          {query.data.lockoutEnabled
            ? t('summary.lockoutOn', { count: counts.locked })
            : t('summary.lockoutOff')}
        </Text>
        <Anchor component={Link} to={paths.qualityInternal} size="sm" underline="always">
          {t('summary.details')}
        </Anchor>
      </Stack>
    </Paper>
  );
}

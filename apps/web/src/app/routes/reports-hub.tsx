import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

const reports = [
  { key: 'reportExams', to: paths.examReport },
  { key: 'reportNotifications', to: paths.mandatoryNotifications },
  { key: 'reportServices', to: paths.servicesReport },
  { key: 'reportCovid', to: paths.covidReport },
] as const;

/** /relatorio: the workplace's reports (§2), each with what it answers. */
export default function ReportsHubPage() {
  const { t } = useTranslation(['home', 'shell']);
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t('shell:nav.reports')}
        </Title>
        <Text c="dimmed">{t('home:reportsIntro')}</Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {reports.map((report) => (
          <Paper key={report.key} withBorder p="md">
            <Anchor component={Link} to={report.to} fw={600} underline="always">
              {t(`shell:nav.${report.key}`)}
            </Anchor>
            <Text size="sm" mt={4}>
              {t(`home:reportHints.${report.key}`)}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

import { Anchor, Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { customizationQueryOptions } from '@/lib/customization';
import { useApi } from '@/lib/services-context';

/**
 * /info (public, §2): what someone checking the portal needs — version, whether the server answers now,
 * support contacts and the public pages (developer guide, API manual, report verification).
 */
export default function InfoPage() {
  const { t } = useTranslation('developerGuide');
  const api = useApi();
  const customization = useQuery(customizationQueryOptions(api));
  const ping = useQuery({
    queryKey: ['info', 'ping'],
    queryFn: async () => {
      const started = performance.now();
      await api.request('/users/ping');
      return Math.round(performance.now() - started);
    },
    retry: false,
  });
  return (
    <Stack gap="lg" maw={760} mx="auto" p="md">
      <Title order={1} size="h2">
        {t('info.title')}
      </Title>
      <Paper withBorder p="md" component="section" aria-labelledby="info-system">
        <Title order={2} size="h4" id="info-system" mb="xs">
          {t('info.system')}
        </Title>
        <Table variant="vertical" withTableBorder={false}>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th scope="row">{t('info.version')}</Table.Th>
              <Table.Td>{__APP_VERSION__}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">{t('info.server')}</Table.Th>
              <Table.Td aria-live="polite">
                {ping.isPending ? (
                  t('info.checking')
                ) : ping.isSuccess ? (
                  <Group gap="xs">
                    <Badge color="teal.9" variant="light">
                      {t('info.online')}
                    </Badge>
                    <Text size="sm">{t('info.latency', { ms: ping.data })}</Text>
                  </Group>
                ) : (
                  <Badge color="red.9" variant="light">
                    {t('info.offline')}
                  </Badge>
                )}
              </Table.Td>
            </Table.Tr>
            {customization.data && (
              <Table.Tr>
                <Table.Th scope="row">{t('info.support')}</Table.Th>
                <Table.Td>
                  <Anchor href={`mailto:${customization.data.supportEmail}`}>
                    {customization.data.supportEmail}
                  </Anchor>
                  {' · '}
                  {customization.data.supportPhone}
                </Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </Paper>
      <Paper withBorder p="md" component="section" aria-labelledby="info-links">
        <Title order={2} size="h4" id="info-links" mb="xs">
          {t('info.links')}
        </Title>
        <Stack gap={4}>
          <Anchor component={Link} to={paths.integrationApi} underline="always">
            {t('landing.title')}
          </Anchor>
          <Anchor component={Link} to={paths.developerGuide} underline="always">
            {t('title')}
          </Anchor>
          <Anchor href="/api/docs" target="_blank" rel="noopener" underline="always">
            {t('apiManual')}
          </Anchor>
          <Anchor component={Link} to={paths.login} underline="always">
            {t('info.login')}
          </Anchor>
        </Stack>
      </Paper>
    </Stack>
  );
}

import { Anchor, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { LicencesTable } from '@/features/about';
import { customizationQueryOptions } from '@/lib/customization';
import { useApi } from '@/lib/services-context';

/** /sobre (§2 About): version, support contacts and the licences of what Ponto ships. */
export default function AboutPage() {
  const { t } = useTranslation('about');
  const api = useApi();
  const customization = useQuery(customizationQueryOptions(api));
  return (
    <Stack gap="lg" maw={760}>
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      <Text>{t('description')}</Text>
      <Paper withBorder p="md" component="section" aria-labelledby="about-version">
        <Title order={2} size="h4" id="about-version">
          {t('version.title')}
        </Title>
        <Text>{t('version.value', { version: __APP_VERSION__ })}</Text>
      </Paper>
      <Paper withBorder p="md" component="section" aria-labelledby="suporte" id="support">
        <Stack gap="xs">
          <Title order={2} size="h4" id="suporte">
            {t('support.title')}
          </Title>
          <Text size="sm">{t('support.intro')}</Text>
          {customization.data && (
            <Table variant="vertical" withTableBorder={false}>
              <Table.Tbody>
                <Table.Tr>
                  <Table.Th scope="row">{t('support.email')}</Table.Th>
                  <Table.Td>
                    <Anchor href={`mailto:${customization.data.supportEmail}`}>
                      {customization.data.supportEmail}
                    </Anchor>
                  </Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th scope="row">{t('support.phone')}</Table.Th>
                  <Table.Td>
                    <Anchor href={`tel:${customization.data.supportPhone.replace(/[^\d+]/g, '')}`}>
                      {customization.data.supportPhone}
                    </Anchor>
                  </Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
          )}
        </Stack>
      </Paper>
      <Paper withBorder p="md" component="section" aria-labelledby="about-integration">
        <Stack gap="xs">
          <Title order={2} size="h4" id="about-integration">
            {t('integration.title')}
          </Title>
          <Text size="sm">{t('integration.text')}</Text>
          <Anchor component={Link} to={paths.developerGuide} underline="always">
            {t('integration.guide')}
          </Anchor>
          <Anchor href="/api/docs" target="_blank" rel="noopener" underline="always">
            {t('integration.manual')}
          </Anchor>
        </Stack>
      </Paper>
      <Paper withBorder p="md" component="section" aria-labelledby="about-licences">
        <Stack gap="xs">
          <Title order={2} size="h4" id="about-licences">
            {t('licences.title')}
          </Title>
          <LicencesTable />
        </Stack>
      </Paper>
    </Stack>
  );
}

import { Anchor, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { customizationQueryOptions } from '@/lib/customization';
import { useApi } from '@/lib/services-context';

const capabilities = ['preExams', 'status', 'results', 'webhooks', 'base64'] as const;

/** Who the landing speaks to: pharmacy chains (/hilabfarmaapi) or clinics (/clinicarx), §2 public routes. */
export type LandingAudience = 'pharmacy' | 'clinic';

/**
 * /hilabfarmaapi and /clinicarx (public, §2): the integration landing pages — what a pharmacy chain or a
 * clinic can do with the API, how to get credentials (§6: by request) and where the guide and manual are.
 */
export default function IntegrationLandingPage({ audience = 'pharmacy' }: { audience?: LandingAudience }) {
  const { t } = useTranslation('developerGuide');
  const words = audience === 'clinic' ? 'landing.clinic' : 'landing';
  const customization = useQuery(customizationQueryOptions(useApi()));
  const email = customization.data?.supportEmail;
  return (
    <Stack gap="lg" maw={860} mx="auto" p="md">
      <div>
        <Title order={1} size="h2">
          {t(`${words}.title`)}
        </Title>
        <Text c="dimmed">{t(`${words}.intro`)}</Text>
      </div>
      <Paper withBorder p="md" component="section" aria-labelledby="landing-can">
        <Title order={2} size="h4" id="landing-can" mb="xs">
          {t('landing.canTitle')}
        </Title>
        <List spacing="xs">
          {capabilities.map((item) => (
            <List.Item key={item}>{t(`landing.can.${item}`)}</List.Item>
          ))}
        </List>
      </Paper>
      <Paper withBorder p="md" component="section" aria-labelledby="landing-start">
        <Stack gap="xs">
          <Title order={2} size="h4" id="landing-start">
            {t('landing.startTitle')}
          </Title>
          <Text size="sm">{t('landing.credentials')}</Text>
          {email && (
            <Anchor
              href={`mailto:${email}?subject=${encodeURIComponent(t('landing.mailSubject'))}`}
              underline="always"
            >
              {t('landing.ask', { email })}
            </Anchor>
          )}
          <Group gap="sm" mt="xs">
            <Button component={Link} to={paths.developerGuide}>
              {t('landing.guide')}
            </Button>
            <Button component="a" href="/api/docs" variant="default" target="_blank" rel="noopener">
              {t('apiManual')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}

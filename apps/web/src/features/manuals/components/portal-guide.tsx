import { Anchor, Button, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { PortalGuide } from '../model/portal-guides';
import { portalGuides } from '../model/portal-guides';

const guidePath = (id: string) => `${paths.manualsGuide}?${new URLSearchParams({ manuals: id })}`;

/** The list of guides, each a link to itself (?manuals=<id>). */
export function PortalGuideList() {
  const { t } = useTranslation('manuals');
  return (
    <nav aria-label={t('guide.list')}>
      <SimpleGrid
        cols={{ base: 1, sm: 2 }}
        spacing="md"
        component="ul"
        style={{ listStyle: 'none', padding: 0 }}
      >
        {portalGuides.map((guide) => (
          <li key={guide.id}>
            <Paper withBorder p="md" h="100%">
              <Anchor component={Link} to={guidePath(guide.id)} fw={700} underline="always">
                {t(`guide.items.${guide.id}.title`)}
              </Anchor>
              <Text size="sm" mt={4}>
                {t(`guide.items.${guide.id}.summary`)}
              </Text>
            </Paper>
          </li>
        ))}
      </SimpleGrid>
    </nav>
  );
}

/** One guide: its steps, numbered, and a link to the page it is about. */
export function PortalGuideView({ guide }: { guide: PortalGuide }) {
  const { t } = useTranslation(['manuals', 'routes']);
  const base = `guide.items.${guide.id}`;
  return (
    <Stack gap="md" component="article" aria-labelledby="guide-title">
      <Anchor component={Link} to={paths.manualsGuide} size="sm" underline="always">
        {t('guide.all')}
      </Anchor>
      <div>
        <Title order={2} size="h3" id="guide-title">
          {t(`${base}.title`)}
        </Title>
        <Text>{t(`${base}.summary`)}</Text>
      </div>
      <List type="ordered" spacing="sm" aria-labelledby="guide-title">
        {guide.steps.map((step) => (
          <List.Item key={step}>{t(`${base}.steps.${step}`)}</List.Item>
        ))}
      </List>
      <Button component={Link} to={paths[guide.page]} variant="default" w="fit-content">
        {t('guide.open', { page: t(`routes:areas.${guide.page}`) })}
      </Button>
    </Stack>
  );
}

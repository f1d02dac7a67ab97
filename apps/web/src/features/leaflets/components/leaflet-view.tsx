import { Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { Leaflet } from '@ponto/domain';
import { useTranslation } from 'react-i18next';
import { LeafletPdfButton } from './leaflet-pdf-button';

/** A leaflet: the exam, its lot, version and date, the instructions for use and the tutorial as numbered steps. */
export function LeafletView({ leaflet }: { leaflet: Leaflet }) {
  const { t, i18n } = useTranslation('leaflets');
  const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeZone: 'UTC' });
  return (
    <Stack gap="lg" component="article" aria-labelledby="leaflet-exam">
      <Paper withBorder p="md">
        <Group justify="space-between" align="flex-start" gap="md">
          <Stack gap={4}>
            <Title order={2} size="h3" id="leaflet-exam">
              {leaflet.exam.name}
            </Title>
            <Text size="sm">
              {leaflet.lot && `${t('lot', { lot: leaflet.lot })} · `}
              {t('version')}: {leaflet.version} · {t('publishedOn')}:{' '}
              {day.format(new Date(`${leaflet.publishedOn}T00:00:00Z`))}
            </Text>
          </Stack>
          <LeafletPdfButton code={leaflet.code} />
        </Group>
      </Paper>
      <section aria-labelledby="leaflet-sections">
        <Title order={3} size="h4" id="leaflet-sections" mb="sm">
          {t('sections')}
        </Title>
        <Stack gap="sm">
          {leaflet.sections.map((section) => (
            <div key={section.heading}>
              <Title order={4} size="h5">
                {section.heading}
              </Title>
              <Text size="sm">{section.body}</Text>
            </div>
          ))}
        </Stack>
      </section>
      <section aria-labelledby="leaflet-tutorial">
        <Title order={3} size="h4" id="leaflet-tutorial" mb="sm">
          {t('tutorial')}
        </Title>
        <List type="ordered" spacing="sm" aria-labelledby="leaflet-tutorial">
          {leaflet.tutorial.map((step) => (
            <List.Item key={step.title}>
              <Text fw={700} size="sm">
                {step.title}
              </Text>
              <Text size="sm">{step.body}</Text>
            </List.Item>
          ))}
        </List>
      </section>
    </Stack>
  );
}

import { Anchor, Divider, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SectionLoader } from '@/components/ui/section-loader';
import { paths } from '@/config/paths';
import { FlowReaderSelect } from './flow-reader-select';
import { ReadersList } from './readers-list';

// The registration form brings a form library and its schema: fetched after the tiles show.
const RegisterReaderForm = lazy(() =>
  import('./register-reader-form').then((module) => ({ default: module.RegisterReaderForm })),
);

/** The readers tab of /home and /visualizar-scanners: live tiles, 'Select Flow reader', registration. */
export function ReadersPanel({ cnpj, manage = true }: { cnpj: string; manage?: boolean }) {
  const { t } = useTranslation('readers');
  return (
    <Stack gap="lg">
      <ReadersList cnpj={cnpj} manage={manage} />
      {manage && (
        <>
          <Divider />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <Paper withBorder p="md">
              <FlowReaderSelect cnpj={cnpj} />
            </Paper>
            <Paper withBorder p="md">
              <Suspense fallback={<SectionLoader />}>
                <RegisterReaderForm cnpj={cnpj} />
              </Suspense>
            </Paper>
          </SimpleGrid>
        </>
      )}
      <Group gap="lg">
        <Text size="sm">{t('links.help')}</Text>
        <Anchor component={Link} to={paths.calibrations} size="sm" underline="always">
          {t('links.calibrations')}
        </Anchor>
        <Anchor component={Link} to={`${paths.manuals}?manual=reader-wifi`} size="sm" underline="always">
          {t('links.tutorials')}
        </Anchor>
        <Anchor component={Link} to={paths.networkCheck} size="sm" underline="always">
          {t('links.networkCheck')}
        </Anchor>
      </Group>
    </Stack>
  );
}

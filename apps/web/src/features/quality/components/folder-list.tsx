import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { qualityFolders } from '@ponto/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useApi } from '@/lib/services-context';
import { documentsQueryOptions } from '../api/quality';

/** The document folders with how many documents each holds (/qualidade/drive). */
export function FolderList({ cnpj, current }: { cnpj: string; current: string | undefined }) {
  const { t } = useTranslation('quality');
  const query = useQuery(documentsQueryOptions(useApi(), cnpj, 'quality'));
  const count = (id: string) => query.data?.folders.find((f) => f.id === id)?.count ?? 0;
  return (
    <Group component="nav" aria-label={t('folders.label')} gap="sm" wrap="wrap">
      {qualityFolders.map((id) => (
        <Paper key={id} withBorder p="sm" bg={id === current ? 'blue.0' : undefined}>
          <Stack gap={2}>
            <Anchor
              component={Link}
              to={`${paths.qualityDrive}/${id}`}
              fw={700}
              aria-current={id === current ? 'page' : undefined}
            >
              {t(`folders.${id}`)}
            </Anchor>
            <Text size="xs">{t('folders.count', { count: count(id) })}</Text>
          </Stack>
        </Paper>
      ))}
    </Group>
  );
}

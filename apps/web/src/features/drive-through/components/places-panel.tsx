import { Badge, Button, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/error-alert';
import { ScrollTable } from '@/components/ui/scroll-table';
import { toApiError } from '@/lib/api-error';
import { useApi } from '@/lib/services-context';
import { placesQueryOptions } from '../api/drive-through';
import { zoneLabel } from '../model/lanes';
import { type PlaceDraft, PlaceModal } from './place-modal';

/** Managers: every drive-through place of the workplace, inactive ones too, to add and change them. */
export function PlacesPanel({ cnpj }: { cnpj: string }) {
  const { t } = useTranslation('agenda');
  const query = useQuery(placesQueryOptions(useApi(), cnpj, true));
  const [draft, setDraft] = useState<PlaceDraft | null>(null);
  const items = query.data?.items ?? [];
  const now = new Date();
  const titleId = useId();

  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={2} size="h3" id={titleId}>
          {t('places.title')}
        </Title>
        <Button onClick={() => setDraft('new')}>{t('places.add')}</Button>
      </Group>
      {query.isPending && <Loader aria-label={t('loading')} />}
      {query.isError && <ErrorAlert error={toApiError(query.error)} />}
      {query.isSuccess && items.length === 0 && <Text size="sm">{t('places.empty')}</Text>}
      {items.length > 0 && (
        <ScrollTable label={t('places.caption')} minWidth={620}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('places.columns.name')}</Table.Th>
                <Table.Th scope="col">{t('places.columns.hours')}</Table.Th>
                <Table.Th scope="col">{t('places.columns.zone')}</Table.Th>
                <Table.Th scope="col">{t('places.columns.state')}</Table.Th>
                <Table.Th scope="col">{t('places.columns.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((place) => (
                <Table.Tr key={place.id}>
                  <Table.Th scope="row" fw={500}>
                    {place.name}
                  </Table.Th>
                  <Table.Td>{t('places.hours', { opens: place.opensAt, closes: place.closesAt })}</Table.Td>
                  <Table.Td>{zoneLabel(place.timeZone, now)}</Table.Td>
                  <Table.Td>
                    <Badge color={place.active ? 'teal.9' : 'gray.8'} variant="filled" tt="none">
                      {t(place.active ? 'places.active' : 'places.inactive')}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="default"
                      onClick={() => setDraft(place)}
                      aria-label={t('places.editNamed', { name: place.name })}
                    >
                      {t('edit')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
      <PlaceModal cnpj={cnpj} draft={draft} onClose={() => setDraft(null)} />
    </Stack>
  );
}

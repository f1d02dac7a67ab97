import { Button, Loader, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { type Batch, localised } from '@ponto/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/error-alert';
import { ScrollTable } from '@/components/ui/scroll-table';
import { toApiError } from '@/lib/api-error';
import { useApi, useSession } from '@/lib/services-context';
import { batchesQueryOptions } from '../api/stock';
import { formatDay, formatInstant } from '../model/dates';
import { arrivalPhrase, matchesBatch } from '../model/references';
import { InternalLotModal } from './internal-lot-modal';
import { LotStatusBadge } from './lot-status-badge';

/**
 * §2 batches and internal lots (/estoque?aba=lotes): each manufacturer's lot with the workplace's internal
 * lot (editable) and the arrivals that brought it: which invoice and order, or which workplace sent it.
 */
export function BatchesTab() {
  const { t } = useTranslation('stock');
  const cnpj = useSession()?.currentWorkplace?.cnpj ?? null;
  if (!cnpj) return <Text>{t('noWorkplace')}</Text>;
  return <Batches cnpj={cnpj} />;
}

function Batches({ cnpj }: { cnpj: string }) {
  const { t } = useTranslation('stock');
  const query = useQuery(batchesQueryOptions(useApi(), cnpj));
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Batch | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const batches = query.data?.batches ?? [];
  const shown = batches.filter((batch) => matchesBatch(batch, search));
  return (
    <Stack gap="md">
      <div>
        <Title order={2} size="h3">
          {t('batches.heading')}
        </Title>
        <Text size="sm">{t('batches.intro')}</Text>
      </div>
      {saved && (
        <Text size="sm" fw={500} role="status">
          {saved}
        </Text>
      )}
      {query.isPending && <Loader aria-label={t('loading')} />}
      {query.isError && <ErrorAlert error={toApiError(query.error)} />}
      {query.isSuccess && batches.length === 0 && <Text size="sm">{t('batches.empty')}</Text>}
      {batches.length > 0 && (
        <>
          <TextInput
            type="search"
            label={t('batches.search')}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            autoComplete="off"
            w={{ base: '100%', xs: 360 }}
          />
          {shown.length === 0 ? (
            <Text size="sm">{t('batches.noMatch')}</Text>
          ) : (
            <BatchesTable batches={shown} onEdit={setEditing} />
          )}
        </>
      )}
      <InternalLotModal
        cnpj={cnpj}
        lot={editing}
        onClose={() => setEditing(null)}
        onSaved={(lot) => {
          setEditing(null);
          setSaved(t('batches.saved', { lot: lot.lotNumber }));
        }}
      />
    </Stack>
  );
}

function BatchesTable({ batches, onEdit }: { batches: readonly Batch[]; onEdit: (batch: Batch) => void }) {
  const { t, i18n } = useTranslation('stock');
  return (
    <ScrollTable label={t('batches.caption')} minWidth={960}>
      <Table verticalSpacing="xs" striped>
        <Table.Caption>{t('batches.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('columns.exam')}</Table.Th>
            <Table.Th scope="col">{t('columns.lot')}</Table.Th>
            <Table.Th scope="col">{t('columns.internalLot')}</Table.Th>
            <Table.Th scope="col">{t('columns.expiresOn')}</Table.Th>
            <Table.Th scope="col" style={{ textAlign: 'right' }}>
              {t('columns.quantity')}
            </Table.Th>
            <Table.Th scope="col">{t('columns.status')}</Table.Th>
            <Table.Th scope="col">{t('batches.arrivals')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {batches.map((batch) => (
            <Table.Tr key={batch.id}>
              <Table.Td>{localised(batch.examName, i18n.language)}</Table.Td>
              <Table.Th scope="row" fw={500}>
                {batch.lotNumber}
              </Table.Th>
              <Table.Td>
                <Stack gap={4} align="flex-start">
                  <Text size="sm">{batch.internalLot || t('batches.noInternalLot')}</Text>
                  <Button
                    size="compact-xs"
                    variant="default"
                    onClick={() => onEdit(batch)}
                    aria-label={t('batches.editFor', { lot: batch.lotNumber })}
                  >
                    {t('batches.edit')}
                  </Button>
                </Stack>
              </Table.Td>
              <Table.Td>{formatDay(batch.expiresOn, i18n.language)}</Table.Td>
              <Table.Td style={{ textAlign: 'right' }}>{batch.quantity}</Table.Td>
              <Table.Td>
                <LotStatusBadge lot={batch} />
              </Table.Td>
              <Table.Td>
                {batch.arrivals.length === 0 ? (
                  <Text size="sm">{t('batches.noArrival')}</Text>
                ) : (
                  <Stack gap={2} component="ul" style={{ margin: 0, paddingInlineStart: '1rem' }}>
                    {batch.arrivals.map((arrival) => {
                      const phrase = arrivalPhrase(arrival, formatInstant(arrival.at, i18n.language));
                      return (
                        <Text size="sm" component="li" key={`${arrival.source}-${arrival.at}`}>
                          {t(phrase.key, phrase.params)}
                          {arrival.internalLot &&
                            ` (${t('batches.arrivalInternalLot', { internalLot: arrival.internalLot })})`}
                        </Text>
                      );
                    })}
                  </Stack>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

import { Alert, Button, Group, List, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { DriveThroughHold } from '@ponto/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '@/lib/api-error';
import { useApi } from '@/lib/services-context';
import { driveThroughKey, getHold, placesQueryOptions, releaseHold } from '../api/drive-through';
import { nextOpenTime } from '../model/times';
import { placeDayLabel, placeTime } from './format';
import { TimePicker } from './time-picker';

interface Props {
  cnpj: string;
  holdId: string | null;
  onHoldChange: (holdId: string | null) => void;
  /** A field error of POST /pre-exams on driveThroughHoldId (the hold lapsed and its time was taken). */
  problemKey?: string | undefined;
}

/**
 * The new-exam wizard's drive-through part (§2, §9): the car's times held for this patient and the
 * cohabitants who follow, or the picker to hold them. Hidden where the workplace has no drive-through.
 */
export function WizardDriveThrough({ cnpj, holdId, onHoldChange, problemKey }: Props) {
  const { t } = useTranslation(['driveThrough', 'validation']);
  const api = useApi();
  const places = useQuery(placesQueryOptions(api, cnpj));
  const [picking, setPicking] = useState(false);
  const hold = useQuery({
    queryKey: [...driveThroughKey(cnpj), 'hold', holdId],
    queryFn: () => getHold(api, cnpj, holdId!),
    enabled: holdId !== null,
    // Each saved cohabitant confirms a time: always read the hold afresh.
    refetchOnMount: 'always',
  });
  const holdGone = hold.isError && toApiError(hold.error).status === 404;
  // Every time of the car is registered: a further cohabitant books anew (or goes without).
  const allUsed = hold.data !== undefined && nextOpenTime(hold.data) === null;
  useEffect(() => {
    if (holdGone || allUsed) onHoldChange(null);
  }, [holdGone, allUsed, onHoldChange]);

  if (!places.data || places.data.items.length === 0) return null;
  const release = () => {
    if (holdId) releaseHold(api, cnpj, holdId).catch(() => undefined);
  };
  const held = holdId && hold.data && !allUsed ? hold.data : null;

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="drive-through-title">
      <Stack gap="sm">
        <Title order={3} size="h5" id="drive-through-title">
          {t('title')}
        </Title>
        {problemKey && (
          <Alert color="red" variant="light" role="alert">
            {t(problemKey)}
          </Alert>
        )}
        {holdId && hold.isPending && <Loader size="sm" aria-label={t('loading')} />}
        {held && !picking && (
          <HoldSummary
            hold={held}
            onChange={() => {
              release();
              onHoldChange(null);
              setPicking(true);
            }}
            onRemove={() => {
              release();
              onHoldChange(null);
            }}
          />
        )}
        {picking && (
          <TimePicker
            cnpj={cnpj}
            places={places.data.items}
            initialPeople={1}
            onHeld={(next) => {
              setPicking(false);
              onHoldChange(next.id);
            }}
            onCancel={() => setPicking(false)}
          />
        )}
        {!holdId && !picking && (
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('intro')}</Text>
            <Button variant="light" onClick={() => setPicking(true)}>
              {t('schedule')}
            </Button>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

function HoldSummary({
  hold,
  onChange,
  onRemove,
}: {
  hold: DriveThroughHold;
  onChange: () => void;
  onRemove: () => void;
}) {
  const { t, i18n } = useTranslation('driveThrough');
  const queryClient = useQueryClient();
  const next = nextOpenTime(hold);
  const first = hold.slots[0];
  if (!first) return null;
  return (
    <Stack gap="xs" data-testid="drive-through-hold">
      <Text fw={600} size="sm">
        {t('held', {
          place: hold.placeName,
          day: placeDayLabel(first.startsAt, hold.timeZone, i18n.language),
        })}
      </Text>
      <List size="sm">
        {hold.slots.map((slot) => (
          <List.Item key={slot.startsAt}>
            {placeTime(slot.startsAt, hold.timeZone)} —{' '}
            {slot.protocolNumber
              ? t('registered', { protocol: slot.protocolNumber })
              : slot.startsAt === next
                ? t('thisPatient')
                : t('nextCohabitant')}
          </List.Item>
        ))}
      </List>
      {next ? (
        <Text size="sm" c="dimmed">
          {t('heldUntil', { time: placeTime(hold.expiresAt, hold.timeZone) })}
        </Text>
      ) : null}
      {next && (
        <Group gap="sm">
          <Button
            variant="default"
            size="xs"
            onClick={() => {
              onChange();
              void queryClient.invalidateQueries({ queryKey: ['driveThrough'] });
            }}
          >
            {t('change')}
          </Button>
          <Button variant="default" size="xs" onClick={onRemove}>
            {t('remove')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

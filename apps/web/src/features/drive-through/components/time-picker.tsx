import {
  Alert,
  Button,
  Group,
  Loader,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { DRIVE_THROUGH_MAX_HOUSEHOLD, type DriveThroughHold, type DriveThroughPlace } from '@ponto/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/error-alert';
import { type ApiError, toApiError } from '@/lib/api-error';
import { useApi } from '@/lib/services-context';
import { availabilityQueryOptions, driveThroughKey, reserveTimes } from '../api/drive-through';
import { carEndsAt, carMinutes, consecutiveFrom, localIsoDay, middayOf } from '../model/times';
import { placeDayLabel, placeTime } from './format';

const statusKey = {
  available: 'slotFree',
  held: 'slotHeld',
  reserved: 'slotReserved',
  past: 'slotPast',
} as const;

/**
 * Choose a place, a day and how many people come in the car, then the first person's time: the car gets
 * that many consecutive times (§9), held by PUT totem/reserve until registration is saved.
 */
export function TimePicker({
  cnpj,
  places,
  initialPeople,
  onHeld,
  onCancel,
}: {
  cnpj: string;
  places: DriveThroughPlace[];
  initialPeople: number;
  onHeld: (hold: DriveThroughHold) => void;
  onCancel?: () => void;
}) {
  const { t, i18n } = useTranslation(['driveThrough', 'validation']);
  const api = useApi();
  const queryClient = useQueryClient();
  const [placeId, setPlaceId] = useState(places[0]!.id);
  const [day, setDay] = useState(localIsoDay());
  const [people, setPeople] = useState(initialPeople);
  const [start, setStart] = useState<string | null>(null);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const place = places.find((p) => p.id === placeId) ?? places[0]!;
  const validDay = /^\d{4}-\d{2}-\d{2}$/.test(day);
  const availability = useQuery({
    ...availabilityQueryOptions(api, cnpj, place.id, validDay ? middayOf(day) : ''),
    enabled: validDay,
  });
  const slots = availability.data?.slots ?? [];
  const chosen = start ? consecutiveFrom(slots, start, people) : null;
  const reserve = useMutation({
    mutationFn: (times: string[]) => reserveTimes(api, cnpj, { placeId: place.id, slots: times }),
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: driveThroughKey(cnpj) });
      onHeld(result.hold);
    },
    onError: (error) => {
      setFailure(toApiError(error));
      setStart(null);
      void queryClient.invalidateQueries({ queryKey: driveThroughKey(cnpj) });
    },
  });
  const fieldProblem = failure?.fields.find((f) => f.field === 'slots');
  const minutes = carMinutes(people);

  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label={t('place')}
          data={places.map((p) => ({ value: p.id, label: `${p.name} (${p.opensAt}–${p.closesAt})` }))}
          value={place.id}
          onChange={(value) => {
            if (value) setPlaceId(value);
            setStart(null);
          }}
          allowDeselect={false}
          w={260}
        />
        <TextInput
          type="date"
          label={t('day')}
          value={day}
          min={localIsoDay()}
          onChange={(event) => {
            setDay(event.currentTarget.value);
            setStart(null);
          }}
          w={170}
        />
        <NumberInput
          label={t('people')}
          min={1}
          max={DRIVE_THROUGH_MAX_HOUSEHOLD}
          clampBehavior="strict"
          allowDecimal={false}
          value={people}
          onChange={(value) => setPeople(typeof value === 'number' && value >= 1 ? value : 1)}
          w={150}
        />
      </Group>
      <Text size="sm" c="dimmed">
        {t('peopleHelp')}
      </Text>
      <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
        <legend>
          <Text fw={600} size="sm">
            {t('times', {
              day: validDay ? placeDayLabel(middayOf(day), place.timeZone, i18n.language) : day,
            })}
          </Text>
        </legend>
        {availability.isPending && validDay ? (
          <Loader size="sm" aria-label={t('loading')} />
        ) : availability.isError ? (
          <ErrorAlert error={toApiError(availability.error)} />
        ) : slots.every((s) => s.status !== 'available') ? (
          <Text size="sm">{t('noTimes')}</Text>
        ) : (
          <SimpleGrid
            cols={{ base: 4, sm: 6, lg: 8 }}
            spacing={6}
            mt="xs"
            mah={260}
            style={{ overflowY: 'auto' }}
          >
            {slots.map((slot) => {
              const label = placeTime(slot.timestamp, place.timeZone);
              const inCar = chosen?.includes(slot.timestamp) ?? false;
              return (
                <Button
                  key={slot.timestamp}
                  size="xs"
                  variant={inCar ? 'filled' : slot.timestamp === start ? 'light' : 'default'}
                  disabled={slot.status !== 'available'}
                  aria-pressed={slot.timestamp === start}
                  aria-label={t(statusKey[slot.status], { time: label })}
                  onClick={() => {
                    setFailure(null);
                    setStart(slot.timestamp);
                  }}
                >
                  {label}
                </Button>
              );
            })}
          </SimpleGrid>
        )}
      </fieldset>
      <div aria-live="polite">
        {start && !chosen && (
          <Alert color="red" variant="light" role="alert">
            {t('notEnough', { count: people, time: placeTime(start, place.timeZone) })}
          </Alert>
        )}
        {chosen && (
          <Text size="sm" data-testid="drive-through-summary">
            {t('summary', {
              count: people,
              from: placeTime(chosen[0]!, place.timeZone),
              to: placeTime(carEndsAt(chosen), place.timeZone),
              estimated: minutes.estimated,
              guaranteed: minutes.guaranteed,
            })}
          </Text>
        )}
        {!start && !failure && slots.length > 0 && (
          <Text size="sm" c="dimmed">
            {t('pickStart')}
          </Text>
        )}
        {fieldProblem && (
          <Text size="sm" c="red.9" role="alert">
            {t(fieldProblem.messageKey)}
          </Text>
        )}
        {failure && !fieldProblem && <ErrorAlert error={failure} />}
      </div>
      <Group gap="sm">
        <Button
          disabled={!chosen}
          loading={reserve.isPending}
          onClick={() => chosen && reserve.mutate(chosen)}
        >
          {t('reserve')}
        </Button>
        {onCancel && (
          <Button variant="default" onClick={onCancel}>
            {t('cancel')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

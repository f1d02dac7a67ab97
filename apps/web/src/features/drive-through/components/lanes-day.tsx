import { Button, Group, Loader, Paper, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { fromIsoDate } from '@ponto/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/error-alert';
import { toApiError } from '@/lib/api-error';
import { useApi } from '@/lib/services-context';
import { dayScheduleQueryOptions } from '../api/drive-through';
import { dayAsDate, laneRows, shiftDay } from '../model/lanes';
import { localIsoDay } from '../model/times';
import { LanesTable } from './lanes-table';

/**
 * /agenda, Drive-thru tab: one day of every active drive-through place (GET totem/getSchedule), each time
 * with its state, patient, protocol and car; "only taken" hides the free and ended times.
 */
export function LanesDay({ cnpj, manager }: { cnpj: string; manager: boolean }) {
  const { t, i18n } = useTranslation('agenda');
  const [day, setDay] = useState(() => localIsoDay());
  // What the date input shows: while a date is half typed it is not a day yet, and the view keeps the last one.
  const [typed, setTyped] = useState(day);
  const go = (next: string) => {
    setDay(next);
    setTyped(next);
  };
  const [onlyTaken, setOnlyTaken] = useState(false);
  const query = useQuery(dayScheduleQueryOptions(useApi(), cnpj, day));
  const label = dayAsDate(day).toLocaleDateString(i18n.language, { dateStyle: 'full' });
  // 'quarta-feira, 25 de novembro de 2026' → 'Quarta-feira, …' (CSS capitalize would also raise the 'de').
  const title = label.charAt(0).toLocaleUpperCase(i18n.language) + label.slice(1);
  const lanes = laneRows(query.data?.places ?? []);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Group gap="xs" align="flex-end">
          <Button variant="default" onClick={() => go(shiftDay(day, -1))}>
            {t('previous.day')}
          </Button>
          <Button variant="default" onClick={() => go(localIsoDay())}>
            {t('today')}
          </Button>
          <Button variant="default" onClick={() => go(shiftDay(day, 1))}>
            {t('next.day')}
          </Button>
          <TextInput
            type="date"
            label={t('lanes.day')}
            value={typed}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setTyped(value);
              if (fromIsoDate(value)) setDay(value);
            }}
          />
        </Group>
        <Switch
          label={t('lanes.onlyTaken')}
          checked={onlyTaken}
          onChange={(event) => setOnlyTaken(event.currentTarget.checked)}
        />
      </Group>
      <Title order={2} size="h3" aria-live="polite">
        {title}
      </Title>
      {query.isPending && <Loader aria-label={t('loading')} />}
      {query.isError && <ErrorAlert error={toApiError(query.error)} />}
      {query.isSuccess && lanes.length === 0 && (
        <Paper withBorder p="md">
          <Text fw={700}>{t('lanes.empty')}</Text>
          <Text size="sm">{t(manager ? 'lanes.emptyManager' : 'lanes.emptyOperator')}</Text>
        </Paper>
      )}
      {lanes.length > 0 && <Text size="sm">{t('lanes.carHint')}</Text>}
      {lanes.map(({ place, rows }) => (
        <LanesTable key={place.id} place={place} rows={rows} dayTitle={title} onlyTaken={onlyTaken} />
      ))}
    </Stack>
  );
}

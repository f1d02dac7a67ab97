import { Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { type DriveThroughSlotStatus, driveThroughLabel } from '@ponto/domain';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isTaken, type Lane, type LaneRow, zoneLabel } from '../model/lanes';

/**
 * Dark shades only (axe contrast on white and on striped rows); Mantine's orange.9 is under 4.5:1, so a
 * darker burnt orange. Taken times are filled so they stand out among a day of free ones.
 */
const statusBadge: Record<DriveThroughSlotStatus, { color: string; variant: 'filled' | 'outline' }> = {
  available: { color: 'teal.9', variant: 'outline' },
  held: { color: '#9c3d00', variant: 'filled' },
  reserved: { color: 'blue.9', variant: 'filled' },
  past: { color: 'gray.8', variant: 'outline' },
};

/**
 * One place's day: its hours, how many times are free and taken, and a row per time. A day has up to 90
 * times a lane, so the table scrolls in a box of its own with its header kept in sight, and opens at the
 * first time not yet over: on today's view the operator lands on now, not on the morning.
 */
export function LanesTable({
  place,
  rows,
  dayTitle,
  onlyTaken,
}: {
  place: Lane['place'];
  rows: LaneRow[];
  dayTitle: string;
  onlyTaken: boolean;
}) {
  const { t } = useTranslation('agenda');
  const taken = rows.filter((row) => isTaken(row.slot.status));
  const shown = onlyTaken ? taken : rows;
  const free = rows.filter((row) => row.slot.status === 'available').length;
  // Times are the place's wall clock: say whose when the browser keeps another zone.
  const otherZone = place.timeZone !== Intl.DateTimeFormat().resolvedOptions().timeZone;
  const caption = t('lanes.caption', { place: place.name, date: dayTitle });
  const box = useRef<HTMLElement>(null);
  const current = rows.find((row) => row.slot.status !== 'past')?.slot.timestamp;
  const startsOver = rows[0]?.slot.status === 'past';

  // Once, when the day's times arrive (the table is mounted per day); a refetch must not pull the view back.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the first rows decide where the view opens
  useEffect(() => {
    const container = box.current;
    const row = container?.querySelector('[data-current]');
    if (!container || !row || !startsOver) return;
    const header = container.querySelector('thead')?.getBoundingClientRect().height ?? 0;
    container.scrollTop += row.getBoundingClientRect().top - container.getBoundingClientRect().top - header;
  }, []);

  return (
    <Paper withBorder p="md">
      <Stack gap="xs">
        <Title order={3} size="h4">
          {place.name}
        </Title>
        <Text size="sm">
          {t('lanes.hours', { opens: place.opensAt, closes: place.closesAt })}
          {otherZone && `, ${t('lanes.zone', { zone: zoneLabel(place.timeZone, new Date()) })}`}
        </Text>
        <Text size="sm">{t('lanes.counts', { free, taken: taken.length })}</Text>
        {shown.length === 0 ? (
          <Text size="sm">{t('lanes.noneTaken')}</Text>
        ) : (
          <section
            ref={box}
            aria-label={caption}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable to scroll by keyboard
            tabIndex={0}
            style={{ maxHeight: '60vh', overflow: 'auto' }}
          >
            <Table striped verticalSpacing={4} stickyHeader miw={620}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('lanes.columns.time')}</Table.Th>
                  <Table.Th scope="col">{t('lanes.columns.status')}</Table.Th>
                  <Table.Th scope="col">{t('lanes.columns.patient')}</Table.Th>
                  <Table.Th scope="col">{t('lanes.columns.protocol')}</Table.Th>
                  <Table.Th scope="col">{t('lanes.columns.car')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.map(({ slot, car }) => (
                  <Table.Tr key={slot.timestamp} data-current={slot.timestamp === current || undefined}>
                    <Table.Th scope="row" fw={500}>
                      {driveThroughLabel(new Date(slot.timestamp), place.timeZone)}
                    </Table.Th>
                    <Table.Td>
                      <Group gap={6} wrap="nowrap">
                        <Badge {...statusBadge[slot.status]} tt="none">
                          {t(`lanes.status.${slot.status}`)}
                        </Badge>
                        {slot.status === 'held' && slot.heldBy && (
                          <Text size="xs">{t('lanes.heldBy', { name: slot.heldBy })}</Text>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td>{slot.patientName ?? '—'}</Table.Td>
                    <Table.Td>{slot.protocolNumber ?? '—'}</Table.Td>
                    <Table.Td>
                      {car !== null && (
                        <Badge color="gray.8" variant="outline" tt="none">
                          {t('lanes.car', { number: car })}
                        </Badge>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </section>
        )}
      </Stack>
    </Paper>
  );
}

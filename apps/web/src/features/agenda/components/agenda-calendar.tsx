import {
  Button,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import type { Booking } from '@ponto/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/error-alert';
import { ScrollTable } from '@/components/ui/scroll-table';
import { toApiError } from '@/lib/api-error';
import { useApi } from '@/lib/services-context';
import { bookingsQueryOptions } from '../api/agenda';
import {
  type AgendaView,
  agendaViews,
  byDay,
  dayKey,
  monthGrid,
  rangeOf,
  shift,
  weekDays,
  weekStartOf,
} from '../model/calendar';
import { type BookingDraft, BookingModal } from './booking-modal';

const MONTH_CELL_LIMIT = 3;

/**
 * /agenda (§2): the workplace's bookings in a month (default), week or day view; a day opens its day view,
 * a booking opens it for editing, "Novo agendamento" books the day on screen.
 */
export function AgendaCalendar({ cnpj }: { cnpj: string }) {
  const { t, i18n } = useTranslation('agenda');
  const weekStart = weekStartOf(i18n.language);
  const [view, setView] = useState<AgendaView>('month');
  const [anchor, setAnchor] = useState(() => new Date());
  const [draft, setDraft] = useState<BookingDraft | null>(null);
  const { from, to } = rangeOf(view, anchor, weekStart);
  const query = useQuery(bookingsQueryOptions(useApi(), cnpj, from, to));
  const days = byDay(query.data?.items ?? []);
  const time = (iso: string) => new Date(iso).toLocaleTimeString(i18n.language, { timeStyle: 'short' });
  const label =
    view === 'month'
      ? anchor.toLocaleDateString(i18n.language, { month: 'long', year: 'numeric' })
      : view === 'week'
        ? t('weekOf', { date: from.toLocaleDateString(i18n.language, { dateStyle: 'long' }) })
        : anchor.toLocaleDateString(i18n.language, { dateStyle: 'full' });
  // 'novembro de 2026' → 'Novembro de 2026' (CSS capitalize would also raise the 'de').
  const title = label.charAt(0).toLocaleUpperCase(i18n.language) + label.slice(1);
  const openDay = (day: Date) => {
    setAnchor(day);
    setView('day');
  };
  const chip = (booking: Booking) => (
    <UnstyledButton
      key={booking.id}
      onClick={() => setDraft({ booking })}
      aria-label={t('openBooking', { time: time(booking.startsAt), name: booking.patientName })}
      style={{
        display: 'block',
        width: '100%',
        borderRadius: 4,
        padding: '2px 4px',
        background: 'var(--mantine-color-blue-0)',
      }}
    >
      <Text size="xs" lineClamp={1} c="dark.9">
        {time(booking.startsAt)} {booking.patientName}
      </Text>
    </UnstyledButton>
  );

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="xs">
          <Button variant="default" onClick={() => setAnchor(shift(view, anchor, -1))}>
            {t(`previous.${view}`)}
          </Button>
          <Button variant="default" onClick={() => setAnchor(new Date())}>
            {t('today')}
          </Button>
          <Button variant="default" onClick={() => setAnchor(shift(view, anchor, 1))}>
            {t(`next.${view}`)}
          </Button>
        </Group>
        <SegmentedControl
          aria-label={t('viewLabel')}
          value={view}
          onChange={(value) => setView(value as AgendaView)}
          data={agendaViews.map((v) => ({ value: v, label: t(`views.${v}`) }))}
        />
        <Button
          onClick={() =>
            setDraft({ day: view === 'month' && dayKey(anchor) !== dayKey(new Date()) ? anchor : new Date() })
          }
        >
          {t('newBooking')}
        </Button>
      </Group>
      <Title order={2} size="h3" aria-live="polite">
        {title}
      </Title>
      {query.isPending && <Loader aria-label={t('loading')} />}
      {query.isError && <ErrorAlert error={toApiError(query.error)} />}

      {view === 'month' && (
        <ScrollTable label={title} minWidth={700}>
          <Table withTableBorder withColumnBorders layout="fixed">
            <Table.Caption>{t('monthCaption', { month: title })}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                {monthGrid(anchor, weekStart)[0]!.map((day) => (
                  <Table.Th key={day.getDay()} scope="col">
                    {day.toLocaleDateString(i18n.language, { weekday: 'short' })}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {monthGrid(anchor, weekStart).map((week) => (
                <Table.Tr key={dayKey(week[0]!)}>
                  {week.map((day) => {
                    const items = days.get(dayKey(day)) ?? [];
                    const outside = day.getMonth() !== anchor.getMonth();
                    return (
                      <Table.Td key={dayKey(day)} style={{ verticalAlign: 'top', height: 96 }}>
                        <Stack gap={2}>
                          <UnstyledButton
                            onClick={() => openDay(day)}
                            aria-label={t('openDay', {
                              date: day.toLocaleDateString(i18n.language, { dateStyle: 'full' }),
                              count: items.length,
                            })}
                          >
                            <Text
                              size="sm"
                              fw={dayKey(day) === dayKey(new Date()) ? 700 : 400}
                              c={outside ? 'gray.7' : 'dark.9'}
                            >
                              {day.getDate()}
                            </Text>
                          </UnstyledButton>
                          {items.slice(0, MONTH_CELL_LIMIT).map(chip)}
                          {items.length > MONTH_CELL_LIMIT && (
                            <Text size="xs">{t('more', { count: items.length - MONTH_CELL_LIMIT })}</Text>
                          )}
                        </Stack>
                      </Table.Td>
                    );
                  })}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}

      {view === 'week' && (
        <SimpleGrid cols={{ base: 1, md: 7 }} spacing="xs">
          {weekDays(anchor, weekStart).map((day) => {
            const items = days.get(dayKey(day)) ?? [];
            return (
              <Paper
                key={dayKey(day)}
                withBorder
                p="xs"
                component="section"
                aria-label={day.toLocaleDateString(i18n.language, { dateStyle: 'full' })}
              >
                <Stack gap={4}>
                  <UnstyledButton onClick={() => openDay(day)}>
                    <Text size="sm" fw={700}>
                      {day.toLocaleDateString(i18n.language, {
                        weekday: 'short',
                        day: 'numeric',
                        month: 'short',
                      })}
                    </Text>
                  </UnstyledButton>
                  {items.length === 0 ? <Text size="xs">{t('free')}</Text> : items.map(chip)}
                </Stack>
              </Paper>
            );
          })}
        </SimpleGrid>
      )}

      {view === 'day' &&
        query.isSuccess &&
        ((days.get(dayKey(anchor)) ?? []).length === 0 ? (
          <Text size="sm">{t('emptyDay')}</Text>
        ) : (
          <ScrollTable label={title} minWidth={560}>
            <Table verticalSpacing="xs">
              <Table.Caption>{t('dayCaption', { date: title })}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('columns.time')}</Table.Th>
                  <Table.Th scope="col">{t('columns.patient')}</Table.Th>
                  <Table.Th scope="col">{t('columns.location')}</Table.Th>
                  <Table.Th scope="col">{t('columns.notes')}</Table.Th>
                  <Table.Th scope="col">{t('columns.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {(days.get(dayKey(anchor)) ?? []).map((b) => (
                  <Table.Tr key={b.id}>
                    <Table.Td>
                      {time(b.startsAt)}–{time(b.endsAt)}
                    </Table.Td>
                    <Table.Th scope="row" fw={500}>
                      {b.patientName}
                    </Table.Th>
                    <Table.Td>{b.location ?? '—'}</Table.Td>
                    <Table.Td>{b.notes ?? '—'}</Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="default"
                        onClick={() => setDraft({ booking: b })}
                        aria-label={t('editNamed', { name: b.patientName })}
                      >
                        {t('edit')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        ))}
      <BookingModal cnpj={cnpj} draft={draft} onClose={() => setDraft(null)} />
    </Stack>
  );
}

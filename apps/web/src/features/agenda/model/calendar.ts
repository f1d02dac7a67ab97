/** The agenda's views (§2: month by default, week or day). */
export const agendaViews = ['month', 'week', 'day'] as const;
export type AgendaView = (typeof agendaViews)[number];

/** 0 = Sunday first (Brazil, the US), 1 = Monday first (Portugal, Spain). */
export type WeekStart = 0 | 1;
export const weekStartOf = (language: string): WeekStart =>
  language === 'pt-PT' || language === 'es-ES' ? 1 : 0;

const atMidnight = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate());
export const addDays = (d: Date, days: number) => new Date(d.getFullYear(), d.getMonth(), d.getDate() + days);

/** A local calendar day as 'YYYY-MM-DD': how bookings are grouped under the days of the grid. */
export function dayKey(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

export function startOfWeek(d: Date, weekStart: WeekStart): Date {
  const day = atMidnight(d);
  return addDays(day, -((day.getDay() - weekStart + 7) % 7));
}

/** Six weeks of days around the anchor's month, so every month fits the same grid. */
export function monthGrid(anchor: Date, weekStart: WeekStart): Date[][] {
  const first = startOfWeek(new Date(anchor.getFullYear(), anchor.getMonth(), 1), weekStart);
  return Array.from({ length: 6 }, (_, w) => Array.from({ length: 7 }, (_, d) => addDays(first, w * 7 + d)));
}

export function weekDays(anchor: Date, weekStart: WeekStart): Date[] {
  const first = startOfWeek(anchor, weekStart);
  return Array.from({ length: 7 }, (_, d) => addDays(first, d));
}

/** The window a view shows, [from, to), to ask the server for its bookings. */
export function rangeOf(view: AgendaView, anchor: Date, weekStart: WeekStart): { from: Date; to: Date } {
  if (view === 'day') return { from: atMidnight(anchor), to: addDays(anchor, 1) };
  if (view === 'week') {
    const from = startOfWeek(anchor, weekStart);
    return { from, to: addDays(from, 7) };
  }
  const grid = monthGrid(anchor, weekStart);
  return { from: grid[0]![0]!, to: addDays(grid[5]![6]!, 1) };
}

/** The previous or next month, week or day. */
export function shift(view: AgendaView, anchor: Date, step: 1 | -1): Date {
  if (view === 'day') return addDays(anchor, step);
  if (view === 'week') return addDays(anchor, 7 * step);
  return new Date(anchor.getFullYear(), anchor.getMonth() + step, 1);
}

/** Bookings by local day, each day's in time order. */
export function byDay<T extends { startsAt: string }>(items: readonly T[]): Map<string, T[]> {
  const days = new Map<string, T[]>();
  for (const item of [...items].sort((a, b) => a.startsAt.localeCompare(b.startsAt))) {
    const key = dayKey(new Date(item.startsAt));
    days.set(key, [...(days.get(key) ?? []), item]);
  }
  return days;
}

/** The local date and time inputs of a booking, and back to an instant with the browser's offset. */
export function toInputs(instant: Date): { date: string; time: string } {
  const pad = (n: number) => String(n).padStart(2, '0');
  return { date: dayKey(instant), time: `${pad(instant.getHours())}:${pad(instant.getMinutes())}` };
}

export function fromInputs(date: string, time: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const clock = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match || !clock) return null;
  const local = new Date(
    Number(match[1]),
    Number(match[2]) - 1,
    Number(match[3]),
    Number(clock[1]),
    Number(clock[2]),
  );
  if (Number.isNaN(local.getTime()) || dayKey(local) !== date) return null;
  return local.toISOString();
}

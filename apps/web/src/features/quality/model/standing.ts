import type { InternalControlRow } from '@ponto/domain';

export type StandingState = InternalControlRow['standing']['state'];

/** Dark shades only: a light badge fails contrast on white (axe). */
export const standingColors: Record<StandingState, string> = {
  ok: 'teal.9',
  // Mantine's orange.9 is under 4.5:1 with white text; a darker burnt orange keeps the meaning.
  overdue: '#9c3d00',
  failed: 'red.9',
  missing: 'gray.8',
};

/** The date that goes with a standing, if any: when it is due, or when it failed. */
export function standingDate(standing: InternalControlRow['standing']): string | null {
  if (standing.state === 'ok' || standing.state === 'overdue') return standing.dueOn;
  if (standing.state === 'failed') return standing.since;
  return null;
}

/** An ok standing due within this many days counts as due soon on /qualidade. */
export const DUE_SOON_DAYS = 7;

const addDays = (isoDate: string, days: number) => {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/**
 * How many reader and exam pairs stand where: the summary on /qualidade. An ok pair due within
 * DUE_SOON_DAYS of `today` counts as due soon instead of ok, so the next controls can be planned.
 */
export function standingCounts(
  rows: readonly Pick<InternalControlRow, 'standing' | 'locked'>[],
  today: string,
) {
  const counts: Record<StandingState | 'dueSoon', number> & { locked: number } = {
    ok: 0,
    dueSoon: 0,
    overdue: 0,
    failed: 0,
    missing: 0,
    locked: 0,
  };
  const soon = addDays(today, DUE_SOON_DAYS);
  for (const row of rows) {
    const state = row.standing.state === 'ok' && row.standing.dueOn <= soon ? 'dueSoon' : row.standing.state;
    counts[state] += 1;
    if (row.locked) counts.locked += 1;
  }
  return counts;
}

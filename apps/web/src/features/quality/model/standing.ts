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

/** How many reader and exam pairs stand where: the summary on /qualidade. */
export function standingCounts(rows: readonly Pick<InternalControlRow, 'standing' | 'locked'>[]) {
  const counts: Record<StandingState, number> & { locked: number } = {
    ok: 0,
    overdue: 0,
    failed: 0,
    missing: 0,
    locked: 0,
  };
  for (const row of rows) {
    counts[row.standing.state] += 1;
    if (row.locked) counts.locked += 1;
  }
  return counts;
}

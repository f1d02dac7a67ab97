import type { ControlResult } from '@ponto/domain';

export interface RoundGroup {
  round: string;
  closesAt: string | null;
  results: ControlResult[];
}

/**
 * External (EP) results by proficiency round, newest round first; within a round in the order given
 * (the server sends newest first). Results without a round (none expected for EP) are left out.
 */
export function groupByRound(results: readonly ControlResult[]): RoundGroup[] {
  const groups = new Map<string, RoundGroup>();
  for (const result of results) {
    if (!result.roundCode) continue;
    const group = groups.get(result.roundCode) ?? {
      round: result.roundCode,
      closesAt: result.roundClosesAt,
      results: [],
    };
    group.results.push(result);
    groups.set(result.roundCode, group);
  }
  return [...groups.values()].sort((a, b) => b.round.localeCompare(a.round));
}

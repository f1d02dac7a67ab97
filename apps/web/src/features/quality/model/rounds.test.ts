import type { ControlResult } from '@ponto/domain';
import { describe, expect, it } from 'vitest';
import { groupByRound } from './rounds';

const result = (id: string, roundCode: string | null) =>
  ({ id, roundCode, roundClosesAt: roundCode ? `${roundCode}-end` : null }) as ControlResult;

describe('EP results by round', () => {
  it('groups by round, newest round first, keeping the order inside and leaving out results without one', () => {
    const groups = groupByRound([
      result('a', 'R2026-10'),
      result('b', 'R2026-11'),
      result('c', 'R2026-10'),
      result('d', null),
    ]);
    expect(groups.map((g) => [g.round, g.closesAt, g.results.map((r) => r.id)])).toEqual([
      ['R2026-11', 'R2026-11-end', ['b']],
      ['R2026-10', 'R2026-10-end', ['a', 'c']],
    ]);
  });

  it('is empty without results', () => {
    expect(groupByRound([])).toEqual([]);
  });
});

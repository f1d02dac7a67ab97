import { lotBadges, recallColumns, stockMessageKeys, stockMovementKinds } from '@ponto/domain';
import { describe, expect, it } from 'vitest';
import stockCatalogs from './index';

describe('stock namespace', () => {
  it.each(Object.entries(stockCatalogs))(
    '%s has a text for every stock field message, and no other',
    (_l, c) => {
      expect(Object.keys(c.problems).sort()).toEqual([...stockMessageKeys].sort());
    },
  );

  it.each(Object.entries(stockCatalogs))('%s names every movement kind, recall column and badge', (_l, c) => {
    expect(Object.keys(c.movements.kinds).sort()).toEqual([...stockMovementKinds].sort());
    expect(Object.keys(c.recall.columns).sort()).toEqual([...recallColumns].sort());
    const badges = new Set(Object.keys(c.badge).map((key) => key.replace(/_(one|other)$/, '')));
    for (const badge of lotBadges) expect(badges.has(badge), badge).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { datesInverted, emptyFilters, filtersQuery } from './filters';

describe('protocol filters', () => {
  it('sends only the filters given', () => {
    expect(filtersQuery(emptyFilters, null).toString()).toBe('limit=20');
    expect(filtersQuery({ ...emptyFilters, q: ' Ana ', status: 'pending' }, 'abc').toString()).toBe(
      'limit=20&q=Ana&status=pending&cursor=abc',
    );
  });

  it('finds an initial date after the final one', () => {
    expect(datesInverted({ from: '2026-05-02', to: '2026-05-01' })).toBe(true);
    expect(datesInverted({ from: '2026-05-01', to: '2026-05-01' })).toBe(false);
    expect(datesInverted({ from: '', to: '2026-05-01' })).toBe(false);
  });
});

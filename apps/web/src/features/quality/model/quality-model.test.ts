import { describe, expect, it } from 'vitest';
import { chartBox, chartScale, limitLabel } from './chart-scale';
import { standingCounts, standingDate } from './standing';

describe('Levey-Jennings scale', () => {
  const target = { mean: 5.5, sd: 0.15 };

  it('puts the mean in the middle with ±4 SD drawn', () => {
    const scale = chartScale([5.5, 5.6], target);
    expect(scale.min).toBeCloseTo(4.9);
    expect(scale.max).toBeCloseTo(6.1);
    const middle = chartBox.top + (chartBox.height - chartBox.top - chartBox.bottom) / 2;
    expect(scale.y(5.5)).toBeCloseTo(middle);
    expect(scale.x(0)).toBe(chartBox.left);
    expect(scale.x(1)).toBe(chartBox.width - chartBox.right);
  });

  it('widens for an outlier and centres a single point', () => {
    const scale = chartScale([7.0], target);
    expect(scale.max).toBeGreaterThanOrEqual(7.0);
    expect(scale.y(7.0)).toBeGreaterThanOrEqual(chartBox.top);
    expect(scale.x(0)).toBe(chartBox.left + (chartBox.width - chartBox.left - chartBox.right) / 2);
  });

  it('labels the limit lines', () => {
    expect(limitLabel(0)).toEqual({ key: 'mean', sd: '0' });
    expect(limitLabel(2)).toEqual({ key: 'sd', sd: '+2' });
    expect(limitLabel(-3)).toEqual({ key: 'sd', sd: '-3' });
  });
});

describe('internal-control standings', () => {
  it('dates and counts them', () => {
    expect(standingDate({ state: 'ok', dueOn: '2026-12-19' })).toBe('2026-12-19');
    expect(standingDate({ state: 'failed', since: '2026-11-01' })).toBe('2026-11-01');
    expect(standingDate({ state: 'missing' })).toBeNull();
    const counts = standingCounts(
      [
        { standing: { state: 'ok', dueOn: '2026-12-19' }, locked: false },
        { standing: { state: 'ok', dueOn: '2026-12-02' }, locked: false },
        { standing: { state: 'ok', dueOn: '2026-12-03' }, locked: false },
        { standing: { state: 'overdue', dueOn: '2026-11-01' }, locked: true },
        { standing: { state: 'missing' }, locked: true },
        { standing: { state: 'missing' }, locked: true },
      ],
      '2026-11-25',
    );
    expect(counts).toEqual({ ok: 2, dueSoon: 1, overdue: 1, failed: 0, missing: 2, locked: 3 });
  });
});

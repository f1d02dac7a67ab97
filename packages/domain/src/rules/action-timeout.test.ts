import { describe, expect, it } from 'vitest';
import { actionTimeoutState } from './action-timeout';

const since = 1_700_000_000_000;
const min = 60_000;

describe('actionTimeoutState (30 minutes, warning at 15 left)', () => {
  it.each([
    [0, 'waiting', 30 * min],
    [14 * min + 59_999, 'waiting', 15 * min + 1],
    [15 * min, 'warning', 15 * min],
    [29 * min, 'warning', 1 * min],
    [30 * min, 'timedOut', 0],
    [45 * min, 'timedOut', 0],
  ])('after %i ms → %s', (elapsed, phase, remainingMs) => {
    expect(actionTimeoutState(since, since + elapsed)).toEqual({ phase, remainingMs });
  });
});

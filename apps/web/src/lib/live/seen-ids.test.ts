import { describe, expect, it } from 'vitest';
import { createSeenIds } from './seen-ids';

describe('createSeenIds', () => {
  it('lets an id through once and drops it when it comes again (QoS 1 redelivery)', () => {
    const seen = createSeenIds(10);
    expect(seen.check('a')).toBe(false);
    expect(seen.check('a')).toBe(true);
    expect(seen.check('b')).toBe(false);
  });

  it('keeps only the newest ids, forgetting the oldest first', () => {
    const seen = createSeenIds(3);
    for (const id of ['a', 'b', 'c', 'd']) seen.check(id);
    expect(seen.size).toBe(3);
    expect(seen.check('d')).toBe(true);
    expect(seen.check('b')).toBe(true);
    // 'a' was the oldest and has been forgotten: memory is bounded, whatever the length of the shift.
    expect(seen.check('a')).toBe(false);
    expect(seen.size).toBe(3);
  });

  it('refuses a capacity below one', () => {
    expect(() => createSeenIds(0)).toThrow(RangeError);
  });
});

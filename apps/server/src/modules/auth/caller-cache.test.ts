import { describe, expect, it } from 'vitest';
import { CallerCache, type CallerState } from './caller-cache';

const state = (userId: string, workplaceId: string | null = null) =>
  ({
    user: { id: userId },
    family: undefined,
    workplace: workplaceId ? { id: workplaceId } : undefined,
  }) as unknown as CallerState;

function cache(now = { t: 0 }) {
  return new CallerCache({ maxEntries: 3, ttlMs: 1000, now: () => now.t });
}

describe('CallerCache', () => {
  it('reads a caller once, then answers from memory', async () => {
    const callers = cache();
    let loads = 0;
    const load = async () => {
      loads++;
      return state('u1', 'w1');
    };
    await callers.read('u1', 'f1', '111', load);
    expect(await callers.read('u1', 'f1', '111', load)).toEqual(state('u1', 'w1'));
    expect(loads).toBe(1);
    // Another workplace named is another entry.
    await callers.read('u1', 'f1', '222', load);
    expect(loads).toBe(2);
  });

  it.each([
    ['u:u1', 0],
    ['f:f1', 0],
    ['w:w1:111', 0],
    ['*', 0],
    ['u:someone-else', 1],
    ['f:another-session', 1],
    ['w:another-workplace:222', 1],
  ])('drops what the notice %s names', async (notice, left) => {
    const callers = cache();
    await callers.read('u1', 'f1', '111', async () => state('u1', 'w1'));
    callers.changed(notice);
    expect(callers.size).toBe(left);
  });

  it.each([
    ['u:u1', 0],
    ['f:f1', 0],
    ['w:w9:111', 0],
    ['*', 0],
    ['u:u2', 1],
    ['w:w9:222', 1],
  ])('does not keep a read that the notice %s overtook', async (notice, kept) => {
    const callers = cache();
    let release: (value: CallerState) => void = () => {};
    const pending = callers.read('u1', 'f1', '111', () => new Promise((resolve) => (release = resolve)));
    callers.changed(notice);
    release(state('u1'));
    expect(await pending).toEqual(state('u1'));
    expect(callers.size).toBe(kept);
  });

  it('remembers nothing while notices cannot be heard', async () => {
    const callers = cache();
    await callers.read('u1', 'f1', null, async () => state('u1'));
    callers.pause();
    expect(callers.size).toBe(0);
    await callers.read('u1', 'f1', null, async () => state('u1'));
    expect(callers.size).toBe(0);
    callers.resume();
    await callers.read('u1', 'f1', null, async () => state('u1'));
    expect(callers.size).toBe(1);
  });

  it('forgets after its time, everything on pause, and the oldest when full', async () => {
    const now = { t: 0 };
    const callers = cache(now);
    await callers.read('u1', 'f1', null, async () => state('u1'));
    now.t = 1000;
    let loads = 0;
    const counted = (id: string) => async () => {
      loads++;
      return state(id);
    };
    await callers.read('u1', 'f1', null, counted('u1'));
    expect(loads).toBe(1);
    callers.pause();
    expect(callers.size).toBe(0);
    callers.resume();
    for (const id of ['a', 'b', 'c', 'd']) await callers.read(id, 'f', null, async () => state(id));
    expect(callers.size).toBe(3);
    await callers.read('a', 'f', null, counted('a'));
    expect(loads).toBe(2);
  });

  it('keeps nothing for a caller that does not exist', async () => {
    const callers = cache();
    expect(await callers.read('u1', 'f1', null, async () => undefined)).toBeUndefined();
    expect(callers.size).toBe(0);
  });
});

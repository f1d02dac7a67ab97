import { describe, expect, it } from 'vitest';
import { lockoutCountdown, resendCountdown } from './login-timing';

const t0 = Date.parse('2024-06-15T12:00:00.000Z');

describe('lockoutCountdown (6 minutes)', () => {
  it.each([
    [0, { remainingMs: 360_000, minutes: 6, seconds: 0 }],
    [1_500, { remainingMs: 358_500, minutes: 5, seconds: 59 }],
    [359_000, { remainingMs: 1_000, minutes: 0, seconds: 1 }],
    [360_000, { remainingMs: 0, minutes: 0, seconds: 0 }],
    [400_000, { remainingMs: 0, minutes: 0, seconds: 0 }],
  ])('after %i ms → %j', (elapsed, countdown) =>
    expect(lockoutCountdown(t0, t0 + elapsed)).toEqual(countdown),
  );
});

describe('resendCountdown (3 minutes)', () => {
  it.each([
    [0, 3, 0],
    [60_000, 2, 0],
    [180_000, 0, 0],
  ])('after %i ms → %i min %i s', (elapsed, minutes, seconds) => {
    expect(resendCountdown(new Date(t0), new Date(t0 + elapsed))).toMatchObject({ minutes, seconds });
  });
});

import { describe, expect, it } from 'vitest';
import { npsAnswerSchema, npsDue } from './nps';

const now = new Date('2026-11-24T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);

describe('npsDue', () => {
  it('asks an account of 14 days or more that never answered', () => {
    expect(npsDue({ now, accountCreatedAt: daysAgo(14), lastAnsweredAt: null, lastPostponedAt: null })).toBe(
      true,
    );
    expect(npsDue({ now, accountCreatedAt: daysAgo(13), lastAnsweredAt: null, lastPostponedAt: null })).toBe(
      false,
    );
  });

  it('waits 90 days after an answer and 7 after a "not now"', () => {
    const old = daysAgo(400);
    expect(npsDue({ now, accountCreatedAt: old, lastAnsweredAt: daysAgo(89), lastPostponedAt: null })).toBe(
      false,
    );
    expect(npsDue({ now, accountCreatedAt: old, lastAnsweredAt: daysAgo(90), lastPostponedAt: null })).toBe(
      true,
    );
    expect(npsDue({ now, accountCreatedAt: old, lastAnsweredAt: null, lastPostponedAt: daysAgo(6) })).toBe(
      false,
    );
    expect(
      npsDue({ now, accountCreatedAt: old, lastAnsweredAt: daysAgo(100), lastPostponedAt: daysAgo(7) }),
    ).toBe(true);
  });
});

describe('npsAnswerSchema', () => {
  it('takes 0 to 10 or null, and a comment of at most 500 characters', () => {
    expect(npsAnswerSchema.safeParse({ score: 0 }).success).toBe(true);
    expect(npsAnswerSchema.safeParse({ score: null }).success).toBe(true);
    expect(npsAnswerSchema.safeParse({ score: 11 }).success).toBe(false);
    expect(npsAnswerSchema.safeParse({ score: 7, comment: 'x'.repeat(501) }).success).toBe(false);
  });
});

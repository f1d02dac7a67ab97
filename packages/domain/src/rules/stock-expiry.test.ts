import { describe, expect, it } from 'vitest';
import { checkLot, stockExpiryFlag } from './stock-expiry';

const now = new Date('2024-06-15T00:00:00.000Z');
const inDays = (d: number) => new Date(now.getTime() + d * 86_400_000);

describe('stockExpiryFlag (yellow within one week)', () => {
  it.each([
    [inDays(8), 'ok'],
    [inDays(7), 'expiringSoon'],
    [inDays(1), 'expiringSoon'],
    [inDays(0), 'expired'],
    [inDays(-1), 'expired'],
  ])('expiring %s → %s', (expiresAt, flag) => expect(stockExpiryFlag(expiresAt, now)).toBe(flag));
});

describe('checkLot', () => {
  it.each([
    [
      { number: 'L123', expiresAt: inDays(3) },
      { ok: true, value: true },
    ],
    [
      { number: 'L123', expiresAt: inDays(-3) },
      { ok: false, code: 'LOT_EXPIRED' },
    ],
    [
      { number: '  ', expiresAt: inDays(3) },
      { ok: false, code: 'LOT_NOT_FOUND' },
    ],
    [null, { ok: false, code: 'LOT_NOT_FOUND' }],
  ])('%j → %j', (lot, outcome) => expect(checkLot(lot, now)).toEqual(outcome));
});

import { describe, expect, it } from 'vitest';
import { checkLot } from '../rules/stock-expiry';
import {
  isTransferable,
  lotBadge,
  lotDaysLeft,
  lotExpiresAt,
  lotExpiryOf,
  recallCsvQuerySchema,
  recallQuerySchema,
  showsInStock,
  stockFieldError,
  stockTotals,
  stockTransferBodySchema,
  transferRefusal,
} from './index';

describe('lotExpiresAt: valid through the whole of the expiry day (UTC)', () => {
  it('expires at 00:00 UTC of the next day, across a month and a year', () => {
    expect(lotExpiresAt('2024-06-15').toISOString()).toBe('2024-06-16T00:00:00.000Z');
    expect(lotExpiresAt('2024-02-29').toISOString()).toBe('2024-03-01T00:00:00.000Z');
    expect(lotExpiresAt('2024-12-31').toISOString()).toBe('2025-01-01T00:00:00.000Z');
  });

  it('refuses a day that does not exist', () => {
    expect(() => lotExpiresAt('2024-02-30')).toThrow(RangeError);
  });

  it('is what the NFC read checks: usable on the last second of its day, expired the next', () => {
    const lot = { number: 'L1', expiresAt: lotExpiresAt('2024-06-15') };
    expect(checkLot(lot, new Date('2024-06-15T23:59:59.999Z')).ok).toBe(true);
    expect(checkLot(lot, new Date('2024-06-16T00:00:00.000Z'))).toEqual({ ok: false, code: 'LOT_EXPIRED' });
  });
});

describe('lotDaysLeft', () => {
  it.each([
    ['2024-06-15T00:00:00Z', '2024-06-15', 0],
    ['2024-06-15T23:59:59Z', '2024-06-15', 0],
    ['2024-06-15T12:00:00Z', '2024-06-16', 1],
    ['2024-06-15T12:00:00Z', '2024-06-22', 7],
    ['2024-06-15T12:00:00Z', '2024-06-14', -1],
    ['2024-06-15T12:00:00Z', '2024-05-16', -30],
  ])('at %s a lot expiring %s has %i days left', (now, expiresOn, days) => {
    expect(lotDaysLeft(expiresOn, now)).toBe(days);
  });
});

describe('lotExpiryOf: §9 yellow within one week, expired blocked', () => {
  const now = '2024-06-15T10:00:00Z';
  it.each([
    ['2024-12-31', 'ok', 199],
    ['2024-06-22', 'ok', 7],
    ['2024-06-21', 'expiringSoon', 6],
    ['2024-06-19', 'expiringSoon', 4],
    ['2024-06-15', 'expiringSoon', 0],
    ['2024-06-14', 'expired', -1],
  ])('expiring %s → %s, %i days left', (expiresOn, flag, daysLeft) => {
    expect(lotExpiryOf(expiresOn, now)).toEqual({ flag, daysLeft });
  });

  it('flags yellow exactly when less than a week of validity is left', () => {
    // Seven days before the lot's last instant it turns yellow.
    expect(lotExpiryOf('2024-06-22', '2024-06-16T00:00:00Z').flag).toBe('expiringSoon');
    expect(lotExpiryOf('2024-06-22', '2024-06-15T23:59:59Z').flag).toBe('ok');
  });
});

describe('lotBadge, showsInStock, isTransferable', () => {
  it.each([
    [{ flag: 'expired', quantity: 5 }, 'expired', true, false],
    [{ flag: 'expired', quantity: 0 }, 'expired', false, false],
    [{ flag: 'expiringSoon', quantity: 0 }, 'outOfStock', true, false],
    [{ flag: 'ok', quantity: 0 }, 'outOfStock', true, false],
    [{ flag: 'expiringSoon', quantity: 3 }, 'expiringSoon', true, true],
    [{ flag: 'ok', quantity: 1 }, 'ok', true, true],
  ] as const)('%j → badge %s, listed %s, transferable %s', (lot, badge, listed, transferable) => {
    expect(lotBadge(lot)).toBe(badge);
    expect(showsInStock(lot)).toBe(listed);
    expect(isTransferable(lot)).toBe(transferable);
  });
});

describe('stockTotals', () => {
  it('adds the usable and the blocked capsules of each exam, in the order the exams come', () => {
    const name = (text: string) => ({ 'pt-BR': text });
    expect(
      stockTotals([
        { examCode: 'HIV', examName: name('HIV'), flag: 'ok', quantity: 10 },
        { examCode: 'COVID_AG', examName: name('Covid'), flag: 'expiringSoon', quantity: 4 },
        { examCode: 'HIV', examName: name('HIV'), flag: 'expiringSoon', quantity: 2 },
        { examCode: 'HIV', examName: name('HIV'), flag: 'expired', quantity: 5 },
        { examCode: 'COVID_AG', examName: name('Covid'), flag: 'ok', quantity: 0 },
      ]),
    ).toEqual([
      { examCode: 'HIV', examName: name('HIV'), usable: 12, blocked: 5 },
      { examCode: 'COVID_AG', examName: name('Covid'), usable: 4, blocked: 0 },
    ]);
    expect(stockTotals([])).toEqual([]);
  });
});

describe('stockTransferBodySchema', () => {
  const lotId = '6f1c1f0e-8a7b-4c3d-9e2f-0a1b2c3d4e5f';
  const problems = (body: unknown) => {
    const parsed = stockTransferBodySchema.safeParse(body);
    return parsed.success ? [] : parsed.error.issues.map((i) => [i.path.join('.'), i.message]);
  };

  it('takes a lot, a destination tax id masked or not, and a whole number of capsules', () => {
    expect(stockTransferBodySchema.parse({ lotId, toCnpj: '11.222.333/0001-81', quantity: 3 })).toEqual({
      lotId,
      toCnpj: '11222333000181',
      quantity: 3,
    });
  });

  it.each([
    [{ lotId: '', toCnpj: '11222333000181', quantity: 1 }, [['lotId', 'validation:required']]],
    [{ lotId: 'x', toCnpj: '11222333000181', quantity: 1 }, [['lotId', 'validation:invalidOption']]],
    [{ lotId, toCnpj: ' ', quantity: 1 }, [['toCnpj', 'validation:required']]],
    [{ lotId, toCnpj: '1122', quantity: 1 }, [['toCnpj', 'validation:invalidOption']]],
    [{ lotId, toCnpj: '11222333000181', quantity: 0 }, [['quantity', 'validation:tooSmall']]],
    [{ lotId, toCnpj: '11222333000181', quantity: -2 }, [['quantity', 'validation:tooSmall']]],
    [{ lotId, toCnpj: '11222333000181', quantity: 1.5 }, [['quantity', 'validation:invalid']]],
    [{ lotId, toCnpj: '11222333000181', quantity: 100_001 }, [['quantity', 'validation:invalid']]],
    [{ lotId, toCnpj: '11222333000181' }, [['quantity', 'validation:required']]],
  ])('%j → %j', (body, expected) => expect(problems(body)).toEqual(expected));
});

describe('transferRefusal', () => {
  const base = {
    fromCnpj: '11222333000181',
    toCnpj: '22333444000181',
    lot: { flag: 'ok' as const, quantity: 10 },
    quantity: 10,
  };

  it('allows the whole lot to another workplace', () => {
    expect(transferRefusal(base)).toBeNull();
  });

  it('refuses the same workplace, an expired lot and more than the lot has, each at its field', () => {
    expect(transferRefusal({ ...base, toCnpj: base.fromCnpj })).toEqual({
      code: 'TRANSFER_SAME_WORKPLACE',
      field: { field: 'toCnpj', messageKey: 'stock:problems.sameWorkplace' },
    });
    expect(transferRefusal({ ...base, lot: { flag: 'expired', quantity: 10 } })).toEqual({
      code: 'LOT_EXPIRED',
      field: { field: 'lotId', messageKey: 'validation:lotExpired' },
    });
    expect(transferRefusal({ ...base, quantity: 11 })).toEqual({
      code: 'STOCK_INSUFFICIENT',
      field: { field: 'quantity', messageKey: 'stock:problems.insufficient', params: { available: 10 } },
    });
  });
});

describe('stockFieldError', () => {
  it('names the stock namespace, with params when given', () => {
    expect(stockFieldError('toCnpj', 'notInNetwork')).toEqual({
      field: 'toCnpj',
      messageKey: 'stock:problems.notInNetwork',
    });
  });
});

describe('recall queries', () => {
  it('takes a lot number as printed, and a language for the CSV (pt-BR unless told)', () => {
    expect(recallQuerySchema.parse({ lot: ' COA101001001 ' })).toEqual({ lot: 'COA101001001' });
    expect(recallCsvQuerySchema.parse({ lot: 'L-1' })).toEqual({ lot: 'L-1', lang: 'pt-BR' });
    expect(recallCsvQuerySchema.parse({ lot: 'L-1', lang: 'es-ES' }).lang).toBe('es-ES');
    expect(recallQuerySchema.safeParse({ lot: '' }).error?.issues[0]?.message).toBe('validation:lotRequired');
    expect(recallQuerySchema.safeParse({ lot: 'L 1;' }).error?.issues[0]?.message).toBe(
      'validation:invalidLot',
    );
  });
});

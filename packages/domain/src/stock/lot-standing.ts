import type { ExpiryFlag } from '../rules/stock-expiry';

/** A lot as the stock rules read it: its expiry flag and the capsules on hand. */
export interface LotOnHand {
  flag: ExpiryFlag;
  quantity: number;
}

export const lotBadges = ['expired', 'outOfStock', 'expiringSoon', 'ok'] as const;
export type LotBadge = (typeof lotBadges)[number];

/**
 * The one status 'My stock' shows for a lot, the most pressing first: expired (blocked for use, whatever is
 * left), out of stock, expiring within one week (§9 yellow), fine.
 */
export function lotBadge(lot: LotOnHand): LotBadge {
  if (lot.flag === 'expired') return 'expired';
  if (lot.quantity <= 0) return 'outOfStock';
  return lot.flag;
}

/**
 * 'My stock' lists what is on the shelf or could be again: an empty lot stays (out of stock, reorder) until
 * it expires; an empty expired lot is history (batches, movements and recall still show it).
 */
export function showsInStock(lot: LotOnHand): boolean {
  return lot.quantity > 0 || lot.flag !== 'expired';
}

/** Capsules that can go to another workplace: some on hand, not expired (an expired lot is blocked for use). */
export function isTransferable(lot: LotOnHand): boolean {
  return lot.quantity > 0 && lot.flag !== 'expired';
}

export interface ExamStockTotal<Name> {
  examCode: string;
  examName: Name;
  /** Capsules of lots still in date. */
  usable: number;
  /** Capsules of expired lots, blocked for use. */
  blocked: number;
}

/** 'My stock' total per exam, in the order the exams first appear. */
export function stockTotals<Name>(
  lots: ReadonlyArray<LotOnHand & { examCode: string; examName: Name }>,
): ExamStockTotal<Name>[] {
  const totals = new Map<string, ExamStockTotal<Name>>();
  for (const lot of lots) {
    const total = totals.get(lot.examCode) ?? {
      examCode: lot.examCode,
      examName: lot.examName,
      usable: 0,
      blocked: 0,
    };
    if (lot.flag === 'expired') total.blocked += lot.quantity;
    else total.usable += lot.quantity;
    totals.set(lot.examCode, total);
  }
  return [...totals.values()];
}

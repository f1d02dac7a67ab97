import { STOCK_EXPIRY_WARNING_MS } from '../constants/business';
import { type Instant, toMillis } from '../shared/instant';
import { allow, type Outcome, refuse } from '../shared/outcome';

export type ExpiryFlag = 'ok' | 'expiringSoon' | 'expired';

/** §9: stock expiring within one week is flagged (yellow); past expiry it is expired. */
export function stockExpiryFlag(expiresAt: Instant, now: Instant): ExpiryFlag {
  const left = toMillis(expiresAt) - toMillis(now);
  if (left <= 0) return 'expired';
  return left <= STOCK_EXPIRY_WARNING_MS ? 'expiringSoon' : 'ok';
}

/** §5 lot number required and not expired. */
export function checkLot(lot: { number: string; expiresAt: Instant } | null, now: Instant): Outcome {
  if (!lot || lot.number.trim() === '') return refuse('LOT_NOT_FOUND');
  return stockExpiryFlag(lot.expiresAt, now) === 'expired' ? refuse('LOT_EXPIRED') : allow(true);
}

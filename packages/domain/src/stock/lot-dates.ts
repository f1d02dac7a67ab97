import { durations } from '../constants/business';
import { type ExpiryFlag, stockExpiryFlag } from '../rules/stock-expiry';
import { asCalendarDate } from '../shared/calendar-date';
import { type Instant, toMillis } from '../shared/instant';

const { DAY_MS } = durations;

/**
 * A lot is valid through the whole of its expiry day (the day printed on the box), read in UTC so that every
 * workplace, server and browser agree: it expires at 00:00 UTC of the next day.
 */
export function lotExpiresAt(expiresOn: string): Date {
  const day = asCalendarDate(expiresOn);
  return new Date(Date.UTC(day.year, day.month - 1, day.day + 1));
}

/** Whole days from today (UTC) to the expiry day: 0 on the day itself, 1 the day before, negative once past. */
export function lotDaysLeft(expiresOn: string, now: Instant): number {
  const startOfToday = Math.floor(toMillis(now) / DAY_MS) * DAY_MS;
  return Math.round((lotExpiresAt(expiresOn).getTime() - startOfToday) / DAY_MS) - 1;
}

export interface LotExpiry {
  flag: ExpiryFlag;
  daysLeft: number;
}

/**
 * §9 the lot's flag (expiring within one week: yellow; expired: blocked for use) and the days it has left,
 * from the same instant the NFC read of an exam checks (checkLot on lotExpiresAt), so the screen and the
 * reader never disagree.
 */
export function lotExpiryOf(expiresOn: string, now: Instant): LotExpiry {
  return { flag: stockExpiryFlag(lotExpiresAt(expiresOn), now), daysLeft: lotDaysLeft(expiresOn, now) };
}

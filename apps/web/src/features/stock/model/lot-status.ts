import { type LotBadge, lotBadge, type StockLot } from '@ponto/domain';

/** What the status badge of a lot says and how it looks. */
export interface LotStatus {
  badge: LotBadge;
  /** stock:<key>, with `count` for the plural forms. */
  key: string;
  count?: number;
  /** Mantine colour of the badge; a light one (yellow) is paired with dark text for contrast. */
  color: string;
  darkText: boolean;
  /** Row tint, so a glance down the table finds the lots that need care; null for a plain row. */
  rowTint: string | null;
}

/**
 * §9 the badge of a lot in 'My stock': expired lots blocked (red), expiring within a week yellow with the
 * days left ('today' on the last day), out of stock grey, the rest valid (teal). The domain picks the badge.
 */
export function lotStatus(lot: Pick<StockLot, 'flag' | 'quantity' | 'daysLeft'>): LotStatus {
  const badge = lotBadge(lot);
  switch (badge) {
    case 'expired':
      return {
        badge,
        key: 'badge.expired',
        color: 'red.9',
        darkText: false,
        rowTint: 'var(--mantine-color-red-0)',
      };
    case 'expiringSoon':
      return {
        badge,
        ...(lot.daysLeft <= 0
          ? { key: 'badge.expiresToday' }
          : { key: 'badge.expiringSoon', count: lot.daysLeft }),
        color: 'yellow.4',
        darkText: true,
        rowTint: 'var(--mantine-color-yellow-0)',
      };
    case 'outOfStock':
      return { badge, key: 'badge.outOfStock', color: 'gray.8', darkText: false, rowTint: null };
    default:
      return { badge, key: 'badge.ok', color: 'teal.9', darkText: false, rowTint: null };
  }
}

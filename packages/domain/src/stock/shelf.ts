import { z } from 'zod';
import { type Instant, toMillis } from '../shared/instant';
import { lotExpiresAt } from './lot-dates';

/**
 * A lot on a workplace's shelf: what a device there can be loaded with. The portal hands the shelf to the
 * virtual readers it provisions, so their NFC reads name capsules the workplace really has in stock.
 */
export const shelfLotSchema = z.object({
  examIndex: z.number().int().positive(),
  lotNumber: z.string().min(1),
  /** The expiry day printed on the box (yyyy-mm-dd); valid through the whole day (lotExpiresAt). */
  expiresOn: z.iso.date(),
});
export type ShelfLot = z.infer<typeof shelfLotSchema>;

/** The lot a capsule for this exam is taken from: unexpired, the one that expires first (first-expired, first-out). */
export function shelfLotFor(shelf: readonly ShelfLot[], examIndex: number, now: Instant): ShelfLot | null {
  const usable = shelf.filter(
    (lot) => lot.examIndex === examIndex && lotExpiresAt(lot.expiresOn).getTime() > toMillis(now),
  );
  usable.sort((a, b) => a.expiresOn.localeCompare(b.expiresOn) || a.lotNumber.localeCompare(b.lotNumber));
  return usable[0] ?? null;
}

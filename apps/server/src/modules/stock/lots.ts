import { lotExpiryOf, type StockLot, showsInStock } from '@ponto/domain';

/** A lot as the stock lists read it (stockLotSchema without the flag, computed from `now`). */
export type LotRow = {
  id: string;
  examCode: string;
  examName: Record<string, string>;
  lotNumber: string;
  internalLot: string;
  manufacturedOn: string;
  expiresOn: string;
  quantity: number;
};

export function lotView(row: LotRow, now: Date): StockLot {
  return { ...row, ...lotExpiryOf(row.expiresOn, now) };
}

/** 'My stock' hides an empty expired lot (domain showsInStock); batches show every lot. */
export function stockViews(rows: readonly LotRow[], now: Date): StockLot[] {
  return rows.map((row) => lotView(row, now)).filter(showsInStock);
}

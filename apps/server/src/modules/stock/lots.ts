import { lotExpiryOf, type StockLot, showsInStock } from '@ponto/domain';
import type { Db } from '../../db/database';
import { exams, lots } from '../../db/schema';

export type Queryable = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/** The columns every lot view is made of (stockLotSchema without the flag, computed from `now`). */
export const lotColumns = {
  id: lots.id,
  examCode: exams.code,
  examName: exams.name,
  lotNumber: lots.lotNumber,
  internalLot: lots.internalLot,
  manufacturedOn: lots.manufacturedOn,
  expiresOn: lots.expiresOn,
  quantity: lots.quantity,
};
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

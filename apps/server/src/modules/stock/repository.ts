import { and, asc, desc, eq, gt, gte, inArray, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import {
  examRequests,
  exams,
  lots,
  orderShipmentLots,
  orders,
  preExams,
  stockMovements,
  stockTransfers,
  users,
  workplaces,
} from '../../db/schema';
import type { LotRow } from './lots';

const otherWorkplace = alias(workplaces, 'other_workplace');
/** The workplace on the other side of a transfer movement. */
const otherSideOf = sql`case when ${stockTransfers.fromWorkplaceId} = ${stockMovements.workplaceId}
  then ${stockTransfers.toWorkplaceId} else ${stockTransfers.fromWorkplaceId} end`;

/** The columns every lot view is made of (stockLotSchema without the flag, computed from `now`). */
const lotColumns = {
  id: lots.id,
  examCode: exams.code,
  examName: exams.name,
  lotNumber: lots.lotNumber,
  internalLot: lots.internalLot,
  manufacturedOn: lots.manufacturedOn,
  expiresOn: lots.expiresOn,
  quantity: lots.quantity,
};

/** The SQL of one workplace's stock: its lots (quantities) and the stock_movements ledger written with them. */
export class StockRepository {
  constructor(
    private readonly db: Db,
    private readonly workplaceId: string,
  ) {}

  /** The workplace's lots by exam (catalogue order), then the lot that expires first. */
  lots(): Promise<LotRow[]> {
    return this.db
      .select(lotColumns)
      .from(lots)
      .innerJoin(exams, eq(exams.id, lots.examId))
      .where(eq(lots.workplaceId, this.workplaceId))
      .orderBy(asc(exams.index), asc(lots.expiresOn), asc(lots.lotNumber));
  }

  /** Lots with stock not expired on `today` (YYYY-MM-DD), by exam index, the one that expires first first. */
  shelf(today: string): Promise<Array<{ examIndex: number; lotNumber: string; expiresOn: string }>> {
    return this.db
      .select({ examIndex: exams.index, lotNumber: lots.lotNumber, expiresOn: lots.expiresOn })
      .from(lots)
      .innerJoin(exams, eq(exams.id, lots.examId))
      .where(and(eq(lots.workplaceId, this.workplaceId), gt(lots.quantity, 0), gte(lots.expiresOn, today)))
      .orderBy(asc(exams.index), asc(lots.expiresOn), asc(lots.lotNumber));
  }

  async lot(id: string): Promise<LotRow | undefined> {
    const [row] = await this.db
      .select(lotColumns)
      .from(lots)
      .innerJoin(exams, eq(exams.id, lots.examId))
      .where(and(eq(lots.id, id), eq(lots.workplaceId, this.workplaceId)));
    return row;
  }

  /** The lot's ledger, newest first, below the `beforeId` line when one is given. */
  movements(lotId: string, beforeId: number | undefined, limit: number) {
    const filters = [eq(stockMovements.lotId, lotId)];
    if (beforeId !== undefined) filters.push(lt(stockMovements.id, beforeId));
    return this.db
      .select({
        id: stockMovements.id,
        kind: stockMovements.kind,
        delta: stockMovements.delta,
        at: stockMovements.at,
        by: users.name,
        capsuleCode: stockMovements.capsuleCode,
        examId: examRequests.id,
        protocolNumber: preExams.protocolNumber,
        orderId: orders.id,
        orderNumber: orders.number,
        invoice: orders.invoice,
        transferId: stockTransfers.id,
        otherCnpj: otherWorkplace.cnpj,
        otherName: otherWorkplace.name,
      })
      .from(stockMovements)
      .leftJoin(users, eq(users.id, stockMovements.userId))
      .leftJoin(examRequests, eq(examRequests.id, stockMovements.examRequestId))
      .leftJoin(preExams, eq(preExams.id, examRequests.preExamId))
      .leftJoin(orders, eq(orders.id, stockMovements.orderId))
      .leftJoin(stockTransfers, eq(stockTransfers.id, stockMovements.transferId))
      .leftJoin(otherWorkplace, sql`${otherWorkplace.id} = ${otherSideOf}`)
      .where(and(...filters))
      .orderBy(desc(stockMovements.id))
      .limit(limit);
  }

  /**
   * What brought capsules to the workplace's lots: each order arrival with its invoice, order number and the
   * internal lot the shipment named, and each transfer in with the workplace it came from; oldest first.
   */
  arrivals() {
    return this.db
      .select({
        lotId: stockMovements.lotId,
        kind: stockMovements.kind,
        at: stockMovements.at,
        quantity: stockMovements.delta,
        internalLot: orderShipmentLots.internalLot,
        orderId: orders.id,
        orderNumber: orders.number,
        invoice: orders.invoice,
        fromCnpj: otherWorkplace.cnpj,
        fromName: otherWorkplace.name,
      })
      .from(stockMovements)
      .innerJoin(lots, eq(lots.id, stockMovements.lotId))
      .leftJoin(orders, eq(orders.id, stockMovements.orderId))
      .leftJoin(
        orderShipmentLots,
        and(
          eq(orderShipmentLots.orderId, stockMovements.orderId),
          eq(orderShipmentLots.lotNumber, lots.lotNumber),
        ),
      )
      .leftJoin(stockTransfers, eq(stockTransfers.id, stockMovements.transferId))
      .leftJoin(otherWorkplace, eq(otherWorkplace.id, stockTransfers.fromWorkplaceId))
      .where(
        and(
          eq(stockMovements.workplaceId, this.workplaceId),
          inArray(stockMovements.kind, ['arrival', 'transferIn']),
        ),
      )
      .orderBy(asc(stockMovements.at), asc(stockMovements.id));
  }

  /** The lot's id when it is the workplace's (and changed), undefined otherwise. */
  async setInternalLot(lotId: string, internalLot: string): Promise<string | undefined> {
    const [row] = await this.db
      .update(lots)
      .set({ internalLot })
      .where(and(eq(lots.id, lotId), eq(lots.workplaceId, this.workplaceId)))
      .returning({ id: lots.id });
    return row?.id;
  }
}

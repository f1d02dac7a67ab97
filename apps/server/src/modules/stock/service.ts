import type { BatchArrival } from '@ponto/domain';
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
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { decodeCursor, encodeCursor } from '../../platform/keyset-cursor';
import { lotColumns, lotView, stockViews } from './lots';
import type {
  BatchList,
  InternalLotBody,
  LotMovementPage,
  PageQuery,
  ShelfLot,
  StockList,
  StockLot,
} from './schemas';

interface WorkplaceRef {
  id: string;
}

const otherWorkplace = alias(workplaces, 'other_workplace');
/** The workplace on the other side of a transfer movement. */
const otherSideOf = sql`case when ${stockTransfers.fromWorkplaceId} = ${stockMovements.workplaceId}
  then ${stockTransfers.toWorkplaceId} else ${stockTransfers.fromWorkplaceId} end`;

/**
 * §2 my stock and batches (§3 stock: exam, lot, internal lot, manufacture and expiry dates, quantity), for
 * the workplace's users with stockView (checked by the routes). Every quantity comes from `lots`, every
 * history line from the stock_movements ledger written with it.
 */
export class StockService {
  constructor(private readonly deps: { db: Db; clock: Clock }) {}

  /** GET /stock: by exam (catalogue order), then the lot that expires first. */
  async list(workplace: WorkplaceRef): Promise<StockList> {
    const rows = await this.deps.db
      .select(lotColumns)
      .from(lots)
      .innerJoin(exams, eq(exams.id, lots.examId))
      .where(eq(lots.workplaceId, workplace.id))
      .orderBy(asc(exams.index), asc(lots.expiresOn), asc(lots.lotNumber));
    return { lots: stockViews(rows, this.deps.clock.now()) };
  }

  /**
   * The capsules a device of the workplace can be loaded with: lots with stock that have not expired,
   * by exam index, the lot that expires first first (first-expired, first-out).
   */
  async shelf(workplace: WorkplaceRef): Promise<ShelfLot[]> {
    const today = this.deps.clock.now().toISOString().slice(0, 10);
    return this.deps.db
      .select({ examIndex: exams.index, lotNumber: lots.lotNumber, expiresOn: lots.expiresOn })
      .from(lots)
      .innerJoin(exams, eq(exams.id, lots.examId))
      .where(and(eq(lots.workplaceId, workplace.id), gt(lots.quantity, 0), gte(lots.expiresOn, today)))
      .orderBy(asc(exams.index), asc(lots.expiresOn), asc(lots.lotNumber));
  }

  /** One lot of the workplace; another workplace's answers 404. */
  private async lot(workplace: WorkplaceRef, id: string): Promise<StockLot> {
    const [row] = await this.deps.db
      .select(lotColumns)
      .from(lots)
      .innerJoin(exams, eq(exams.id, lots.examId))
      .where(and(eq(lots.id, id), eq(lots.workplaceId, workplace.id)));
    if (!row) throw new AppError('NOT_FOUND');
    return lotView(row, this.deps.clock.now());
  }

  /** GET /stock/lots/:id/movements: the lot's ledger, newest first, 'load more' by cursor. */
  async movements(workplace: WorkplaceRef, lotId: string, query: PageQuery): Promise<LotMovementPage> {
    const lot = await this.lot(workplace, lotId);
    const filters = [eq(stockMovements.lotId, lot.id)];
    if (query.cursor) {
      const { id } = decodeCursor(query.cursor, { id: /^\d{1,18}$/ });
      filters.push(lt(stockMovements.id, Number(id)));
    }
    const rows = await this.deps.db
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
      .limit(query.limit + 1);
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    return {
      lot,
      items: page.map((r) => ({
        id: r.id,
        kind: r.kind as LotMovementPage['items'][number]['kind'],
        delta: r.delta,
        at: r.at.toISOString(),
        by: r.by ?? null,
        capsuleCode: r.capsuleCode,
        exam: r.examId && r.protocolNumber ? { id: r.examId, protocolNumber: r.protocolNumber } : null,
        order:
          r.orderId && r.orderNumber ? { id: r.orderId, number: r.orderNumber, invoice: r.invoice } : null,
        transfer:
          r.transferId && r.otherCnpj && r.otherName
            ? { id: r.transferId, workplace: { cnpj: r.otherCnpj, name: r.otherName } }
            : null,
      })),
      nextCursor: rows.length > query.limit && last ? encodeCursor({ id: String(last.id) }) : null,
    };
  }

  /**
   * GET /stock/batches: every lot of the workplace (empty and expired ones too) with what brought its
   * capsules here: each order arrival with its invoice, order number and the internal lot the shipment
   * named, and each transfer in with the workplace it came from.
   */
  async batches(workplace: WorkplaceRef): Promise<BatchList> {
    const db = this.deps.db;
    const now = this.deps.clock.now();
    const rows = await db
      .select(lotColumns)
      .from(lots)
      .innerJoin(exams, eq(exams.id, lots.examId))
      .where(eq(lots.workplaceId, workplace.id))
      .orderBy(asc(exams.index), asc(lots.expiresOn), asc(lots.lotNumber));
    const arrivals = await db
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
          eq(stockMovements.workplaceId, workplace.id),
          inArray(stockMovements.kind, ['arrival', 'transferIn']),
        ),
      )
      .orderBy(asc(stockMovements.at), asc(stockMovements.id));
    const byLot = new Map<string, BatchArrival[]>();
    for (const a of arrivals) {
      const list = byLot.get(a.lotId) ?? [];
      list.push({
        source: a.kind === 'arrival' ? 'order' : 'transfer',
        at: a.at.toISOString(),
        quantity: a.quantity,
        internalLot: a.internalLot ?? null,
        order:
          a.orderId && a.orderNumber ? { id: a.orderId, number: a.orderNumber, invoice: a.invoice } : null,
        fromWorkplace: a.fromCnpj && a.fromName ? { cnpj: a.fromCnpj, name: a.fromName } : null,
      });
      byLot.set(a.lotId, list);
    }
    return {
      batches: rows.map((row) => ({ ...lotView(row, now), arrivals: byLot.get(row.id) ?? [] })),
    };
  }

  /** PUT /stock/lots/:id/internal-lot: the workplace numbers a lot its own way (shipments may leave it blank). */
  async setInternalLot(workplace: WorkplaceRef, lotId: string, body: InternalLotBody): Promise<StockLot> {
    const [row] = await this.deps.db
      .update(lots)
      .set({ internalLot: body.internalLot })
      .where(and(eq(lots.id, lotId), eq(lots.workplaceId, workplace.id)))
      .returning({ id: lots.id });
    if (!row) throw new AppError('NOT_FOUND');
    return this.lot(workplace, row.id);
  }
}

import { and, asc, desc, eq, gt, gte, inArray, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import {
  animals,
  capsulesUsed,
  examRequests,
  exams,
  lots,
  nullifiedCapsules,
  orderShipmentLots,
  orders,
  patients,
  preExams,
  stockMovements,
  stockTransfers,
  users,
  userWorkplaces,
  workplaces,
} from '../../db/schema';
import type { LotRow } from './lots';

const otherWorkplace = alias(workplaces, 'other_workplace');
/** The workplace on the other side of a transfer movement. */
const otherSideOf = sql`case when ${stockTransfers.fromWorkplaceId} = ${stockMovements.workplaceId}
  then ${stockTransfers.toWorkplaceId} else ${stockTransfers.fromWorkplaceId} end`;

/** People type a lot number from the box, in whatever case. */
const sameLot = (lotNumber: string) => sql`upper(${lots.lotNumber}) = upper(${lotNumber})`;
const mineOf = (userId: string) =>
  and(eq(userWorkplaces.workplaceId, lots.workplaceId), eq(userWorkplaces.userId, userId));

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

export interface CapsuleTaken {
  lotId: string;
  workplaceId: string;
  /** examStart: the NFC read of a started exam; control: of a control sample run; nullified: written off. */
  kind: 'examStart' | 'control' | 'nullified';
  capsuleCode: string;
  examRequestId?: string | null;
  userId: string | null;
  at: Date;
}

/**
 * The SQL of a workplace's stock: its lots (quantities), the stock_movements ledger written with them, and a
 * lot recall across the workplaces of a user.
 */
export class StockRepository {
  constructor(private readonly db: Db) {}

  /** The workplace's lots by exam (catalogue order), then the lot that expires first. */
  lots(workplaceId: string): Promise<LotRow[]> {
    return this.db
      .select(lotColumns)
      .from(lots)
      .innerJoin(exams, eq(exams.id, lots.examId))
      .where(eq(lots.workplaceId, workplaceId))
      .orderBy(asc(exams.index), asc(lots.expiresOn), asc(lots.lotNumber));
  }

  /** Lots with stock not expired on `today` (YYYY-MM-DD), by exam index, the one that expires first first. */
  shelf(
    workplaceId: string,
    today: string,
  ): Promise<Array<{ examIndex: number; lotNumber: string; expiresOn: string }>> {
    return this.db
      .select({ examIndex: exams.index, lotNumber: lots.lotNumber, expiresOn: lots.expiresOn })
      .from(lots)
      .innerJoin(exams, eq(exams.id, lots.examId))
      .where(and(eq(lots.workplaceId, workplaceId), gt(lots.quantity, 0), gte(lots.expiresOn, today)))
      .orderBy(asc(exams.index), asc(lots.expiresOn), asc(lots.lotNumber));
  }

  async lot(workplaceId: string, id: string): Promise<LotRow | undefined> {
    const [row] = await this.db
      .select(lotColumns)
      .from(lots)
      .innerJoin(exams, eq(exams.id, lots.examId))
      .where(and(eq(lots.id, id), eq(lots.workplaceId, workplaceId)));
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
  arrivals(workplaceId: string) {
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
          eq(stockMovements.workplaceId, workplaceId),
          inArray(stockMovements.kind, ['arrival', 'transferIn']),
        ),
      )
      .orderBy(asc(stockMovements.at), asc(stockMovements.id));
  }

  /** The lot's id when it is the workplace's (and changed), undefined otherwise. */
  async setInternalLot(workplaceId: string, lotId: string, internalLot: string): Promise<string | undefined> {
    const [row] = await this.db
      .update(lots)
      .set({ internalLot })
      .where(and(eq(lots.id, lotId), eq(lots.workplaceId, workplaceId)))
      .returning({ id: lots.id });
    return row?.id;
  }

  /**
   * Takes one capsule off a lot with its ledger line. The conditional UPDATE locks the lot's row until the
   * commit: concurrent takers queue on it and each re-reads the quantity the one before left (READ COMMITTED
   * re-checks the WHERE on the new row), so two never take the last capsule and the count never goes below
   * zero; the lots CHECK constraint is the last line behind it. False when no capsule is left.
   */
  async takeCapsule(taken: CapsuleTaken): Promise<boolean> {
    const [row] = await this.db
      .update(lots)
      .set({ quantity: sql`${lots.quantity} - 1` })
      .where(and(eq(lots.id, taken.lotId), gt(lots.quantity, 0)))
      .returning({ id: lots.id });
    if (!row) return false;
    await this.db.insert(stockMovements).values({
      lotId: taken.lotId,
      workplaceId: taken.workplaceId,
      kind: taken.kind,
      delta: -1,
      examRequestId: taken.examRequestId ?? null,
      capsuleCode: taken.capsuleCode,
      userId: taken.userId,
      at: taken.at,
    });
    return true;
  }

  /**
   * Every exam that used a capsule of the lot number (any case) at a workplace the user is linked to, the
   * latest use first, with the operator of the run that read the capsule.
   */
  recalledExams(userId: string, lotNumber: string) {
    return this.db
      .select({
        examRequestId: examRequests.id,
        protocolNumber: preExams.protocolNumber,
        patientName: sql<string>`coalesce(${patients.fullName}, ${animals.animal}->>'nameOrCode', '')`,
        examCode: exams.code,
        examName: exams.name,
        capsuleCode: capsulesUsed.capsuleCode,
        usedAt: capsulesUsed.usedAt,
        state: examRequests.status,
        cnpj: workplaces.cnpj,
        workplaceName: workplaces.name,
        // The run that read this capsule (one per exam and capsule; a recollect reads another capsule).
        operator: sql<string | null>`(select u.name from exam_runs r join users u on u.id = r.started_by
          where r.exam_request_id = ${examRequests.id} and r.capsule_code = ${capsulesUsed.capsuleCode}
          order by r.started_at desc limit 1)`,
      })
      .from(capsulesUsed)
      .innerJoin(lots, eq(lots.id, capsulesUsed.lotId))
      .innerJoin(userWorkplaces, mineOf(userId))
      .innerJoin(workplaces, eq(workplaces.id, lots.workplaceId))
      .innerJoin(examRequests, eq(examRequests.id, capsulesUsed.examRequestId))
      .innerJoin(exams, eq(exams.id, examRequests.examId))
      .innerJoin(preExams, eq(preExams.id, examRequests.preExamId))
      .leftJoin(patients, eq(patients.id, preExams.patientId))
      .leftJoin(animals, eq(animals.id, preExams.animalId))
      .where(sameLot(lotNumber))
      .orderBy(desc(capsulesUsed.usedAt), desc(capsulesUsed.capsuleCode));
  }

  /** The lot number's nullified capsules at the workplaces the user is linked to, the latest first. */
  recalledNullified(userId: string, lotNumber: string) {
    return this.db
      .select({
        capsuleCode: nullifiedCapsules.capsuleCode,
        nullifiedAt: nullifiedCapsules.nullifiedAt,
        by: users.name,
        cnpj: workplaces.cnpj,
        workplaceName: workplaces.name,
      })
      .from(nullifiedCapsules)
      .innerJoin(lots, eq(lots.id, nullifiedCapsules.lotId))
      .innerJoin(userWorkplaces, mineOf(userId))
      .innerJoin(workplaces, eq(workplaces.id, lots.workplaceId))
      .leftJoin(users, eq(users.id, nullifiedCapsules.nullifiedBy))
      .where(sameLot(lotNumber))
      .orderBy(desc(nullifiedCapsules.nullifiedAt), desc(nullifiedCapsules.capsuleCode));
  }
}

import { and, desc, eq, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { exams, lots, stockTransfers, users, workplaces } from '../../db/schema';

export type LotRecord = typeof lots.$inferSelect;
export type NewStockTransfer = typeof stockTransfers.$inferInsert;

const other = alias(workplaces, 'other_workplace');

/**
 * The SQL of one workplace's §2 exam transfers: its network (workplaces.group), the lots on both sides, the
 * transfer and its ledger lines.
 */
export class TransferRepository {
  constructor(
    private readonly db: Db,
    private readonly workplaceId: string,
  ) {}

  /** The workplace's network (workplaces.group), or null when it belongs to none. */
  async network(): Promise<string | null> {
    const [row] = await this.db
      .select({ group: workplaces.group })
      .from(workplaces)
      .where(eq(workplaces.id, this.workplaceId));
    return row?.group ?? null;
  }

  /** The network's other workplaces, by name. */
  othersInNetwork(network: string): Promise<Array<{ cnpj: string; name: string }>> {
    return this.db
      .select({ cnpj: workplaces.cnpj, name: workplaces.name })
      .from(workplaces)
      .where(and(eq(workplaces.group, network), ne(workplaces.id, this.workplaceId)))
      .orderBy(workplaces.name);
  }

  async inNetwork(
    network: string,
    cnpj: string,
  ): Promise<{ id: string; cnpj: string; name: string } | undefined> {
    const [row] = await this.db
      .select({ id: workplaces.id, cnpj: workplaces.cnpj, name: workplaces.name })
      .from(workplaces)
      .where(and(eq(workplaces.cnpj, cnpj), eq(workplaces.group, network)));
    return row;
  }

  /** One of the workplace's lots. */
  async lot(lotId: string): Promise<LotRecord | undefined> {
    const [row] = await this.db
      .select()
      .from(lots)
      .where(and(eq(lots.id, lotId), eq(lots.workplaceId, this.workplaceId)));
    return row;
  }

  /**
   * Until the transaction ends: transfers of one lot number within a network take turns, so two opposite
   * transfers cannot deadlock on the two lot rows.
   */
  async lockLotNumber(network: string, lotNumber: string): Promise<void> {
    await this.db.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`stock-transfer:${network}:${lotNumber}`}, 0))`,
    );
  }

  async lockLot(lotId: string): Promise<LotRecord | undefined> {
    const [row] = await this.db.select().from(lots).where(eq(lots.id, lotId)).for('update');
    return row;
  }

  async takeFrom(lotId: string, quantity: number): Promise<void> {
    await this.db
      .update(lots)
      .set({ quantity: sql`${lots.quantity} - ${quantity}` })
      .where(eq(lots.id, lotId));
  }

  async insertTransfer(transfer: NewStockTransfer): Promise<string> {
    const [row] = await this.db.insert(stockTransfers).values(transfer).returning({ id: stockTransfers.id });
    return row!.id;
  }

  /**
   * The workplace's transfers, sent and received, newest first; one by id, or those after a
   * (at, id) position. `position` is `at` as PostgreSQL writes it, exact to the microsecond.
   */
  async views(options: { id?: string; after?: { at: string; id: string }; limit?: number }) {
    const workplaceId = this.workplaceId;
    const filters = [
      or(eq(stockTransfers.fromWorkplaceId, workplaceId), eq(stockTransfers.toWorkplaceId, workplaceId))!,
    ];
    if (options.id) filters.push(eq(stockTransfers.id, options.id));
    if (options.after)
      filters.push(
        sql`(${stockTransfers.at}, ${stockTransfers.id}) < (${options.after.at}::timestamptz, ${options.after.id}::uuid)`,
      );
    const query = this.db
      .select({
        id: stockTransfers.id,
        sent: sql<boolean>`${stockTransfers.fromWorkplaceId} = ${workplaceId}`,
        cnpj: other.cnpj,
        name: other.name,
        examCode: exams.code,
        examName: exams.name,
        lotNumber: stockTransfers.lotNumber,
        quantity: stockTransfers.quantity,
        at: stockTransfers.at,
        position: sql<string>`${stockTransfers.at}::text`,
        by: users.name,
      })
      .from(stockTransfers)
      .innerJoin(
        other,
        sql`${other.id} = case when ${stockTransfers.fromWorkplaceId} = ${workplaceId}
          then ${stockTransfers.toWorkplaceId} else ${stockTransfers.fromWorkplaceId} end`,
      )
      .innerJoin(exams, eq(exams.id, stockTransfers.examId))
      .leftJoin(users, eq(users.id, stockTransfers.userId))
      .where(and(...filters))
      .orderBy(desc(stockTransfers.at), desc(stockTransfers.id));
    return options.limit ? await query.limit(options.limit) : await query;
  }
}

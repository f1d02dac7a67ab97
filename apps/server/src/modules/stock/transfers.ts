import { fieldError, lotExpiryOf, stockFieldError, transferRefusal } from '@ponto/domain';
import { and, desc, eq, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { exams, lots, stockMovements, stockTransfers, users, workplaces } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { AppError, validationError } from '../../platform/errors';
import { decodeCursor, encodeCursor, pgTimestampPattern, uuidPattern } from '../../platform/keyset-cursor';
import type {
  PageQuery,
  StockTransfer,
  StockTransferBody,
  StockTransferPage,
  TransferDestinations,
} from './schemas';

interface WorkplaceRef {
  id: string;
  cnpj: string;
  name: string;
}

const other = alias(workplaces, 'other_workplace');

/** The workplace's network (workplaces.group), or null when it belongs to none. */
async function networkOf(db: Pick<Db, 'select'>, workplaceId: string): Promise<string | null> {
  const [row] = await db
    .select({ group: workplaces.group })
    .from(workplaces)
    .where(eq(workplaces.id, workplaceId));
  return row?.group ?? null;
}

/**
 * §2 exam transfer: capsules of one lot moved to another workplace of the same network (workplaces.group,
 * equal and set). The destination gets the same lot (number, internal lot, dates, exam), so expiry, recall
 * and the NFC read keep working there.
 */
export class TransferService {
  constructor(private readonly deps: { db: Db; clock: Clock }) {}

  /** GET /stock/transfer-destinations: the other workplaces of the network, by name. */
  async destinations(workplace: WorkplaceRef): Promise<TransferDestinations> {
    const network = await networkOf(this.deps.db, workplace.id);
    if (!network) return { network: null, workplaces: [] };
    const rows = await this.deps.db
      .select({ cnpj: workplaces.cnpj, name: workplaces.name })
      .from(workplaces)
      .where(and(eq(workplaces.group, network), ne(workplaces.id, workplace.id)))
      .orderBy(workplaces.name);
    return { network, workplaces: rows };
  }

  /**
   * POST /stock/transfers, in one transaction: transfers of this lot number within the network take turns
   * (an advisory lock, so two opposite transfers cannot deadlock on the two lot rows), the source lot is
   * locked and checked (not expired, enough capsules, another workplace), then decremented; the
   * destination's lot of that number is created or incremented; the transfer and its two ledger lines
   * (transferOut −n, transferIn +n) are written.
   */
  async transfer(workplace: WorkplaceRef, userId: string, body: StockTransferBody): Promise<StockTransfer> {
    return this.deps.db.transaction(async (tx) => {
      const [lot] = await tx
        .select()
        .from(lots)
        .where(and(eq(lots.id, body.lotId), eq(lots.workplaceId, workplace.id)));
      if (!lot) throw new AppError('NOT_FOUND', { fields: [fieldError('lotId', 'invalidLot')] });
      if (body.toCnpj === workplace.cnpj)
        throw new AppError('TRANSFER_SAME_WORKPLACE', {
          fields: [stockFieldError('toCnpj', 'sameWorkplace')],
        });
      const network = await networkOf(tx, workplace.id);
      const [destination] = network
        ? await tx
            .select({ id: workplaces.id, cnpj: workplaces.cnpj, name: workplaces.name })
            .from(workplaces)
            .where(and(eq(workplaces.cnpj, body.toCnpj), eq(workplaces.group, network)))
        : [];
      // Outside the network is not found: whether that workplace exists is not this one's business.
      if (!destination)
        throw new AppError('NOT_FOUND', { fields: [stockFieldError('toCnpj', 'notInNetwork')] });

      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtextextended(${`stock-transfer:${network}:${lot.lotNumber}`}, 0))`,
      );
      const [locked] = await tx.select().from(lots).where(eq(lots.id, lot.id)).for('update');
      const now = this.deps.clock.now();
      const refusal = transferRefusal({
        fromCnpj: workplace.cnpj,
        toCnpj: destination.cnpj,
        lot: { flag: lotExpiryOf(locked!.expiresOn, now).flag, quantity: locked!.quantity },
        quantity: body.quantity,
      });
      if (refusal) throw new AppError(refusal.code, { fields: [refusal.field] });

      await tx
        .update(lots)
        .set({ quantity: sql`${lots.quantity} - ${body.quantity}` })
        .where(eq(lots.id, lot.id));
      const [target] = await tx
        .insert(lots)
        .values({
          workplaceId: destination.id,
          examId: lot.examId,
          lotNumber: lot.lotNumber,
          internalLot: lot.internalLot,
          manufacturedOn: lot.manufacturedOn,
          expiresOn: lot.expiresOn,
          quantity: body.quantity,
        })
        .onConflictDoUpdate({
          target: [lots.workplaceId, lots.lotNumber],
          set: {
            quantity: sql`${lots.quantity} + excluded.quantity`,
            internalLot: sql`case when ${lots.internalLot} = '' then excluded.internal_lot else ${lots.internalLot} end`,
          },
          // The same number for another exam there is a labelling error: two exams' capsules never mix.
          setWhere: sql`${lots.examId} = excluded.exam_id`,
        })
        .returning({ id: lots.id });
      if (!target) throw validationError([stockFieldError('lotId', 'lotOfAnotherExam')]);

      const [transfer] = await tx
        .insert(stockTransfers)
        .values({
          fromWorkplaceId: workplace.id,
          toWorkplaceId: destination.id,
          examId: lot.examId,
          lotNumber: lot.lotNumber,
          quantity: body.quantity,
          userId,
          at: now,
        })
        .returning({ id: stockTransfers.id });
      await tx.insert(stockMovements).values([
        {
          lotId: lot.id,
          workplaceId: workplace.id,
          kind: 'transferOut',
          delta: -body.quantity,
          transferId: transfer!.id,
          userId,
          at: now,
        },
        {
          lotId: target.id,
          workplaceId: destination.id,
          kind: 'transferIn',
          delta: body.quantity,
          transferId: transfer!.id,
          userId,
          at: now,
        },
      ]);
      const [view] = await this.views(tx, workplace.id, { id: transfer!.id });
      return view!;
    });
  }

  /** GET /stock/transfers: sent and received, newest first, 'load more' by cursor. */
  async list(workplace: WorkplaceRef, query: PageQuery): Promise<StockTransferPage> {
    const after = query.cursor
      ? decodeCursor(query.cursor, { at: pgTimestampPattern, id: uuidPattern })
      : undefined;
    const rows = await this.views(this.deps.db, workplace.id, { after, limit: query.limit + 1 });
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    return {
      items: page.map(({ position: _, ...view }) => view),
      nextCursor: rows.length > query.limit && last ? encodeCursor({ at: last.position, id: last.id }) : null,
    };
  }

  private async views(
    db: Pick<Db, 'select'>,
    workplaceId: string,
    options: { id?: string; after?: { at: string; id: string }; limit?: number },
  ): Promise<Array<StockTransfer & { position: string }>> {
    const filters = [
      or(eq(stockTransfers.fromWorkplaceId, workplaceId), eq(stockTransfers.toWorkplaceId, workplaceId))!,
    ];
    if (options.id) filters.push(eq(stockTransfers.id, options.id));
    if (options.after)
      filters.push(
        sql`(${stockTransfers.at}, ${stockTransfers.id}) < (${options.after.at}::timestamptz, ${options.after.id}::uuid)`,
      );
    const query = db
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
    const rows = options.limit ? await query.limit(options.limit) : await query;
    return rows.map((r) => ({
      id: r.id,
      direction: r.sent ? 'sent' : 'received',
      workplace: { cnpj: r.cnpj, name: r.name },
      examCode: r.examCode,
      examName: r.examName,
      lotNumber: r.lotNumber,
      quantity: r.quantity,
      at: r.at.toISOString(),
      by: r.by ?? null,
      position: r.position,
    }));
  }
}

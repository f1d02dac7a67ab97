import { fieldError, lotExpiryOf, stockFieldError, transferRefusal } from '@ponto/domain';
import type { Clock } from '../../platform/clock';
import { AppError, validationError } from '../../platform/errors';
import { decodeCursor, encodeCursor, pgTimestampPattern, uuidPattern } from '../../platform/keyset-cursor';
import type { WorkplaceContext } from '../../request-context';
import { LotIntakeRepository } from './lot-intake-repository';
import type {
  PageQuery,
  StockTransfer,
  StockTransferBody,
  StockTransferPage,
  TransferDestinations,
} from './schemas';
import type { TransferRepository } from './transfer-repository';

/**
 * §2 exam transfer: capsules of one lot moved to another workplace of the same network (workplaces.group,
 * equal and set). The destination gets the same lot (number, internal lot, dates, exam), so expiry, recall
 * and the NFC read keep working there.
 */
export class TransferService {
  constructor(private readonly deps: { clock: Clock }) {}

  /** GET /stock/transfer-destinations: the other workplaces of the network, by name. */
  async destinations({ repos }: WorkplaceContext): Promise<TransferDestinations> {
    const network = await repos.transfers.network();
    if (!network) return { network: null, workplaces: [] };
    const rows = await repos.transfers.othersInNetwork(network);
    return { network, workplaces: rows };
  }

  /**
   * POST /stock/transfers, in one transaction: transfers of this lot number within the network take turns
   * (an advisory lock, so two opposite transfers cannot deadlock on the two lot rows), the source lot is
   * locked and checked (not expired, enough capsules, another workplace), then decremented; the
   * destination's lot of that number is created or incremented; the transfer and its two ledger lines
   * (transferOut −n, transferIn +n) are written.
   */
  async transfer(
    { caller, workplace, transaction }: WorkplaceContext,
    body: StockTransferBody,
  ): Promise<StockTransfer> {
    const userId = caller.user.id;
    return transaction(async ({ transfers, lotIntake }, tx) => {
      const lot = await transfers.lot(body.lotId);
      if (!lot) throw new AppError('NOT_FOUND', { fields: [fieldError('lotId', 'invalidLot')] });
      if (body.toCnpj === workplace.cnpj)
        throw new AppError('TRANSFER_SAME_WORKPLACE', {
          fields: [stockFieldError('toCnpj', 'sameWorkplace')],
        });
      const network = await transfers.network();
      const destination = network ? await transfers.inNetwork(network, body.toCnpj) : undefined;
      // Outside the network is not found: whether that workplace exists is not this one's business.
      if (!destination)
        throw new AppError('NOT_FOUND', { fields: [stockFieldError('toCnpj', 'notInNetwork')] });

      await transfers.lockLotNumber(network!, lot.lotNumber);
      const locked = await transfers.lockLot(lot.id);
      const now = this.deps.clock.now();
      const refusal = transferRefusal({
        fromCnpj: workplace.cnpj,
        toCnpj: destination.cnpj,
        lot: { flag: lotExpiryOf(locked!.expiresOn, now).flag, quantity: locked!.quantity },
        quantity: body.quantity,
      });
      if (refusal) throw new AppError(refusal.code, { fields: [refusal.field] });

      await transfers.takeFrom(lot.id, body.quantity);
      // The capsules come into another workplace's stock: its intake is bound to that workplace.
      const intake = new LotIntakeRepository(tx, destination.id);
      const target = await intake.addToLot({
        examId: lot.examId,
        lotNumber: lot.lotNumber,
        internalLot: lot.internalLot,
        manufacturedOn: lot.manufacturedOn,
        expiresOn: lot.expiresOn,
        quantity: body.quantity,
      });
      if (!target) throw validationError([stockFieldError('lotId', 'lotOfAnotherExam')]);

      const transferId = await transfers.insertTransfer({
        fromWorkplaceId: workplace.id,
        toWorkplaceId: destination.id,
        examId: lot.examId,
        lotNumber: lot.lotNumber,
        quantity: body.quantity,
        userId,
        at: now,
      });
      await lotIntake.recordMovements([
        { lotId: lot.id, kind: 'transferOut', delta: -body.quantity, transferId, userId, at: now },
      ]);
      await intake.recordMovements([
        {
          lotId: target,
          kind: 'transferIn',
          delta: body.quantity,
          transferId,
          userId,
          at: now,
        },
      ]);
      const [view] = await this.views(transfers, { id: transferId });
      return view!;
    });
  }

  /** GET /stock/transfers: sent and received, newest first, 'load more' by cursor. */
  async list({ repos }: WorkplaceContext, query: PageQuery): Promise<StockTransferPage> {
    const after = query.cursor
      ? decodeCursor(query.cursor, { at: pgTimestampPattern, id: uuidPattern })
      : undefined;
    const rows = await this.views(repos.transfers, { after, limit: query.limit + 1 });
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    return {
      items: page.map(({ position: _, ...view }) => view),
      nextCursor: rows.length > query.limit && last ? encodeCursor({ at: last.position, id: last.id }) : null,
    };
  }

  private async views(
    transfers: TransferRepository,
    options: { id?: string; after?: { at: string; id: string }; limit?: number },
  ): Promise<Array<StockTransfer & { position: string }>> {
    const rows = await transfers.views(options);
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

import type { BatchArrival } from '@ponto/domain';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { decodeCursor, encodeCursor } from '../../platform/keyset-cursor';
import type { WorkplaceContext } from '../../request-context';
import { lotView, stockViews } from './lots';
import type { StockRepository } from './repository';
import type {
  BatchList,
  InternalLotBody,
  LotMovementPage,
  PageQuery,
  ShelfLot,
  StockList,
  StockLot,
} from './schemas';

/**
 * §2 my stock and batches (§3 stock: exam, lot, internal lot, manufacture and expiry dates, quantity), for
 * the workplace's users with stockView (checked by the routes). Every quantity comes from `lots`, every
 * history line from the stock_movements ledger written with it.
 */
export class StockService {
  constructor(private readonly deps: { clock: Clock }) {}

  /** GET /stock: by exam (catalogue order), then the lot that expires first. */
  async list({ repos }: WorkplaceContext): Promise<StockList> {
    const rows = await repos.stock.lots();
    return { lots: stockViews(rows, this.deps.clock.now()) };
  }

  /**
   * The capsules a device of the workplace can be loaded with: lots with stock that have not expired,
   * by exam index, the lot that expires first first (first-expired, first-out).
   */
  async shelf(stock: StockRepository): Promise<ShelfLot[]> {
    const today = this.deps.clock.now().toISOString().slice(0, 10);
    return stock.shelf(today);
  }

  /** One lot of the workplace; another workplace's answers 404. */
  private async lot(stock: StockRepository, id: string): Promise<StockLot> {
    const row = await stock.lot(id);
    if (!row) throw new AppError('NOT_FOUND');
    return lotView(row, this.deps.clock.now());
  }

  /** GET /stock/lots/:id/movements: the lot's ledger, newest first, 'load more' by cursor. */
  async movements({ repos }: WorkplaceContext, lotId: string, query: PageQuery): Promise<LotMovementPage> {
    const lot = await this.lot(repos.stock, lotId);
    const before = query.cursor ? Number(decodeCursor(query.cursor, { id: /^\d{1,18}$/ }).id) : undefined;
    const rows = await repos.stock.movements(lot.id, before, query.limit + 1);
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
  async batches({ repos }: WorkplaceContext): Promise<BatchList> {
    const now = this.deps.clock.now();
    const rows = await repos.stock.lots();
    const arrivals = await repos.stock.arrivals();
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
  async setInternalLot({ repos }: WorkplaceContext, lotId: string, body: InternalLotBody): Promise<StockLot> {
    const id = await repos.stock.setInternalLot(lotId, body.internalLot);
    if (!id) throw new AppError('NOT_FOUND');
    return this.lot(repos.stock, id);
  }
}

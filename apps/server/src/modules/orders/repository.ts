import type { OrderDetail, OrderStatus, OrderSummary } from '@ponto/domain';
import { and, asc, desc, eq, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  exams,
  orderEvents,
  orderItems,
  orderShipmentLots,
  orders,
  users,
  userWorkplaces,
  workplaceExams,
  workplaces,
} from '../../db/schema';
import { decodeCursor, encodeCursor, pgTimestampPattern } from '../../platform/keyset-cursor';

/** The database or a transaction: every method runs on whichever it was given. */
export type Queryable = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/** Which orders a caller sees: one workplace's (its users) or every linked workplace's (the distributor). */
export type OrderScope = { workplaceId: string } | { distributorId: string };

export type OrderRow = typeof orders.$inferSelect;

function scopeFilter(scope: OrderScope): SQL {
  if ('workplaceId' in scope) return eq(orders.workplaceId, scope.workplaceId);
  return inArray(
    orders.workplaceId,
    sql`(select ${userWorkplaces.workplaceId} from ${userWorkplaces} where ${userWorkplaces.userId} = ${scope.distributorId})`,
  );
}

export interface OrderListOptions {
  status?: OrderStatus | undefined;
  cnpj?: string | undefined;
  cursor?: string | undefined;
  limit: number;
}

/**
 * Reads and writes of orders, their products, shipment lots and history, within one scope (a workplace's
 * orders, or those a distributor serves); SQL only, no rules.
 */
export class OrdersRepository {
  constructor(
    protected readonly db: Queryable,
    private readonly scope: OrderScope,
  ) {}

  /** The order, optionally locked until the transaction ends. */
  async order(id: string, options: { lock?: boolean } = {}): Promise<OrderRow | undefined> {
    const query = this.db
      .select()
      .from(orders)
      .where(and(eq(orders.id, id), scopeFilter(this.scope)));
    const [row] = options.lock ? await query.for('update') : await query;
    return row;
  }

  /** Another order of the workplace that already carries this shipping invoice. */
  async invoiceTaken(workplaceId: string, invoice: string, exceptOrderId: string): Promise<boolean> {
    const rows = await this.db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.workplaceId, workplaceId),
          eq(orders.invoice, invoice),
          sql`${orders.id} <> ${exceptOrderId}`,
        ),
      );
    return rows.length > 0;
  }

  /** Newest first, 'load more' by (created_at, number): the number breaks ties of one instant. */
  async list(options: OrderListOptions): Promise<{ items: OrderSummary[]; nextCursor: string | null }> {
    const filters = [scopeFilter(this.scope)];
    if (options.status) filters.push(eq(orders.status, options.status));
    if (options.cnpj) filters.push(eq(workplaces.cnpj, options.cnpj));
    if (options.cursor) {
      const p = decodeCursor(options.cursor, { at: pgTimestampPattern, number: /^\d{1,18}$/ });
      const instant = sql`${p.at}::timestamptz`;
      filters.push(
        or(
          lt(orders.createdAt, instant),
          and(eq(orders.createdAt, instant), lt(orders.number, Number(p.number))),
        )!,
      );
    }
    const rows = await this.db
      .select({
        order: orders,
        at: sql<string>`${orders.createdAt}::text`,
        cnpj: workplaces.cnpj,
        name: workplaces.name,
      })
      .from(orders)
      .innerJoin(workplaces, eq(workplaces.id, orders.workplaceId))
      .where(and(...filters))
      .orderBy(desc(orders.createdAt), desc(orders.number))
      .limit(options.limit + 1);
    const page = rows.slice(0, options.limit);
    const products = await this.products(page.map((r) => r.order.id));
    const last = page.at(-1);
    return {
      items: page.map((r) =>
        summary(r.order, { cnpj: r.cnpj, name: r.name }, products.get(r.order.id) ?? []),
      ),
      nextCursor:
        rows.length > options.limit && last
          ? encodeCursor({ at: last.at, number: String(last.order.number) })
          : null,
    };
  }

  /** §2 order detail: products with exam names, shipment lots, and the history with who and when. */
  async detail(id: string): Promise<OrderDetail | undefined> {
    const [row] = await this.db
      .select({ order: orders, cnpj: workplaces.cnpj, name: workplaces.name })
      .from(orders)
      .innerJoin(workplaces, eq(workplaces.id, orders.workplaceId))
      .where(and(eq(orders.id, id), scopeFilter(this.scope)));
    if (!row) return undefined;
    // One after another: the repository may run on a transaction's single connection.
    const products = await this.products([id]);
    const lots = await this.db
      .select({
        examIndex: exams.index,
        examCode: exams.code,
        examName: exams.name,
        lotNumber: orderShipmentLots.lotNumber,
        internalLot: orderShipmentLots.internalLot,
        manufacturedOn: orderShipmentLots.manufacturedOn,
        expiresOn: orderShipmentLots.expiresOn,
        quantity: orderShipmentLots.quantity,
      })
      .from(orderShipmentLots)
      .innerJoin(exams, eq(exams.id, orderShipmentLots.examId))
      .where(eq(orderShipmentLots.orderId, id))
      .orderBy(asc(exams.index), asc(orderShipmentLots.lotNumber));
    const history = await this.db
      .select({
        from: orderEvents.fromStatus,
        to: orderEvents.toStatus,
        at: orderEvents.at,
        by: users.name,
      })
      .from(orderEvents)
      .leftJoin(users, eq(users.id, orderEvents.userId))
      .where(eq(orderEvents.orderId, id))
      .orderBy(asc(orderEvents.at), asc(orderEvents.id));
    const { order } = row;
    return {
      ...summary(order, { cnpj: row.cnpj, name: row.name }, products.get(id) ?? []),
      deliveryAddress: order.deliveryAddress,
      notes: order.notes,
      sentOn: order.sentOn,
      paymentReference: order.paymentReference,
      shipmentLots: lots,
      history: history.map((e) => ({
        from: e.from as OrderStatus | null,
        to: e.to as OrderStatus,
        at: e.at.toISOString(),
        by: e.by ?? null,
      })),
    };
  }

  /** The order's product lines by order id, in exam index order. */
  private async products(orderIds: string[]) {
    const byOrder = new Map<string, OrderSummary['products']>();
    if (orderIds.length === 0) return byOrder;
    const rows = await this.db
      .select({
        orderId: orderItems.orderId,
        examIndex: exams.index,
        examCode: exams.code,
        examName: exams.name,
        quantity: orderItems.quantity,
      })
      .from(orderItems)
      .innerJoin(exams, eq(exams.id, orderItems.examId))
      .where(inArray(orderItems.orderId, orderIds))
      .orderBy(asc(exams.index));
    for (const { orderId, ...line } of rows) byOrder.set(orderId, [...(byOrder.get(orderId) ?? []), line]);
    return byOrder;
  }

  /** A new order in analysis: the order, its product lines and its first history line; the order's id. */
  async create(
    order: Pick<typeof orders.$inferInsert, 'workplaceId' | 'deliveryAddress' | 'notes' | 'updatedAt'> & {
      createdBy: string;
      createdAt: Date;
    },
    products: Array<{ examId: string; quantity: number }>,
  ): Promise<string> {
    const [created] = await this.db.insert(orders).values(order).returning({ id: orders.id });
    const id = created!.id;
    await this.db.insert(orderItems).values(products.map((p) => ({ orderId: id, ...p })));
    await this.db.insert(orderEvents).values({
      orderId: id,
      fromStatus: null,
      toStatus: 'inAnalysis',
      userId: order.createdBy,
      at: order.createdAt,
    });
    return id;
  }

  /** A status change: the order's new status and fields, its updated_at, and the history line. */
  async move(
    order: Pick<OrderRow, 'id' | 'status'>,
    to: OrderStatus,
    who: { userId: string; at: Date },
    patch: Partial<
      Pick<OrderRow, 'forecastOn' | 'sentOn' | 'deliveredOn' | 'invoice' | 'paymentReference'>
    > = {},
  ): Promise<void> {
    await this.db
      .update(orders)
      .set({ ...patch, status: to, updatedAt: who.at })
      .where(eq(orders.id, order.id));
    await this.db
      .insert(orderEvents)
      .values({ orderId: order.id, fromStatus: order.status, toStatus: to, userId: who.userId, at: who.at });
  }
}

/** A workplace's orders, and what only a workplace does with them: what it can order, arrival by invoice. */
export class WorkplaceOrdersRepository extends OrdersRepository {
  constructor(
    db: Queryable,
    private readonly workplaceId: string,
  ) {
    super(db, { workplaceId });
  }

  /** The exams the workplace can order: offered there, third-party tests left out (no capsules to ship). */
  async orderableExams() {
    return this.db
      .select({ id: exams.id, examIndex: exams.index, examCode: exams.code, examName: exams.name })
      .from(workplaceExams)
      .innerJoin(exams, eq(exams.id, workplaceExams.examId))
      .where(and(eq(workplaceExams.workplaceId, this.workplaceId), eq(workplaceExams.thirdParty, false)))
      .orderBy(asc(exams.index));
  }

  /** The workplace's order with this shipping invoice, locked: confirm arrival changes it and the stock. */
  async orderByInvoice(invoice: string, options: { lock?: boolean } = {}) {
    const query = this.db
      .select()
      .from(orders)
      .where(and(eq(orders.workplaceId, this.workplaceId), eq(orders.invoice, invoice)));
    const [row] = options.lock ? await query.for('update') : await query;
    return row;
  }
}

function summary(
  order: OrderRow,
  workplace: { cnpj: string; name: string },
  products: OrderSummary['products'],
): OrderSummary {
  return {
    id: order.id,
    number: order.number,
    status: order.status as OrderStatus,
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
    forecastOn: order.forecastOn,
    deliveredOn: order.deliveredOn,
    invoice: order.invoice,
    products,
    workplace,
  };
}

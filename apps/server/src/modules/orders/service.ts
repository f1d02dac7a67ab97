import { calendarDateOf, moveOrder, type OrderStatus, orderLineProblems, toIsoDate } from '@ponto/domain';
import type { Db } from '../../db/database';
import type { Clock } from '../../platform/clock';
import { AppError, validationError } from '../../platform/errors';
import { type OrderListOptions, type OrderScope, OrdersRepository } from './repository';
import type { OrderableExam, OrderDetail, OrderPage, PlaceOrderBody } from './schemas';

interface WorkplaceRef {
  id: string;
}

/** Today as the workplace sees it (Brazil's calendar: an order delivered at 22:00 in São Paulo is today). */
export function todayOf(clock: Clock): string {
  return toIsoDate(calendarDateOf(clock.now()));
}

/** The order's detail as the caller's scope sees it; missing means not theirs (404, never 403). */
export async function detailOrNotFound(
  repo: OrdersRepository,
  scope: OrderScope,
  id: string,
): Promise<OrderDetail> {
  const detail = await repo.detail(scope, id);
  if (!detail) throw new AppError('NOT_FOUND');
  return detail;
}

/**
 * §2 my orders, for the workplace's users with stockView (checked by the routes): the exams it can order,
 * its orders newest first, one order's detail, placing an order and canceling it before it is billed.
 * Confirm arrival lives in arrival.ts; the distributor's moves in modules/distributor.
 */
export class OrdersService {
  private readonly repo: OrdersRepository;

  constructor(private readonly deps: { db: Db; clock: Clock }) {
    this.repo = new OrdersRepository(deps.db);
  }

  async orderable(workplace: WorkplaceRef): Promise<{ exams: OrderableExam[] }> {
    const rows = await this.repo.orderableExams(workplace.id);
    return { exams: rows.map(({ id: _id, ...exam }) => exam) };
  }

  list(workplace: WorkplaceRef, query: Omit<OrderListOptions, 'cnpj'>): Promise<OrderPage> {
    return this.repo.list({ workplaceId: workplace.id }, query);
  }

  get(workplace: WorkplaceRef, id: string): Promise<OrderDetail> {
    return detailOrNotFound(this.repo, { workplaceId: workplace.id }, id);
  }

  /** Places the order in analysis: only exams the workplace can order, each on one line. */
  async place(workplace: WorkplaceRef, userId: string, body: PlaceOrderBody): Promise<OrderDetail> {
    const orderable = await this.repo.orderableExams(workplace.id);
    const problems = orderLineProblems(
      body.products,
      orderable.map((e) => e.examIndex),
    );
    if (problems.length > 0) throw validationError(problems);
    const examIdOf = new Map(orderable.map((e) => [e.examIndex, e.id]));
    const now = this.deps.clock.now();
    return this.deps.db.transaction(async (tx) => {
      const repo = new OrdersRepository(tx);
      const id = await repo.create(
        {
          workplaceId: workplace.id,
          deliveryAddress: body.deliveryAddress,
          notes: body.notes || null,
          createdBy: userId,
          createdAt: now,
          updatedAt: now,
        },
        body.products.map((p) => ({ examId: examIdOf.get(p.examIndex)!, quantity: p.quantity })),
      );
      return detailOrNotFound(repo, { workplaceId: workplace.id }, id);
    });
  }

  /** §4 the workplace cancels while the order is not billed yet (in analysis, confirmed). */
  async cancel(workplace: WorkplaceRef, userId: string, id: string): Promise<OrderDetail> {
    return this.deps.db.transaction(async (tx) => {
      const repo = new OrdersRepository(tx);
      const order = await repo.order({ workplaceId: workplace.id }, id, { lock: true });
      if (!order) throw new AppError('NOT_FOUND');
      const outcome = moveOrder('workplace', order.status as OrderStatus, 'canceled');
      if (!outcome.ok) throw new AppError(outcome.code);
      await repo.move(order, 'canceled', { userId, at: this.deps.clock.now() });
      return detailOrNotFound(repo, { workplaceId: workplace.id }, id);
    });
  }
}

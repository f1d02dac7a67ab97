import { calendarDateOf, moveOrder, type OrderStatus, orderLineProblems, toIsoDate } from '@ponto/domain';
import type { Clock } from '../../platform/clock';
import { AppError, validationError } from '../../platform/errors';
import type { WorkplaceContext } from '../../request-context';
import type { OrderListOptions, OrdersRepository } from './repository';
import type { OrderableExam, OrderDetail, OrderPage, PlaceOrderBody } from './schemas';

/** Today as the workplace sees it (Brazil's calendar: an order delivered at 22:00 in São Paulo is today). */
export function todayOf(clock: Clock): string {
  return toIsoDate(calendarDateOf(clock.now()));
}

/** The order's detail as the caller's scope sees it; missing means not theirs (404, never 403). */
export async function detailOrNotFound(repo: OrdersRepository, id: string): Promise<OrderDetail> {
  const detail = await repo.detail(id);
  if (!detail) throw new AppError('NOT_FOUND');
  return detail;
}

/**
 * §2 my orders, for the workplace's users with stockView (checked by the routes): the exams it can order,
 * its orders newest first, one order's detail, placing an order and canceling it before it is billed.
 * Confirm arrival lives in arrival.ts; the distributor's moves in modules/distributor.
 */
export class OrdersService {
  constructor(private readonly deps: { clock: Clock }) {}

  async orderable({ repos }: WorkplaceContext): Promise<{ exams: OrderableExam[] }> {
    const rows = await repos.orders.orderableExams();
    return { exams: rows.map(({ id: _id, ...exam }) => exam) };
  }

  list({ repos }: WorkplaceContext, query: Omit<OrderListOptions, 'cnpj'>): Promise<OrderPage> {
    return repos.orders.list(query);
  }

  get({ repos }: WorkplaceContext, id: string): Promise<OrderDetail> {
    return detailOrNotFound(repos.orders, id);
  }

  /** Places the order in analysis: only exams the workplace can order, each on one line. */
  async place(
    { workplace, repos, transaction }: WorkplaceContext,
    userId: string,
    body: PlaceOrderBody,
  ): Promise<OrderDetail> {
    const orderable = await repos.orders.orderableExams();
    const problems = orderLineProblems(
      body.products,
      orderable.map((e) => e.examIndex),
    );
    if (problems.length > 0) throw validationError(problems);
    const examIdOf = new Map(orderable.map((e) => [e.examIndex, e.id]));
    const now = this.deps.clock.now();
    return transaction(async ({ orders }) => {
      const id = await orders.create(
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
      return detailOrNotFound(orders, id);
    });
  }

  /** §4 the workplace cancels while the order is not billed yet (in analysis, confirmed). */
  async cancel({ transaction }: WorkplaceContext, userId: string, id: string): Promise<OrderDetail> {
    return transaction(async ({ orders }) => {
      const order = await orders.order(id, { lock: true });
      if (!order) throw new AppError('NOT_FOUND');
      const outcome = moveOrder('workplace', order.status as OrderStatus, 'canceled');
      if (!outcome.ok) throw new AppError(outcome.code);
      await orders.move(order, 'canceled', { userId, at: this.deps.clock.now() });
      return detailOrNotFound(orders, id);
    });
  }
}

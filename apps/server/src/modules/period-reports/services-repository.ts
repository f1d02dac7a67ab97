import type { ReportPeriod } from '@ponto/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { withinPeriod } from './period-repository';

/** One exam of the catalogue over the period: its requests and its share of the protocols' money, in cents. */
export interface ServicesExamRecord {
  examIndex: number;
  examCode: string;
  name: Record<string, string>;
  requests: number;
  released: number;
  fullPriceCents: string;
  discountCents: string;
  pricePaidCents: string;
  displacementFeeCents: string;
}

/** What the period's protocols paid with one method (null: a protocol saved without one). */
export interface PaymentRecord {
  method: string | null;
  protocols: number;
  pricePaidCents: string;
}

/** The four §3 amounts of a protocol's payment, as columns of the `lines` CTE below. */
const amounts = ['full_price', 'discount', 'price_paid', 'displacement_fee'] as const;
const each = (part: (amount: string) => string): SQL =>
  sql.raw(amounts.map((amount) => part(amount)).join(',\n        '));

/**
 * The SQL of the services report, scoped to one workplace, over the exam requests registered in the period.
 * A payment covers a whole protocol (pre-exam); each amount is split over the protocol's exams in
 * proportion to each exam's price (the workplace's, else the catalogue's; nothing for an exam a voucher
 * paid, whose price the full price left out), evenly when those prices are all zero. The split is exact:
 * each exam takes the whole cents of its share, and the cents left over go one each to the exams with the
 * largest fractions (ties: lower exam index), so the exams' sums add up to the protocols' to the cent.
 */
export class ServicesRepository {
  constructor(
    private readonly db: Db,
    private readonly workplaceId: string,
  ) {}

  async exams(period: ReportPeriod): Promise<ServicesExamRecord[]> {
    const result = await this.db.execute<ServicesExamRecord & Record<string, unknown>>(sql`
      with lines as (
        select er.pre_exam_id as protocol, er.exam_id, er.exam_index,
          er.released_at is not null as released,
          (case when er.voucher_code is not null then 0 else coalesce(we.price_cents, ex.price_cents) end)::bigint
            as weight,
          pe.full_price_cents::bigint as full_price,
          coalesce((pe."order"->'payment'->>'discountCents')::bigint, 0) as discount,
          coalesce((pe."order"->'payment'->>'pricePaidCents')::bigint, 0) as price_paid,
          coalesce((pe."order"->'payment'->>'displacementFeeCents')::bigint, 0) as displacement_fee
        from exam_requests er
        join pre_exams pe on pe.id = er.pre_exam_id
        join exams ex on ex.id = er.exam_id
        left join workplace_exams we on we.workplace_id = er.workplace_id and we.exam_id = er.exam_id
        where er.workplace_id = ${this.workplaceId} and ${withinPeriod(sql`er.created_at`, period)}
      ),
      weighted as (
        select l.*,
          case when sum(weight) over p > 0 then weight else 1 end as w,
          -- sum() of bigint is numeric: back to bigint, so the shares below are integer divisions.
          (case when sum(weight) over p > 0 then sum(weight) over p else count(*) over p end)::bigint as total_w
        from lines l
        window p as (partition by protocol)
      ),
      parts as (
        select protocol, exam_id, exam_index, released,
        ${each((a) => `${a}, ${a} * w / total_w as ${a}_whole, ${a} * w % total_w as ${a}_fraction`)}
        from weighted
      ),
      shares as (
        select exam_id, released,
        ${each(
          (
            a,
          ) => `${a}_whole + case when row_number() over (partition by protocol order by ${a}_fraction desc, exam_index)
            <= ${a} - sum(${a}_whole) over (partition by protocol) then 1 else 0 end as ${a}`,
        )}
        from parts
      )
      select ex.index as "examIndex", ex.code as "examCode", ex.name as "name",
        count(*)::int as "requests",
        (count(*) filter (where s.released))::int as "released",
        sum(s.full_price)::text as "fullPriceCents",
        sum(s.discount)::text as "discountCents",
        sum(s.price_paid)::text as "pricePaidCents",
        sum(s.displacement_fee)::text as "displacementFeeCents"
      from shares s
      join exams ex on ex.id = s.exam_id
      group by ex.id
      order by ex.index`);
    return result.rows;
  }

  /** The period's protocols by payment method, the most paid first. */
  async payments(period: ReportPeriod): Promise<PaymentRecord[]> {
    const result = await this.db.execute<PaymentRecord & Record<string, unknown>>(sql`
      select method, count(*)::int as "protocols", sum(price_paid)::text as "pricePaidCents"
      from (
        select distinct on (pe.id)
          pe."order"->'payment'->>'method' as method,
          coalesce((pe."order"->'payment'->>'pricePaidCents')::bigint, 0) as price_paid
        from exam_requests er
        join pre_exams pe on pe.id = er.pre_exam_id
        where er.workplace_id = ${this.workplaceId} and ${withinPeriod(sql`er.created_at`, period)}
      ) protocols
      group by method
      order by sum(price_paid) desc, method`);
    return result.rows;
  }
}

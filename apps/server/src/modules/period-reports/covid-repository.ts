import { type CovidOutcome, covidExamCodes, type ReportPeriod } from '@ponto/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { calendarDay, withinPeriod } from './period-repository';

/** One workplace-calendar day of the period with its Covid exams counted by outcome. */
export type CovidDayRecord = { day: string; total: number } & Record<CovidOutcome, number>;

/**
 * The SQL of the Covid-19 report, scoped to one workplace: the catalogue's Covid exams registered in the
 * period (cancelled ones left out: they lost their data and were never done), each counted once on the day
 * it was registered, by outcome. A released result decides it, the strongest reading first when an exam
 * has several (positive, inconclusive, invalid, negative); a report that prints no result (invalid,
 * invalidated by the software, recollect expired) is invalid; anything else still awaits its result.
 */
export class CovidRepository {
  constructor(
    private readonly db: Db,
    private readonly workplaceId: string,
  ) {}

  async days(period: ReportPeriod): Promise<CovidDayRecord[]> {
    const codes = sql.join(
      covidExamCodes.map((code) => sql`${code}`),
      sql`, `,
    );
    const result = await this.db.execute<CovidDayRecord & Record<string, unknown>>(sql`
      select day,
        count(*)::int as "total",
        (count(*) filter (where outcome = 'positive'))::int as "positive",
        (count(*) filter (where outcome = 'negative'))::int as "negative",
        (count(*) filter (where outcome = 'inconclusive'))::int as "inconclusive",
        (count(*) filter (where outcome = 'invalid'))::int as "invalid",
        (count(*) filter (where outcome = 'awaiting'))::int as "awaiting"
      from (
        select ${calendarDay(sql`er.created_at`)} as day,
          case
            when er.status in ('invalid', 'invalidatedBySoftware', 'recollectExpired') then 'invalid'
            when er.status <> 'ready' or er.released_at is null then 'awaiting'
            else coalesce((
              select case
                when bool_or(r.value = '1') then 'positive'
                when bool_or(r.value = '-2') then 'inconclusive'
                when bool_or(r.value = '-1') then 'invalid'
                when bool_or(r.value = '0') then 'negative'
              end
              from exam_results r where r.exam_request_id = er.id and r.qualitative
            ), 'awaiting')
          end as outcome
        from exam_requests er
        join exams ex on ex.id = er.exam_id
        where er.workplace_id = ${this.workplaceId}
          and ${withinPeriod(sql`er.created_at`, period)}
          and ex.code in (${codes})
          and er.status <> 'cancelled'
      ) exams
      group by day
      order by day`);
    return result.rows;
  }
}

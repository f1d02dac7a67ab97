import { type ExamReportFilter, noResultStates } from '@ponto/domain';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import Cursor from 'pg-cursor';
import type { Db } from '../../db/database';
import { CALENDAR_ZONE } from '../protocols/repository';

/** Where the last line shown sits in the report's order: exam created_at (as PostgreSQL prints it), id, analyte. */
export type ReportPosition = { at: string; id: string; analyte: string };

/** One line of the report as read: an analyte result of an exam request, or the exam alone while it has none. */
export interface ReportRecord {
  examRequestId: string;
  cursorAt: string;
  /** 'YYYY-MM-DD HH:mm' and 'YYYY-MM-DD' of the exam's creation on the workplace's calendar. */
  examDate: string;
  examDay: string;
  hashcode: string | null;
  voucherCode: string | null;
  protocolNumber: string;
  fullPriceCents: number;
  paymentMethod: string | null;
  discountCents: number | null;
  discountMotive: string | null;
  pricePaidCents: number | null;
  procedureKind: string | null;
  registrationNumber: string | null;
  examMethodology: string;
  workplace: string;
  document: string | null;
  patientName: string | null;
  birthDate: string | null;
  phone: string | null;
  sex: string | null;
  address: Record<string, unknown> | null;
  animal: Record<string, unknown> | null;
  analyteCode: string | null;
  analyteName: Record<string, string> | null;
  unit: string | null;
  qualitative: boolean | null;
  value: string | null;
  valid: boolean | null;
  interferent: string | null;
  methodology: string | null;
  processTimeSeconds: number | null;
  elapsedSeconds: number | null;
  tubeCode: string | null;
  operatorName: string | null;
  operatorDocument: string | null;
}

/** An exam request whose report can be opened (domain canOpenReport), named for a download. */
export interface OpenableReport {
  id: string;
  protocolNumber: string;
  examCode: string;
}

const list = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/**
 * The SQL of the exam report, always scoped to one workplace: the §5 filters on exam requests (alias er),
 * their lines page by page or all through a cursor, and the exams whose report a ZIP can hold.
 */
export class ExamReportRepository {
  private static readonly dialect = new PgDialect();

  constructor(
    private readonly db: Db,
    private readonly workplaceId: string,
    /** For the CSV's server-side cursor, which holds one connection of its own while the file streams. */
    private readonly pool: pg.Pool,
  ) {}

  /** The filters of §5 on exam requests `er`; days are the workplace's calendar days, like the protocol table. */
  private filtered(filter: ExamReportFilter): SQL {
    const where: SQL[] = [
      sql`er.workplace_id = ${this.workplaceId}`,
      sql`er.created_at >= (${filter.from}::date::timestamp at time zone ${CALENDAR_ZONE})`,
      sql`er.created_at < ((${filter.to}::date + 1)::timestamp at time zone ${CALENDAR_ZONE})`,
    ];
    if (filter.exam !== 'all') where.push(sql`er.exam_index = ${filter.exam}`);
    const typed = sql`exists (select 1 from exam_results t where t.exam_request_id = er.id and t.source = 'external')`;
    if (filter.model === 'external') where.push(typed);
    else if (filter.model !== 'all')
      // The reader model is the family of the reader of the exam's latest run; typed results are 'external'.
      where.push(
        sql`not ${typed} and (select rd.family from exam_runs x join readers rd on rd.id = x.reader_id
          where x.exam_request_id = er.id order by x.started_at desc limit 1) = ${filter.model}`,
      );
    return sql.join(where, sql` and `);
  }

  /**
   * The report's lines after `after` (all of them without), newest exam first, its analytes in code order.
   * A reader result takes tube code, operator and start from its own run; an exam with no result yet from
   * its latest run.
   */
  private linesQuery(filter: ExamReportFilter, after: ReportPosition | undefined): SQL {
    const afterClause = after
      ? sql`and (er.created_at, er.id) <= (${after.at}::timestamptz, ${after.id}::uuid)
          and not ((er.created_at, er.id) = (${after.at}::timestamptz, ${after.id}::uuid)
            and coalesce(r.analyte_code, '') <= ${after.analyte})`
      : sql``;
    return sql`
      select
        er.id as "examRequestId",
        er.created_at::text as "cursorAt",
        to_char(er.created_at at time zone ${CALENDAR_ZONE}, 'YYYY-MM-DD HH24:MI') as "examDate",
        (er.created_at at time zone ${CALENDAR_ZONE})::date::text as "examDay",
        case when er.released_at is not null then er.report_hash end as "hashcode",
        er.voucher_code as "voucherCode",
        pe.protocol_number as "protocolNumber",
        pe.full_price_cents as "fullPriceCents",
        pe."order"->'payment'->>'method' as "paymentMethod",
        (pe."order"->'payment'->>'discountCents')::int as "discountCents",
        pe."order"->'payment'->>'discountMotive' as "discountMotive",
        (pe."order"->'payment'->>'pricePaidCents')::int as "pricePaidCents",
        pe."order"->'procedure'->>'kind' as "procedureKind",
        pe."order"->'procedure'->>'registrationNumber' as "registrationNumber",
        ex.methodology as "examMethodology",
        w.name as "workplace",
        p.document_number as "document",
        p.full_name as "patientName",
        p.birth_date::text as "birthDate",
        p.registration->'patient'->>'phone' as "phone",
        p.registration->'patient'->>'sex' as "sex",
        p.registration->'patient'->'address' as "address",
        a.animal as "animal",
        r.analyte_code as "analyteCode",
        r.analyte_name as "analyteName",
        r.unit as "unit",
        r.qualitative as "qualitative",
        r.value as "value",
        r.valid as "valid",
        r.interferent as "interferent",
        r.methodology as "methodology",
        r.process_time_seconds as "processTimeSeconds",
        round(extract(epoch from r.result_at - rr.started_at))::int as "elapsedSeconds",
        coalesce(rr.capsule_code, lr.capsule_code) as "tubeCode",
        op.name as "operatorName",
        op.document as "operatorDocument"
      from exam_requests er
      join pre_exams pe on pe.id = er.pre_exam_id
      join exams ex on ex.id = er.exam_id
      join workplaces w on w.id = er.workplace_id
      left join patients p on p.id = pe.patient_id
      left join animals a on a.id = pe.animal_id
      left join exam_results r on r.exam_request_id = er.id
      left join exam_runs rr on rr.id = r.run_id
      left join lateral (
        select x.capsule_code, x.started_by from exam_runs x
        where r.id is null and x.exam_request_id = er.id
        order by x.started_at desc limit 1
      ) lr on true
      left join users op on op.id = coalesce(r.entered_by, rr.started_by, lr.started_by, pe.created_by)
      where ${this.filtered(filter)} ${afterClause}
      order by er.created_at desc, er.id desc, coalesce(r.analyte_code, '') asc`;
  }

  /** Up to `limit` lines after `after` (one page of the screen). */
  async lines(
    filter: ExamReportFilter,
    page: { after?: ReportPosition | undefined; limit: number },
  ): Promise<ReportRecord[]> {
    const result = await this.db.execute<ReportRecord & Record<string, unknown>>(
      sql`${this.linesQuery(filter, page.after)} limit ${page.limit}`,
    );
    return result.rows;
  }

  /**
   * Every line of the period, read through one server-side cursor in batches of `batch`: one query planned
   * and run once. The next batch is asked for as soon as one arrives, so PostgreSQL reads it while this one
   * is written out (two batches at most in memory). Stopping early (the client went away) closes the cursor
   * and gives the connection back.
   */
  async *allLines(filter: ExamReportFilter, batch: number): AsyncGenerator<ReportRecord[]> {
    const query = ExamReportRepository.dialect.sqlToQuery(this.linesQuery(filter, undefined));
    const client = await this.pool.connect();
    const cursor = client.query(new Cursor<ReportRecord>(query.sql, query.params));
    let failure: Error | undefined;
    let next = cursor.read(batch);
    try {
      for (;;) {
        const rows = await next;
        if (rows.length === 0) return;
        next = rows.length < batch ? Promise.resolve([]) : cursor.read(batch);
        // Left unread when the consumer stops early: its failure is the close's business, not an unhandled one.
        next.catch(() => {});
        yield rows;
      }
    } catch (error) {
      failure = error as Error;
      throw error;
    } finally {
      await cursor.close().catch(() => {});
      // A connection that failed mid-read is not handed to the next caller.
      client.release(failure);
    }
  }

  /** Up to `limit` exam requests whose report can be opened (released, or one that prints no result), newest first. */
  async openable(filter: ExamReportFilter, limit: number): Promise<OpenableReport[]> {
    const result = await this.db.execute<OpenableReport & Record<string, unknown>>(sql`
      select er.id as "id", pe.protocol_number as "protocolNumber", ex.code as "examCode"
      from exam_requests er
      join pre_exams pe on pe.id = er.pre_exam_id
      join exams ex on ex.id = er.exam_id
      where ${this.filtered(filter)}
        and ((er.status = 'ready' and er.released_at is not null) or er.status in (${list(noResultStates)}))
      order by er.created_at desc, er.id desc
      limit ${limit}`);
    return result.rows;
  }
}

import { type ExamReportFilter, noResultStates } from '@ponto/domain';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { copyRows, withLiterals } from '../../db/copy-rows';
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
  /** The patient's address, part by part as registered. */
  street: string | null;
  streetNumber: string | null;
  complement: string | null;
  district: string | null;
  postalCode: string | null;
  city: string | null;
  state: string | null;
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

/** The columns of a report line, in the order a COPY writes them. */
const RECORD_COLUMNS: ReadonlyArray<readonly [keyof ReportRecord, SQL]> = [
  ['examRequestId', sql`er.id`],
  ['cursorAt', sql`er.created_at::text`],
  ['examDate', sql`to_char(er.created_at at time zone ${CALENDAR_ZONE}, 'YYYY-MM-DD HH24:MI')`],
  ['examDay', sql`(er.created_at at time zone ${CALENDAR_ZONE})::date::text`],
  ['hashcode', sql`case when er.released_at is not null then er.report_hash end`],
  ['voucherCode', sql`er.voucher_code`],
  ['protocolNumber', sql`pe.protocol_number`],
  ['fullPriceCents', sql`pe.full_price_cents`],
  ['paymentMethod', sql`pe."order"->'payment'->>'method'`],
  ['discountCents', sql`(pe."order"->'payment'->>'discountCents')::int`],
  ['discountMotive', sql`pe."order"->'payment'->>'discountMotive'`],
  ['pricePaidCents', sql`(pe."order"->'payment'->>'pricePaidCents')::int`],
  ['procedureKind', sql`pe."order"->'procedure'->>'kind'`],
  ['registrationNumber', sql`pe."order"->'procedure'->>'registrationNumber'`],
  ['examMethodology', sql`ex.methodology`],
  ['workplace', sql`w.name`],
  ['document', sql`p.document_number`],
  ['patientName', sql`p.full_name`],
  ['birthDate', sql`p.birth_date::text`],
  ['phone', sql`p.registration->'patient'->>'phone'`],
  ['sex', sql`p.registration->'patient'->>'sex'`],
  ['street', sql`p.registration->'patient'->'address'->>'street'`],
  ['streetNumber', sql`p.registration->'patient'->'address'->>'number'`],
  ['complement', sql`p.registration->'patient'->'address'->>'complement'`],
  ['district', sql`p.registration->'patient'->'address'->>'district'`],
  ['postalCode', sql`p.registration->'patient'->'address'->>'postalCode'`],
  ['city', sql`p.registration->'patient'->'address'->>'city'`],
  ['state', sql`p.registration->'patient'->'address'->>'state'`],
  ['animal', sql`a.animal`],
  ['analyteCode', sql`r.analyte_code`],
  ['analyteName', sql`r.analyte_name`],
  ['unit', sql`r.unit`],
  ['qualitative', sql`r.qualitative`],
  ['value', sql`r.value`],
  ['valid', sql`r.valid`],
  ['interferent', sql`r.interferent`],
  ['methodology', sql`r.methodology`],
  ['processTimeSeconds', sql`r.process_time_seconds`],
  ['elapsedSeconds', sql`round(extract(epoch from r.result_at - rr.started_at))::int`],
  ['tubeCode', sql`coalesce(rr.capsule_code, lr.capsule_code)`],
  ['operatorName', sql`op.name`],
  ['operatorDocument', sql`op.document`],
];

const RECORD_SELECT = sql.join(
  RECORD_COLUMNS.map(([name, expression]) => sql`${expression} as ${sql.identifier(name)}`),
  sql`, `,
);

/** Where each column sits in a line of COPY's text. */
const at = Object.fromEntries(RECORD_COLUMNS.map(([name], index) => [name, index])) as Record<
  keyof ReportRecord,
  number
>;
const integer = (text: string | null) => (text === null ? null : Number(text));
const boolean = (text: string | null) => (text === null ? null : text === 't');
const json = (text: string | null) => (text === null ? null : JSON.parse(text));

/** Distinct analyte names kept per read: a report's analytes are a few dozen at most. */
const NAMES_KEPT = 256;

/**
 * Reads the fields of a line of COPY's text into the record a query gives, typed as `pg` types it. Written out
 * whole (one shape for every record) and with an analyte's names decoded once per read: this runs for each of
 * a report's lines.
 */
function recordReader(): (f: ReadonlyArray<string | null>) => ReportRecord {
  const names = new Map<string, Record<string, string>>();
  const analyteName = (text: string | null) => {
    if (text === null) return null;
    let value = names.get(text);
    if (value === undefined) {
      value = JSON.parse(text) as Record<string, string>;
      if (names.size < NAMES_KEPT) names.set(text, value);
    }
    return value;
  };
  return (f) => {
    if (f.length !== RECORD_COLUMNS.length)
      throw new Error(`a report line of ${f.length} fields, not ${RECORD_COLUMNS.length}`);
    return {
      examRequestId: f[at.examRequestId]!,
      cursorAt: f[at.cursorAt]!,
      examDate: f[at.examDate]!,
      examDay: f[at.examDay]!,
      hashcode: f[at.hashcode]!,
      voucherCode: f[at.voucherCode]!,
      protocolNumber: f[at.protocolNumber]!,
      fullPriceCents: integer(f[at.fullPriceCents]!)!,
      paymentMethod: f[at.paymentMethod]!,
      discountCents: integer(f[at.discountCents]!),
      discountMotive: f[at.discountMotive]!,
      pricePaidCents: integer(f[at.pricePaidCents]!),
      procedureKind: f[at.procedureKind]!,
      registrationNumber: f[at.registrationNumber]!,
      examMethodology: f[at.examMethodology]!,
      workplace: f[at.workplace]!,
      document: f[at.document]!,
      patientName: f[at.patientName]!,
      birthDate: f[at.birthDate]!,
      phone: f[at.phone]!,
      sex: f[at.sex]!,
      street: f[at.street]!,
      streetNumber: f[at.streetNumber]!,
      complement: f[at.complement]!,
      district: f[at.district]!,
      postalCode: f[at.postalCode]!,
      city: f[at.city]!,
      state: f[at.state]!,
      animal: json(f[at.animal]!),
      analyteCode: f[at.analyteCode]!,
      analyteName: analyteName(f[at.analyteName]!),
      unit: f[at.unit]!,
      qualitative: boolean(f[at.qualitative]!),
      value: f[at.value]!,
      valid: boolean(f[at.valid]!),
      interferent: f[at.interferent]!,
      methodology: f[at.methodology]!,
      processTimeSeconds: integer(f[at.processTimeSeconds]!),
      elapsedSeconds: integer(f[at.elapsedSeconds]!),
      tubeCode: f[at.tubeCode]!,
      operatorName: f[at.operatorName]!,
      operatorDocument: f[at.operatorDocument]!,
    };
  };
}

/**
 * The SQL of the exam report, always scoped to one workplace: the §5 filters on exam requests (alias er),
 * their lines page by page or all through one COPY, and the exams whose report a ZIP can hold.
 */
export class ExamReportRepository {
  private static readonly dialect = new PgDialect();

  constructor(
    private readonly db: Db,
    private readonly workplaceId: string,
    /** For the CSV's COPY, which holds one connection of its own while the file streams. */
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
      select ${RECORD_SELECT}
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
   * Every line of the period, in batches of `batch`, from one COPY of the lines' query: planned once, with
   * parallel workers where PostgreSQL sees a gain, and read as the consumer takes it, so memory stays flat.
   * A consumer that stops early (the client went away) ends the COPY by closing its connection, which the
   * pool then replaces.
   */
  async *allLines(filter: ExamReportFilter, batch: number): AsyncGenerator<ReportRecord[]> {
    const client = await this.pool.connect();
    let read = false;
    try {
      const query = withLiterals(
        client,
        ExamReportRepository.dialect.sqlToQuery(this.linesQuery(filter, undefined)),
      );
      const recordOf = recordReader();
      let lines: ReportRecord[] = [];
      for await (const rows of copyRows(client, query)) {
        for (const fields of rows) {
          lines.push(recordOf(fields));
          if (lines.length === batch) {
            yield lines;
            lines = [];
          }
        }
      }
      read = true;
      if (lines.length > 0) yield lines;
    } finally {
      client.release(!read);
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

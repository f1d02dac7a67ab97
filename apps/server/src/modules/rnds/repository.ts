import type { ReportPeriod } from '@ponto/domain';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { withinPeriod } from '../period-reports/period-repository';
import { rndsSends } from './schema';

export type RndsSendRow = typeof rndsSends.$inferSelect;

/** An exam of the mandatory-notifications report, with what its RNDS document carries. */
export interface RndsExamRecord {
  examRequestId: string;
  protocolNumber: string;
  examCode: string;
  sampleType: string;
  documentType: string;
  documentCountry: string;
  documentNumber: string;
  cnpj: string;
  /** The workplace's CNES, from its parameters (docs/rnds.md); null when it has none. */
  cnes: string | null;
  releasedAt: Date;
  method: string;
  /** Every qualitative result of the exam, by analyte code. */
  values: string[];
}

/**
 * The exams the mandatory-notifications report lists (notifiable, released, ready, of a person, with a
 * positive qualitative result: the same conditions as period-reports/notifications-repository.ts), one row
 * per exam, scoped to one workplace.
 */
function notifiedExams(workplaceId: string, where: SQL, limit: number): SQL {
  return sql`
    select
      er.id as "examRequestId",
      pe.protocol_number as "protocolNumber",
      ex.code as "examCode",
      ex.sample_type as "sampleType",
      p.document_type as "documentType",
      p.document_country as "documentCountry",
      p.document_number as "documentNumber",
      w.cnpj as "cnpj",
      nullif(w.parameters->>'cnes', '') as "cnes",
      er.released_at as "releasedAt",
      coalesce(min(r.methodology), ex.methodology) as "method",
      array_agg(r.value order by r.analyte_code) as "values"
    from exam_requests er
    join exams ex on ex.id = er.exam_id
    join exam_results r on r.exam_request_id = er.id and r.qualitative
    join pre_exams pe on pe.id = er.pre_exam_id
    join patients p on p.id = pe.patient_id
    join workplaces w on w.id = er.workplace_id
    where er.workplace_id = ${workplaceId}
      and er.released_at is not null
      and er.status = 'ready'
      and ex.notifiable
      and ${where}
    group by er.id, ex.id, pe.id, p.id, w.id
    having bool_or(r.value = '1')
    order by er.released_at desc, er.id desc
    limit ${limit}`;
}

export class RndsRepository {
  constructor(
    private readonly db: Db,
    private readonly workplaceId: string,
  ) {}

  async exam(examRequestId: string): Promise<RndsExamRecord | null> {
    const result = await this.db.execute<RndsExamRecord & Record<string, unknown>>(
      notifiedExams(this.workplaceId, sql`er.id = ${examRequestId}`, 1),
    );
    return result.rows[0] ? withDate(result.rows[0]) : null;
  }

  async period(period: ReportPeriod, limit: number): Promise<RndsExamRecord[]> {
    const result = await this.db.execute<RndsExamRecord & Record<string, unknown>>(
      notifiedExams(this.workplaceId, withinPeriod(sql`er.released_at`, period), limit),
    );
    return result.rows.map(withDate);
  }

  async recordSend(send: Omit<RndsSendRow, 'id' | 'workplaceId'>): Promise<RndsSendRow> {
    const [row] = await this.db
      .insert(rndsSends)
      .values({ ...send, workplaceId: this.workplaceId })
      .returning();
    return row!;
  }

  async sends(examRequestId: string): Promise<RndsSendRow[]> {
    return this.db
      .select()
      .from(rndsSends)
      .where(and(eq(rndsSends.workplaceId, this.workplaceId), eq(rndsSends.examRequestId, examRequestId)))
      .orderBy(desc(rndsSends.sentAt));
  }

  /** The latest send of each of the exams, by exam. */
  async lastSends(examRequestIds: string[]): Promise<Map<string, RndsSendRow>> {
    if (examRequestIds.length === 0) return new Map();
    const rows = await this.db
      .selectDistinctOn([rndsSends.examRequestId])
      .from(rndsSends)
      .where(
        and(eq(rndsSends.workplaceId, this.workplaceId), inArray(rndsSends.examRequestId, examRequestIds)),
      )
      .orderBy(rndsSends.examRequestId, desc(rndsSends.sentAt));
    return new Map(rows.map((row) => [row.examRequestId, row]));
  }
}

/** `db.execute` returns timestamps as PostgreSQL prints them. */
function withDate(row: RndsExamRecord): RndsExamRecord {
  return { ...row, releasedAt: new Date(row.releasedAt) };
}

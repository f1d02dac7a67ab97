import type { ReportPeriod } from '@ponto/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { calendarDay, withinPeriod } from './period-repository';

/** Where the last line shown sits: the release instant (as PostgreSQL prints it), the exam request, the analyte. */
export type NotificationPosition = { at: string; id: string; analyte: string };

/** A positive released result of a notifiable exam, with what §3 "Mandatory notification fields" print. */
export interface NotificationRecord {
  examRequestId: string;
  cursorAt: string;
  analyteCode: string;
  /** Workplace-calendar days: the notification is the release; the exam is its registration. */
  notificationDay: string;
  examDay: string;
  protocolNumber: string;
  examName: Record<string, string>;
  method: string;
  value: string;
  tradeName: string;
  taxId: string;
  patientName: string;
  birthDate: string;
  phone: string | null;
  sex: string | null;
  address: Record<string, unknown> | null;
  /** What decides whether the exam has an RNDS document (docs/rnds.md). */
  examCode: string;
  sampleType: string;
  documentType: string;
  documentCountry: string;
}

/**
 * The SQL of the mandatory notifications report, scoped to one workplace: results of exams the catalogue
 * marks notifiable, positive (§3 qualitative 1) and released, by release date, newest first. Only people:
 * compulsory notification is of human disease, so an animal's exam never appears.
 */
export class NotificationsRepository {
  constructor(
    private readonly db: Db,
    private readonly workplaceId: string,
  ) {}

  async lines(
    period: ReportPeriod,
    page: { after?: NotificationPosition | undefined; limit: number },
  ): Promise<NotificationRecord[]> {
    const after = page.after
      ? sql`and (er.released_at, er.id) <= (${page.after.at}::timestamptz, ${page.after.id}::uuid)
          and not ((er.released_at, er.id) = (${page.after.at}::timestamptz, ${page.after.id}::uuid)
            and r.analyte_code <= ${page.after.analyte})`
      : sql``;
    const result = await this.db.execute<NotificationRecord & Record<string, unknown>>(sql`
      select
        er.id as "examRequestId",
        er.released_at::text as "cursorAt",
        r.analyte_code as "analyteCode",
        ${calendarDay(sql`er.released_at`)} as "notificationDay",
        ${calendarDay(sql`er.created_at`)} as "examDay",
        pe.protocol_number as "protocolNumber",
        ex.name as "examName",
        coalesce(r.methodology, ex.methodology) as "method",
        r.value as "value",
        w.name as "tradeName",
        w.cnpj as "taxId",
        p.full_name as "patientName",
        p.birth_date::text as "birthDate",
        p.registration->'patient'->>'phone' as "phone",
        p.registration->'patient'->>'sex' as "sex",
        p.registration->'patient'->'address' as "address",
        ex.code as "examCode",
        ex.sample_type as "sampleType",
        p.document_type as "documentType",
        p.document_country as "documentCountry"
      from exam_requests er
      join exams ex on ex.id = er.exam_id
      join exam_results r on r.exam_request_id = er.id
      join pre_exams pe on pe.id = er.pre_exam_id
      join patients p on p.id = pe.patient_id
      join workplaces w on w.id = er.workplace_id
      where er.workplace_id = ${this.workplaceId}
        and er.released_at is not null
        and ${withinPeriod(sql`er.released_at`, period)}
        and er.status = 'ready'
        and ex.notifiable
        and r.qualitative and r.value = '1'
        ${after}
      order by er.released_at desc, er.id desc, r.analyte_code asc
      limit ${page.limit}`);
    return result.rows;
  }
}

import { type ProtocolStatus, type ProtocolType, protocolEndedStates } from '@ponto/domain';
import { and, asc, desc, eq, inArray, like, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { animals, examRequests, exams, patients, preExams, users } from '../../db/schema';
import { likeLiteral } from '../../platform/keyset-cursor';
import { searchKey } from '../patients/service';

/** The zone domain calendarDateOf counts days in by default (protocol years, ages). */
export const CALENDAR_ZONE = 'America/Sao_Paulo';

export interface ProtocolFilter {
  q?: string | undefined;
  type?: ProtocolType | undefined;
  status?: ProtocolStatus | undefined;
  from?: string | undefined;
  to?: string | undefined;
  /** Rows strictly after this position of the newest-first order. */
  after?: { at: string; protocol: string } | undefined;
  limit: number;
}

/** The SQL of one workplace's protocol table. */
export class ProtocolRepository {
  constructor(
    private readonly db: Db,
    private readonly workplaceId: string,
  ) {}

  /** One page of pre-exams (up to `limit`), newest first, ties by protocol number. */
  async page(filter: ProtocolFilter) {
    const ended = sql.join(
      protocolEndedStates.map((s) => sql`${s}`),
      sql`, `,
    );
    const filters: Array<SQL | undefined> = [eq(preExams.workplaceId, this.workplaceId)];
    if (filter.q) {
      const text = filter.q.trim();
      const digits = text.replace(/\D/g, '');
      const byName = like(
        sql`coalesce(${patients.searchName}, ${animals.searchName})`,
        `%${likeLiteral(searchKey(text))}%`,
      );
      filters.push(
        /^[\d.\-/\s]+$/.test(text) && digits
          ? or(like(preExams.protocolNumber, `${digits}%`), like(patients.documentNumber, `${digits}%`))
          : or(byName, like(sql`lower(${patients.documentNumber})`, `${likeLiteral(text.toLowerCase())}%`)),
      );
    }
    if (filter.type) filters.push(eq(preExams.protocolType, filter.type));
    // Days are calendar days where the workplace is (like protocol years and ages), not UTC days.
    if (filter.from)
      filters.push(
        sql`${preExams.createdAt} >= (${filter.from}::date::timestamp at time zone ${CALENDAR_ZONE})`,
      );
    if (filter.to)
      filters.push(
        sql`${preExams.createdAt} < ((${filter.to}::date + 1)::timestamp at time zone ${CALENDAR_ZONE})`,
      );
    const openExam = sql`exists (select 1 from ${examRequests} er where er.pre_exam_id = ${preExams.id} and er.status not in (${ended}))`;
    // The same order as domain protocolStatusOf: in analysis first, then awaiting release, else complete.
    const unreleased = sql`exists (select 1 from ${examRequests} er where er.pre_exam_id = ${preExams.id} and er.status = 'ready' and er.released_at is null)`;
    if (filter.status === 'pending') filters.push(openExam);
    if (filter.status === 'awaitingRelease') filters.push(sql`not ${openExam} and ${unreleased}`);
    if (filter.status === 'complete') filters.push(sql`not ${openExam} and not ${unreleased}`);
    if (filter.after) {
      filters.push(
        sql`(${preExams.createdAt}, ${preExams.protocolNumber}) < (${filter.after.at}::timestamptz, ${filter.after.protocol})`,
      );
    }
    return this.db
      .select({
        id: preExams.id,
        cursorAt: sql<string>`${preExams.createdAt}::text`,
        createdAt: preExams.createdAt,
        protocolNumber: preExams.protocolNumber,
        type: preExams.protocolType,
        requester: preExams.requester,
        patientName: patients.fullName,
        birthDate: patients.birthDate,
        animal: animals.animal,
        operator: users.name,
      })
      .from(preExams)
      .leftJoin(patients, eq(patients.id, preExams.patientId))
      .leftJoin(animals, eq(animals.id, preExams.animalId))
      .leftJoin(users, eq(users.id, preExams.createdBy))
      .where(and(...filters))
      .orderBy(desc(preExams.createdAt), desc(preExams.protocolNumber))
      .limit(filter.limit);
  }

  /** Whether the pre-exam is one of the workplace's. */
  async exists(preExamId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: preExams.id })
      .from(preExams)
      .where(and(eq(preExams.id, preExamId), eq(preExams.workplaceId, this.workplaceId)));
    return !!row;
  }

  /** The exam requests of these pre-exams of the workplace, in exam order. */
  async examsOf(preExamIds: string[]) {
    if (preExamIds.length === 0) return [];
    return this.db
      .select({
        preExamId: examRequests.preExamId,
        examRequestId: examRequests.id,
        examCode: exams.code,
        examName: exams.name,
        state: examRequests.status,
        released: sql<boolean>`${examRequests.releasedAt} is not null`,
      })
      .from(examRequests)
      .innerJoin(exams, eq(exams.id, examRequests.examId))
      .where(and(inArray(examRequests.preExamId, preExamIds), eq(examRequests.workplaceId, this.workplaceId)))
      .orderBy(asc(examRequests.examIndex));
  }
}

import {
  ageInYears,
  type ExamState,
  fieldError,
  type ProtocolRowView,
  type ProtocolType,
  protocolEndedStates,
  protocolStatusOf,
} from '@ponto/domain';
import { and, asc, desc, eq, inArray, like, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { animals, examRequests, exams, patients, preExams, users } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { validationError } from '../../platform/errors';
import { searchKey } from '../patients/service';

export interface ProtocolQuery {
  q?: string | undefined;
  type?: ProtocolType | undefined;
  status?: 'pending' | 'complete' | 'awaitingRelease' | undefined;
  from?: string | undefined;
  to?: string | undefined;
  cursor?: string | undefined;
  limit: number;
}

/** Position in the list: created_at as PostgreSQL prints it, then the protocol number (unique per workplace). */
const encodeCursor = (p: { at: string; protocol: string }) =>
  Buffer.from(JSON.stringify(p)).toString('base64url');

function decodeCursor(cursor: string): { at: string; protocol: string } {
  try {
    const p = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as {
      at?: unknown;
      protocol?: unknown;
    };
    if (
      typeof p.at === 'string' &&
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/.test(p.at) &&
      typeof p.protocol === 'string' &&
      /^\d{4,20}$/.test(p.protocol)
    )
      return { at: p.at, protocol: p.protocol };
  } catch {
    // falls through to the field error
  }
  throw validationError([fieldError('cursor', 'invalid')]);
}

const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/**
 * §2 protocol table: the workplace's pre-exams as §3 protocol rows, newest first, searched by protocol
 * number, patient name (accents ignored) or document, filtered by type, status and date (§5: the initial
 * date not after the final one).
 */
export class ProtocolService {
  constructor(private readonly deps: { db: Db; clock: Clock }) {}

  async list(
    workplace: { id: string },
    query: ProtocolQuery,
  ): Promise<{ items: ProtocolRowView[]; nextCursor: string | null }> {
    if (query.from && query.to && query.from > query.to)
      throw validationError([fieldError('from', 'dateRangeInverted')]);
    const db = this.deps.db;
    const ended = sql.join(
      protocolEndedStates.map((s) => sql`${s}`),
      sql`, `,
    );
    const filters: Array<SQL | undefined> = [eq(preExams.workplaceId, workplace.id)];
    if (query.q) {
      const text = query.q.trim();
      const digits = text.replace(/\D/g, '');
      const byName = like(
        sql`coalesce(${patients.searchName}, ${animals.searchName})`,
        `%${literal(searchKey(text))}%`,
      );
      filters.push(
        /^[\d.\-/\s]+$/.test(text) && digits
          ? or(like(preExams.protocolNumber, `${digits}%`), like(patients.documentNumber, `${digits}%`))
          : or(byName, like(sql`lower(${patients.documentNumber})`, `${literal(text.toLowerCase())}%`)),
      );
    }
    if (query.type) filters.push(eq(preExams.protocolType, query.type));
    if (query.from) filters.push(sql`${preExams.createdAt} >= ${query.from}::date`);
    if (query.to) filters.push(sql`${preExams.createdAt} < (${query.to}::date + 1)`);
    const openExam = sql`exists (select 1 from ${examRequests} er where er.pre_exam_id = ${preExams.id} and er.status not in (${ended}))`;
    if (query.status === 'pending') filters.push(openExam);
    if (query.status === 'complete') filters.push(sql`not ${openExam}`);
    // Releases come with issue 7: no protocol awaits release yet.
    if (query.status === 'awaitingRelease') filters.push(sql`false`);
    if (query.cursor) {
      const after = decodeCursor(query.cursor);
      filters.push(
        sql`(${preExams.createdAt}, ${preExams.protocolNumber}) < (${after.at}::timestamptz, ${after.protocol})`,
      );
    }
    const rows = await db
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
      .limit(query.limit + 1);
    const page = rows.slice(0, query.limit);
    const examRows =
      page.length === 0
        ? []
        : await db
            .select({
              preExamId: examRequests.preExamId,
              examRequestId: examRequests.id,
              examCode: exams.code,
              examName: exams.name,
              state: examRequests.status,
            })
            .from(examRequests)
            .innerJoin(exams, eq(exams.id, examRequests.examId))
            .where(
              inArray(
                examRequests.preExamId,
                page.map((r) => r.id),
              ),
            )
            .orderBy(asc(examRequests.examIndex));
    const last = page.at(-1);
    return {
      items: page.map((row) => {
        const own = examRows.filter((e) => e.preExamId === row.id);
        return {
          preExamId: row.id,
          protocolNumber: row.protocolNumber,
          patient:
            row.patientName ?? String((row.animal as { nameOrCode?: unknown } | null)?.nameOrCode ?? ''),
          age: row.birthDate ? ageInYears(row.birthDate, isoDate(row.createdAt)) : null,
          date: row.createdAt.toISOString(),
          operator: row.operator ?? null,
          type: row.type as ProtocolType,
          status: protocolStatusOf(own.map((e) => e.state as ExamState)),
          requester: row.requester,
          exams: own.map(({ preExamId: _p, state, ...exam }) => ({ ...exam, state: state as ExamState })),
        };
      }),
      nextCursor:
        rows.length > query.limit && last
          ? encodeCursor({ at: last.cursorAt, protocol: last.protocolNumber })
          : null,
    };
  }
}

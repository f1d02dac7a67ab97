import type { ExamState } from '@ponto/domain';
import { and, desc, eq, fillPlaceholders, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { Db } from '../../db/database';
import { animals, examRequests, examRuns, exams, patients, preExams, readers } from '../../db/schema';
import { likeLiteral } from '../../platform/keyset-cursor';

/** A ready result that nobody has released yet. */
const awaitingRelease = and(eq(examRequests.status, 'ready'), isNull(examRequests.releasedAt));

interface PageShape {
  states: boolean;
  awaitingRelease: boolean;
  q: boolean;
  after: boolean;
}

function pageQuery(db: Db, shape: PageShape) {
  const patientName = sql<string>`coalesce(${patients.fullName}, ${animals.animal}->>'nameOrCode', '')`;
  const filters: Array<SQL | undefined> = [eq(examRequests.workplaceId, sql.placeholder('workplaceId'))];
  if (shape.states) filters.push(sql`${examRequests.status} = any(${sql.placeholder('states')}::text[])`);
  if (shape.awaitingRelease) filters.push(awaitingRelease);
  if (shape.q) {
    const pattern = sql.placeholder('pattern');
    filters.push(or(ilike(patientName, pattern), ilike(preExams.protocolNumber, pattern)));
  }
  if (shape.after)
    filters.push(
      sql`(${examRequests.createdAt}, ${examRequests.id}) < (${sql.placeholder('afterAt')}::timestamptz, ${sql.placeholder('afterId')}::uuid)`,
    );
  // The request's last run that had a reader (newest start first, then id, so that one run is chosen).
  const lastRun = db
    .select({ step: examRuns.step, readerCode: sql<string>`${readers.code}`.as('reader_code') })
    .from(examRuns)
    .innerJoin(readers, eq(readers.id, examRuns.readerId))
    .where(eq(examRuns.examRequestId, examRequests.id))
    .orderBy(desc(examRuns.startedAt), desc(examRuns.id))
    .limit(1)
    .as('last_run');
  return db
    .select({
      id: examRequests.id,
      cursorAt: sql<string>`${examRequests.createdAt}::text`,
      createdAt: isoText(examRequests.createdAt),
      examCode: exams.code,
      examName: exams.name,
      family: exams.deviceFamily,
      patientName,
      protocolNumber: preExams.protocolNumber,
      state: examRequests.status,
      recollectDeadlineAt: isoText(examRequests.recollectDeadlineAt),
      recollectReason: examRequests.recollectReason,
      step: lastRun.step,
      readerCode: lastRun.readerCode,
    })
    .from(examRequests)
    .innerJoin(exams, eq(exams.id, examRequests.examId))
    .innerJoin(preExams, eq(preExams.id, examRequests.preExamId))
    .leftJoin(patients, eq(patients.id, preExams.patientId))
    .leftJoin(animals, eq(animals.id, preExams.animalId))
    .leftJoinLateral(lastRun, sql`true`)
    .where(and(...filters))
    .orderBy(desc(examRequests.createdAt), desc(examRequests.id))
    .limit(sql.placeholder('take'))
    .toSQL();
}

/**
 * A timestamp as Date's toISOString writes it (UTC, milliseconds cut, not rounded, as a Date parsed from
 * PostgreSQL's microseconds keeps them): the page's times leave as this text, without a Date in between.
 */
function isoText(column: PgColumn): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/** A page's row, its columns in the order of the statement's select list. */
type PageTuple = [
  id: string,
  cursorAt: string,
  createdAt: string,
  examCode: string,
  examName: Record<string, string>,
  family: string,
  patientName: string,
  protocolNumber: string,
  state: string,
  recollectDeadlineAt: string | null,
  recollectReason: string | null,
  step: string | null,
  readerCode: string | null,
];

export interface PageRow {
  id: string;
  cursorAt: string;
  /** ISO 8601 in UTC with milliseconds, as Date's toISOString writes it. */
  createdAt: string;
  examCode: string;
  examName: Record<string, string>;
  family: string;
  patientName: string;
  protocolNumber: string;
  state: string;
  recollectDeadlineAt: string | null;
  recollectReason: string | null;
  step: string | null;
  readerCode: string | null;
}

interface PageStatement {
  name: string;
  text: string;
  params: unknown[];
}

/** The page statements by shape: their SQL does not depend on the database handle. */
const pageStatements = new Map<string, PageStatement>();

export interface ListFilter {
  states: ExamState[];
  awaitingRelease: boolean;
  /** A part of the patient's name or of the protocol number. */
  q?: string | undefined;
  /** The position of the last row of the page before (created_at as PostgreSQL prints it, id). */
  after: { at: string; id: string } | null;
  take: number;
}

/** The SQL of one workplace's exam request list, newest first (created_at, then id). */
export class ExamRequestListRepository {
  constructor(
    private readonly db: Db,
    private readonly workplaceId: string,
    /** The page is a read that never belongs to a change: it runs on the pool, as a named statement. */
    private readonly pool: pg.Pool,
  ) {}

  async countAwaitingRelease(): Promise<number> {
    const [row] = await this.db
      .select({ count: sql<number>`count(*)::int` })
      .from(examRequests)
      .where(and(eq(examRequests.workplaceId, this.workplaceId), awaitingRelease));
    return row?.count ?? 0;
  }

  /**
   * One page, with the step and reader of each request's last run, in one statement. Built once per process
   * for each shape of filter (which of states, awaiting release, text and cursor are given) and sent as a
   * named statement, its rows as arrays: the list is the screen people wait on most, so it is neither
   * rebuilt, nor re-planned, nor mapped field by field through the query builder on every call.
   */
  async page(filter: ListFilter): Promise<PageRow[]> {
    const shape: PageShape = {
      states: filter.states.length > 0,
      awaitingRelease: filter.awaitingRelease,
      q: !!filter.q,
      after: !!filter.after,
    };
    const key = `${+shape.states}${+shape.awaitingRelease}${+shape.q}${+shape.after}`;
    let statement = pageStatements.get(key);
    if (!statement) {
      const { sql: text, params } = pageQuery(this.db, shape);
      statement = { name: `ponto_exam_list_${key}`, text, params };
      pageStatements.set(key, statement);
    }
    const values = fillPlaceholders(statement.params, {
      workplaceId: this.workplaceId,
      states: filter.states,
      pattern: filter.q ? `%${likeLiteral(filter.q)}%` : '',
      afterAt: filter.after?.at ?? '',
      afterId: filter.after?.id ?? '',
      take: filter.take,
    });
    const { rows } = await this.pool.query<PageTuple>({
      name: statement.name,
      text: statement.text,
      values,
      rowMode: 'array',
    });
    return rows.map(pageRow);
  }
}

function pageRow(t: PageTuple): PageRow {
  return {
    id: t[0],
    cursorAt: t[1],
    createdAt: t[2],
    examCode: t[3],
    examName: t[4],
    family: t[5],
    patientName: t[6],
    protocolNumber: t[7],
    state: t[8],
    recollectDeadlineAt: t[9],
    recollectReason: t[10],
    step: t[11],
    readerCode: t[12],
  };
}

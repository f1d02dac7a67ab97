import {
  type ControlStanding,
  calendarDateOf,
  controlStanding,
  type DeviceFamily,
  type ExamKind,
  patientExamsAllowed,
  readerSuitsExam,
  toIsoDate,
} from '@ponto/domain';
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  controlResults,
  exams,
  qualityOverrides,
  readers,
  users,
  workplaceExams,
  workplaces,
} from '../../db/schema';

/** The result statuses that judge a control (running, failed and cancelled runs say nothing). */
export const judgedStatuses = ['adequate', 'inadequate'] as const;

export interface ExamRow {
  id: string;
  index: number;
  code: string;
  name: Record<string, string>;
  kind: ExamKind;
  deviceFamily: string;
}

export interface StandingRow {
  reader: { id: string; code: string; family: string };
  exam: ExamRow;
  standing: ControlStanding;
  lastControl: { id: string; at: Date; status: string; sampleCode: string } | null;
  override: { id: string; grantedAt: Date; grantedBy: string; reason: string } | null;
  locked: boolean;
}

/** Today as the workplace sees it: schedules are by calendar day in Brazil's time (§9). */
export const todayOf = (now: Date) => toIsoDate(calendarDateOf(now));

const examColumns = {
  id: exams.id,
  index: exams.index,
  code: exams.code,
  name: exams.name,
  kind: exams.kind,
  deviceFamily: exams.deviceFamily,
};

/** The exams a workplace offers (its workplace_exams), or the whole catalogue when it lists none. */
async function examsOf(db: Db, workplaceId: string): Promise<ExamRow[]> {
  const offered = await db
    .select(examColumns)
    .from(workplaceExams)
    .innerJoin(exams, eq(exams.id, workplaceExams.examId))
    .where(eq(workplaceExams.workplaceId, workplaceId))
    .orderBy(asc(exams.index));
  const rows =
    offered.length > 0 ? offered : await db.select(examColumns).from(exams).orderBy(asc(exams.index));
  return rows as ExamRow[];
}

/** The last judged internal (CI) control of a reader and exam. */
async function lastInternalControl(db: Db, readerId: string, examId: string) {
  const [last] = await db
    .select({
      id: controlResults.id,
      at: controlResults.resultAt,
      status: controlResults.status,
      sampleCode: controlResults.sampleCode,
    })
    .from(controlResults)
    .where(
      and(
        eq(controlResults.readerId, readerId),
        eq(controlResults.examId, examId),
        eq(controlResults.kind, 'internal'),
        inArray(controlResults.status, [...judgedStatuses]),
      ),
    )
    .orderBy(desc(controlResults.resultAt))
    .limit(1);
  return last?.at ? { ...last, at: last.at } : null;
}

async function openOverride(db: Db, readerId: string, examId: string) {
  const [row] = await db
    .select({
      id: qualityOverrides.id,
      grantedAt: qualityOverrides.grantedAt,
      grantedBy: users.name,
      reason: qualityOverrides.reason,
    })
    .from(qualityOverrides)
    .innerJoin(users, eq(users.id, qualityOverrides.grantedBy))
    .where(
      and(
        eq(qualityOverrides.readerId, readerId),
        eq(qualityOverrides.examId, examId),
        isNull(qualityOverrides.usedAt),
      ),
    );
  return row ?? null;
}

export async function lockoutEnabled(db: Db, workplaceId: string): Promise<boolean> {
  const [row] = await db
    .select({ on: workplaces.qualityLockout })
    .from(workplaces)
    .where(eq(workplaces.id, workplaceId));
  return row?.on ?? false;
}

/** Where one reader and exam stand with internal control, and whether the lockout holds patient exams. */
export async function standingOf(
  db: Db,
  reader: StandingRow['reader'],
  exam: ExamRow,
  lockout: boolean,
  now: Date,
): Promise<StandingRow> {
  const last = await lastInternalControl(db, reader.id, exam.id);
  const standing = controlStanding(
    exam.kind,
    last ? { doneOn: toIsoDate(calendarDateOf(last.at)), adequate: last.status === 'adequate' } : null,
    todayOf(now),
  );
  const override = await openOverride(db, reader.id, exam.id);
  return {
    reader,
    exam,
    standing,
    lastControl: last,
    override,
    locked: lockout && !patientExamsAllowed(standing, !!override),
  };
}

/** Every reader of the workplace by every exam it suits, by reader code then exam index. */
export async function workplaceStandings(db: Db, workplaceId: string, now: Date): Promise<StandingRow[]> {
  const lockout = await lockoutEnabled(db, workplaceId);
  const readerRows = await db
    .select({ id: readers.id, code: readers.code, family: readers.family })
    .from(readers)
    .where(eq(readers.workplaceId, workplaceId))
    .orderBy(asc(readers.code));
  const examRows = await examsOf(db, workplaceId);
  const rows: StandingRow[] = [];
  for (const reader of readerRows) {
    for (const exam of examRows) {
      if (!readerSuitsExam(reader.family as DeviceFamily, exam.deviceFamily as DeviceFamily).ok) continue;
      rows.push(await standingOf(db, reader, exam, lockout, now));
    }
  }
  return rows;
}

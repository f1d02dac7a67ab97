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
import { and, asc, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
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

const pairKey = (readerId: string, examId: string) => `${readerId}|${examId}`;

/** The last judged internal (CI) control of each reader and exam (one query for all the readers). */
async function lastInternalControls(db: Db, readerIds: string[], examId?: string) {
  if (readerIds.length === 0) return new Map<string, LastControl>();
  const rows = await db
    .selectDistinctOn([controlResults.readerId, controlResults.examId], {
      readerId: controlResults.readerId,
      examId: controlResults.examId,
      id: controlResults.id,
      at: controlResults.resultAt,
      status: controlResults.status,
      sampleCode: controlResults.sampleCode,
    })
    .from(controlResults)
    .where(
      and(
        inArray(controlResults.readerId, readerIds),
        examId ? eq(controlResults.examId, examId) : undefined,
        eq(controlResults.kind, 'internal'),
        inArray(controlResults.status, [...judgedStatuses]),
        isNotNull(controlResults.resultAt),
      ),
    )
    .orderBy(controlResults.readerId, controlResults.examId, desc(controlResults.resultAt));
  return new Map(
    rows.map((r) => [
      pairKey(r.readerId, r.examId),
      { id: r.id, at: r.at as Date, status: r.status, sampleCode: r.sampleCode },
    ]),
  );
}

/** The unused manager override of each reader and exam. */
async function openOverrides(db: Db, readerIds: string[], examId?: string) {
  if (readerIds.length === 0) return new Map<string, OpenOverride>();
  const rows = await db
    .select({
      readerId: qualityOverrides.readerId,
      examId: qualityOverrides.examId,
      id: qualityOverrides.id,
      grantedAt: qualityOverrides.grantedAt,
      grantedBy: users.name,
      reason: qualityOverrides.reason,
    })
    .from(qualityOverrides)
    .innerJoin(users, eq(users.id, qualityOverrides.grantedBy))
    .where(
      and(
        inArray(qualityOverrides.readerId, readerIds),
        examId ? eq(qualityOverrides.examId, examId) : undefined,
        isNull(qualityOverrides.usedAt),
      ),
    );
  return new Map(rows.map(({ readerId, examId: exam, ...override }) => [pairKey(readerId, exam), override]));
}

type LastControl = NonNullable<StandingRow['lastControl']>;
type OpenOverride = NonNullable<StandingRow['override']>;

function standingFrom(
  reader: StandingRow['reader'],
  exam: ExamRow,
  last: LastControl | undefined,
  override: OpenOverride | undefined,
  lockout: boolean,
  now: Date,
): StandingRow {
  const standing = controlStanding(
    exam.kind,
    last ? { doneOn: toIsoDate(calendarDateOf(last.at)), adequate: last.status === 'adequate' } : null,
    todayOf(now),
  );
  return {
    reader,
    exam,
    standing,
    lastControl: last ?? null,
    override: override ?? null,
    locked: lockout && !patientExamsAllowed(standing, !!override),
  };
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
  const key = pairKey(reader.id, exam.id);
  const last = (await lastInternalControls(db, [reader.id], exam.id)).get(key);
  const override = (await openOverrides(db, [reader.id], exam.id)).get(key);
  return standingFrom(reader, exam, last, override, lockout, now);
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
  const ids = readerRows.map((r) => r.id);
  const [lasts, overrides] = await Promise.all([lastInternalControls(db, ids), openOverrides(db, ids)]);
  for (const reader of readerRows) {
    for (const exam of examRows) {
      if (!readerSuitsExam(reader.family as DeviceFamily, exam.deviceFamily as DeviceFamily).ok) continue;
      const key = pairKey(reader.id, exam.id);
      rows.push(standingFrom(reader, exam, lasts.get(key), overrides.get(key), lockout, now));
    }
  }
  return rows;
}

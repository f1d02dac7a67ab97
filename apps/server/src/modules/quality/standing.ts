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
import type { QualityStandingRepository } from './standing-repository';

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

const pairKey = (readerId: string, examId: string) => `${readerId}|${examId}`;

/** The last judged internal (CI) control of each reader and exam. */
async function lastInternalControls(
  standings: QualityStandingRepository,
  readerIds: string[],
  examId?: string,
) {
  if (readerIds.length === 0) return new Map<string, LastControl>();
  const rows = await standings.lastInternalControls(readerIds, examId);
  return new Map(
    rows.map((r) => [
      pairKey(r.readerId, r.examId),
      { id: r.id, at: r.at as Date, status: r.status, sampleCode: r.sampleCode },
    ]),
  );
}

/** The unused manager override of each reader and exam. */
async function openOverrides(standings: QualityStandingRepository, readerIds: string[], examId?: string) {
  if (readerIds.length === 0) return new Map<string, OpenOverride>();
  const rows = await standings.openOverrides(readerIds, examId);
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

/** Where one reader and exam stand with internal control, and whether the lockout holds patient exams. */
export async function standingOf(
  standings: QualityStandingRepository,
  reader: StandingRow['reader'],
  exam: ExamRow,
  lockout: boolean,
  now: Date,
): Promise<StandingRow> {
  const key = pairKey(reader.id, exam.id);
  const last = (await lastInternalControls(standings, [reader.id], exam.id)).get(key);
  const override = (await openOverrides(standings, [reader.id], exam.id)).get(key);
  return standingFrom(reader, exam, last, override, lockout, now);
}

/** Every reader of the workplace by every exam it suits, by reader code then exam index. */
export async function workplaceStandings(
  standings: QualityStandingRepository,
  now: Date,
): Promise<StandingRow[]> {
  const lockout = await standings.lockoutEnabled();
  const readerRows = await standings.readers();
  const examRows = (await standings.exams()) as ExamRow[];
  const rows: StandingRow[] = [];
  const ids = readerRows.map((r) => r.id);
  const [lasts, overrides] = await Promise.all([
    lastInternalControls(standings, ids),
    openOverrides(standings, ids),
  ]);
  for (const reader of readerRows) {
    for (const exam of examRows) {
      if (!readerSuitsExam(reader.family as DeviceFamily, exam.deviceFamily as DeviceFamily).ok) continue;
      const key = pairKey(reader.id, exam.id);
      rows.push(standingFrom(reader, exam, lasts.get(key), overrides.get(key), lockout, now));
    }
  }
  return rows;
}

import {
  type CourseStatus,
  courseStatusesInOrder,
  isPendingTrail,
  type TrailKind,
  type TrainingCourseSummary,
  type TrainingTrailView,
  trailCompletionPercent,
  type UserStatus,
} from '@ponto/domain';
import type { AttemptRow, CourseRow, TrailRow } from './repository';

/** What the user's attempts say of one course. */
export interface CourseRecord {
  bestGrade: number | null;
  /** The first passing attempt: the certificate's date and verification code come from it. */
  firstPass: AttemptRow | null;
}

export function recordsByCourse(attempts: readonly AttemptRow[]): Map<string, CourseRecord> {
  const records = new Map<string, CourseRecord>();
  for (const attempt of attempts) {
    const record = records.get(attempt.courseId) ?? { bestGrade: null, firstPass: null };
    record.bestGrade = Math.max(record.bestGrade ?? 0, attempt.grade);
    if (attempt.passed && !record.firstPass) record.firstPass = attempt;
    records.set(attempt.courseId, record);
  }
  return records;
}

/** A trail's courses (in order) with their status: locked until the earlier ones are passed. */
export function statusesOf(
  courses: readonly CourseRow[],
  records: Map<string, CourseRecord>,
): CourseStatus[] {
  return courseStatusesInOrder(courses.map((c) => !!records.get(c.id)?.firstPass));
}

export function courseSummary(
  course: CourseRow,
  status: CourseStatus,
  record: CourseRecord | undefined,
): TrainingCourseSummary {
  return {
    id: course.id,
    position: course.position,
    title: course.title,
    workloadMinutes: course.workloadMinutes,
    lessonCount: course.lessons.length,
    questionCount: course.quiz.length,
    passGrade: course.passGrade,
    status,
    bestGrade: record?.bestGrade ?? null,
    passedAt: record?.firstPass?.at.toISOString() ?? null,
  };
}

/** GET /training's trails: the pending ones (continued, for PENDING/CONTINUED users) first, then by position. */
export function trailViews(
  status: UserStatus,
  trails: readonly TrailRow[],
  courses: readonly CourseRow[],
  records: Map<string, CourseRecord>,
): TrainingTrailView[] {
  const views = trails.map((trail) => {
    const own = courses.filter((c) => c.trailId === trail.id);
    const statuses = statusesOf(own, records);
    const kind = trail.kind as TrailKind;
    return {
      id: trail.id,
      code: trail.code,
      kind,
      title: trail.title,
      description: trail.description,
      completion: trailCompletionPercent(statuses),
      pending: isPendingTrail(status, kind),
      courses: own.map((c, i) => courseSummary(c, statuses[i]!, records.get(c.id))),
    };
  });
  return [...views.filter((v) => v.pending), ...views.filter((v) => !v.pending)];
}

/** Every course of every trail of a kind passed (a kind without courses counts as done). */
export function allPassed(
  kind: TrailKind,
  trails: readonly TrailRow[],
  courses: readonly CourseRow[],
  records: Map<string, CourseRecord>,
): boolean {
  const ids = new Set(trails.filter((t) => t.kind === kind).map((t) => t.id));
  return courses.filter((c) => ids.has(c.trailId)).every((c) => !!records.get(c.id)?.firstPass);
}

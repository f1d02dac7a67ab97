import type { TrailKind } from '@ponto/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { trainingAttempts, trainingCourses, trainingTrails, users } from '../../db/schema';

export type TrailRow = typeof trainingTrails.$inferSelect;
export type CourseRow = typeof trainingCourses.$inferSelect;
export type AttemptRow = typeof trainingAttempts.$inferSelect;

/** Reads of the training tables; `db` may be a transaction. */
export const trainingRepository = (db: Db) => ({
  async trails(kinds: readonly TrailKind[]): Promise<TrailRow[]> {
    return db
      .select()
      .from(trainingTrails)
      .where(inArray(trainingTrails.kind, [...kinds]))
      .orderBy(asc(trainingTrails.position), asc(trainingTrails.code));
  },

  async coursesOf(trailIds: readonly string[]): Promise<CourseRow[]> {
    if (trailIds.length === 0) return [];
    return db
      .select()
      .from(trainingCourses)
      .where(inArray(trainingCourses.trailId, [...trailIds]))
      .orderBy(asc(trainingCourses.position), asc(trainingCourses.code));
  },

  async course(id: string): Promise<{ course: CourseRow; trail: TrailRow } | undefined> {
    const [row] = await db
      .select({ course: trainingCourses, trail: trainingTrails })
      .from(trainingCourses)
      .innerJoin(trainingTrails, eq(trainingTrails.id, trainingCourses.trailId))
      .where(eq(trainingCourses.id, id));
    return row;
  },

  /** Every attempt of the user, oldest first (a handful per course). */
  async attemptsOf(userId: string): Promise<AttemptRow[]> {
    return db
      .select()
      .from(trainingAttempts)
      .where(eq(trainingAttempts.userId, userId))
      .orderBy(asc(trainingAttempts.at), asc(trainingAttempts.id));
  },

  /** The user row locked for the attempt's transaction, so two attempts never race on the status. */
  async lockUser(userId: string) {
    const [row] = await db
      .select({ status: users.status, name: users.name, document: users.document, language: users.language })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    return row;
  },

  async insertAttempt(values: typeof trainingAttempts.$inferInsert): Promise<void> {
    await db.insert(trainingAttempts).values(values);
  },

  async setStatus(userId: string, status: string, from: string): Promise<void> {
    await db
      .update(users)
      .set({ status })
      .where(and(eq(users.id, userId), eq(users.status, from)));
  },
});
export type TrainingRepository = ReturnType<typeof trainingRepository>;

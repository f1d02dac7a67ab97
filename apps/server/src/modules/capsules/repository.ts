import { and, desc, eq, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  animals,
  capsulesUsed,
  examRequests,
  exams,
  lots,
  nullifiedCapsules,
  patients,
  preExams,
  users,
} from '../../db/schema';

export type NewNullifiedCapsule = typeof nullifiedCapsules.$inferInsert;

/**
 * The SQL of one workplace's §2/§4 capsule nullification: its lots, its nullified capsules and the used
 * ones. The lot-level calls take the id of a lot `lot()` found, so of this workplace.
 */
export class CapsuleRepository {
  constructor(
    private readonly db: Db,
    private readonly workplaceId: string,
  ) {}

  /** The workplace's lot of that number with its exam. */
  async lot(lotNumber: string) {
    const [lot] = await this.db
      .select({ id: lots.id, lotNumber: lots.lotNumber, examCode: exams.code, examName: exams.name })
      .from(lots)
      .innerJoin(exams, eq(exams.id, lots.examId))
      .where(and(eq(lots.workplaceId, this.workplaceId), eq(lots.lotNumber, lotNumber)));
    return lot;
  }

  /**
   * Until the transaction ends. The NFC read of an exam takes the same lock (exams-run/capsule-repository.ts):
   * a capsule is either used or nullified, never both, even when both happen at the same instant.
   */
  async lock(lotId: string, capsuleCode: string): Promise<void> {
    await this.db.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`${lotId}:${capsuleCode}`}, 0))`,
    );
  }

  /** When the capsule was nullified, if it was. */
  async nullifiedAt(lotId: string, capsuleCode: string): Promise<Date | undefined> {
    const [already] = await this.db
      .select({ at: nullifiedCapsules.nullifiedAt })
      .from(nullifiedCapsules)
      .where(and(eq(nullifiedCapsules.lotId, lotId), eq(nullifiedCapsules.capsuleCode, capsuleCode)));
    return already?.at;
  }

  /** The patient (or animal) of the exam that used the capsule, '' when unnamed; undefined when unused. */
  async usedFor(lotId: string, capsuleCode: string): Promise<string | undefined> {
    const [used] = await this.db
      .select({ name: sql<string>`coalesce(${patients.fullName}, ${animals.animal}->>'nameOrCode', '')` })
      .from(capsulesUsed)
      .innerJoin(examRequests, eq(examRequests.id, capsulesUsed.examRequestId))
      .innerJoin(preExams, eq(preExams.id, examRequests.preExamId))
      .leftJoin(patients, eq(patients.id, preExams.patientId))
      .leftJoin(animals, eq(animals.id, preExams.animalId))
      .where(and(eq(capsulesUsed.lotId, lotId), eq(capsulesUsed.capsuleCode, capsuleCode)));
    return used?.name;
  }

  /** False when the capsule was nullified already. */
  async insertNullified(values: Omit<NewNullifiedCapsule, 'workplaceId'>): Promise<boolean> {
    const inserted = await this.db
      .insert(nullifiedCapsules)
      .values({ ...values, workplaceId: this.workplaceId })
      .onConflictDoNothing()
      .returning({ at: nullifiedCapsules.nullifiedAt });
    return inserted.length > 0;
  }

  /**
   * The workplace's nullified capsules, newest first, after the (at, lot, code) position when one is given;
   * `at` is the instant as PostgreSQL writes it, exact to the microsecond.
   */
  list(after: { at: string; lot: string; code: string } | undefined, limit: number) {
    const filters = [eq(nullifiedCapsules.workplaceId, this.workplaceId)];
    if (after) {
      const instant = sql`${after.at}::timestamptz`;
      filters.push(
        or(
          lt(nullifiedCapsules.nullifiedAt, instant),
          and(
            eq(nullifiedCapsules.nullifiedAt, instant),
            sql`(${nullifiedCapsules.lotId}, ${nullifiedCapsules.capsuleCode}) < (${after.lot}::uuid, ${after.code})`,
          ),
        )!,
      );
    }
    return this.db
      .select({
        lotId: nullifiedCapsules.lotId,
        capsuleCode: nullifiedCapsules.capsuleCode,
        lot: lots.lotNumber,
        examCode: exams.code,
        examName: exams.name,
        method: nullifiedCapsules.method,
        nullifiedAt: nullifiedCapsules.nullifiedAt,
        at: sql<string>`${nullifiedCapsules.nullifiedAt}::text`,
        by: users.name,
      })
      .from(nullifiedCapsules)
      .innerJoin(lots, eq(lots.id, nullifiedCapsules.lotId))
      .innerJoin(exams, eq(exams.id, lots.examId))
      .leftJoin(users, eq(users.id, nullifiedCapsules.nullifiedBy))
      .where(and(...filters))
      .orderBy(
        desc(nullifiedCapsules.nullifiedAt),
        desc(nullifiedCapsules.lotId),
        desc(nullifiedCapsules.capsuleCode),
      )
      .limit(limit);
  }
}

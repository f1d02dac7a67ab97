import { and, desc, eq, sql } from 'drizzle-orm';
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
  userWorkplaces,
  workplaces,
} from '../../db/schema';

/** People type a lot number from the box, in whatever case. */
const sameLot = (lotNumber: string) => sql`upper(${lots.lotNumber}) = upper(${lotNumber})`;
const mineOf = (userId: string) =>
  and(eq(userWorkplaces.workplaceId, lots.workplaceId), eq(userWorkplaces.userId, userId));

/**
 * The SQL of a lot recall: it concerns the lot wherever it went, so it reads every workplace the user is
 * linked to (the user, not one workplace, bounds it).
 */
export class RecallRepository {
  constructor(private readonly db: Db) {}

  /**
   * Every exam that used a capsule of the lot number (any case) at a workplace the user is linked to, the
   * latest use first, with the operator of the run that read the capsule.
   */
  recalledExams(userId: string, lotNumber: string) {
    return this.db
      .select({
        examRequestId: examRequests.id,
        protocolNumber: preExams.protocolNumber,
        patientName: sql<string>`coalesce(${patients.fullName}, ${animals.animal}->>'nameOrCode', '')`,
        examCode: exams.code,
        examName: exams.name,
        capsuleCode: capsulesUsed.capsuleCode,
        usedAt: capsulesUsed.usedAt,
        state: examRequests.status,
        cnpj: workplaces.cnpj,
        workplaceName: workplaces.name,
        // The run that read this capsule (one per exam and capsule; a recollect reads another capsule).
        operator: sql<string | null>`(select u.name from exam_runs r join users u on u.id = r.started_by
          where r.exam_request_id = ${examRequests.id} and r.capsule_code = ${capsulesUsed.capsuleCode}
          order by r.started_at desc limit 1)`,
      })
      .from(capsulesUsed)
      .innerJoin(lots, eq(lots.id, capsulesUsed.lotId))
      .innerJoin(userWorkplaces, mineOf(userId))
      .innerJoin(workplaces, eq(workplaces.id, lots.workplaceId))
      .innerJoin(examRequests, eq(examRequests.id, capsulesUsed.examRequestId))
      .innerJoin(exams, eq(exams.id, examRequests.examId))
      .innerJoin(preExams, eq(preExams.id, examRequests.preExamId))
      .leftJoin(patients, eq(patients.id, preExams.patientId))
      .leftJoin(animals, eq(animals.id, preExams.animalId))
      .where(sameLot(lotNumber))
      .orderBy(desc(capsulesUsed.usedAt), desc(capsulesUsed.capsuleCode));
  }

  /** The lot number's nullified capsules at the workplaces the user is linked to, the latest first. */
  recalledNullified(userId: string, lotNumber: string) {
    return this.db
      .select({
        capsuleCode: nullifiedCapsules.capsuleCode,
        nullifiedAt: nullifiedCapsules.nullifiedAt,
        by: users.name,
        cnpj: workplaces.cnpj,
        workplaceName: workplaces.name,
      })
      .from(nullifiedCapsules)
      .innerJoin(lots, eq(lots.id, nullifiedCapsules.lotId))
      .innerJoin(userWorkplaces, mineOf(userId))
      .innerJoin(workplaces, eq(workplaces.id, lots.workplaceId))
      .leftJoin(users, eq(users.id, nullifiedCapsules.nullifiedBy))
      .where(sameLot(lotNumber))
      .orderBy(desc(nullifiedCapsules.nullifiedAt), desc(nullifiedCapsules.capsuleCode));
  }
}

import type { LocalAnalysisCluster } from '@ponto/domain';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  animals,
  examRequests,
  examResults,
  examRuns,
  exams,
  patients,
  preExams,
  users,
} from '../../db/schema';

/** At most this many exams are listed at once; an analyst works from the oldest. */
const LIST_LIMIT = 500;

/**
 * The SQL of §4 local analysis: the exams of one workplace whose results are ready and not confirmed yet,
 * grouped by protocol (the cluster).
 */
export class LocalAnalysisRepository {
  constructor(
    private readonly db: Db,
    private readonly workplaceId: string,
  ) {}

  async clusters(preExamId?: string): Promise<LocalAnalysisCluster[]> {
    const operator = sql<string | null>`(
      select u.name from ${examRuns} r join ${users} u on u.id = r.started_by
      where r.exam_request_id = ${examRequests.id} order by r.started_at desc limit 1)`;
    const waiting = await this.db
      .select({
        examRequestId: examRequests.id,
        preExamId: examRequests.preExamId,
        protocolNumber: preExams.protocolNumber,
        patient: sql<string>`coalesce(${patients.fullName}, ${animals.animal}->>'nameOrCode', '')`,
        examName: exams.name,
        operator,
      })
      .from(examRequests)
      .innerJoin(preExams, eq(preExams.id, examRequests.preExamId))
      .innerJoin(exams, eq(exams.id, examRequests.examId))
      .leftJoin(patients, eq(patients.id, preExams.patientId))
      .leftJoin(animals, eq(animals.id, preExams.animalId))
      .where(
        and(
          eq(examRequests.workplaceId, this.workplaceId),
          eq(examRequests.status, 'ready'),
          isNull(examRequests.releasedAt),
          preExamId ? eq(examRequests.preExamId, preExamId) : undefined,
        ),
      )
      .orderBy(asc(examRequests.createdAt), asc(examRequests.preExamId), asc(examRequests.examIndex))
      .limit(LIST_LIMIT);
    if (waiting.length === 0) return [];
    const results = await this.db
      .select({
        examRequestId: examResults.examRequestId,
        analyteCode: examResults.analyteCode,
        analyteName: examResults.analyteName,
        qualitative: examResults.qualitative,
        value: examResults.value,
        unit: examResults.unit,
        valid: examResults.valid,
        critical: examResults.critical,
        resultAt: examResults.resultAt,
        enteredBy: users.name,
      })
      .from(examResults)
      .leftJoin(users, eq(users.id, examResults.enteredBy))
      .where(
        inArray(
          examResults.examRequestId,
          waiting.map((w) => w.examRequestId),
        ),
      )
      .orderBy(asc(examResults.analyteCode));
    const clusters = new Map<string, LocalAnalysisCluster>();
    for (const exam of waiting) {
      const own = results.filter((r) => r.examRequestId === exam.examRequestId);
      if (own.length === 0) continue; // results are written in the same transaction; never listed without
      const cluster = clusters.get(exam.preExamId) ?? {
        clusterId: exam.preExamId,
        protocolNumber: exam.protocolNumber,
        patient: exam.patient,
        exams: [],
      };
      cluster.exams.push({
        examRequestId: exam.examRequestId,
        examName: exam.examName,
        resultAt: own[0]?.resultAt.toISOString() ?? '',
        operator: exam.operator ?? own[0]?.enteredBy ?? null,
        results: own.map(({ analyteCode, analyteName, qualitative, value, unit, valid, critical }) => ({
          analyteCode,
          analyteName,
          qualitative,
          value,
          unit,
          valid,
          critical,
        })),
      });
      clusters.set(exam.preExamId, cluster);
    }
    return [...clusters.values()];
  }
}

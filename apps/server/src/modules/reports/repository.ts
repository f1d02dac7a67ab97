import { and, desc, eq, sql } from 'drizzle-orm';
import { anyOfIds, idsValue } from '../../db/any-of';
import { builtOnce } from '../../db/built-once';
import type { Db } from '../../db/database';
import {
  animals,
  capsulesUsed,
  examRequests,
  examResults,
  examRuns,
  exams,
  lots,
  patients,
  preExams,
  readers,
  resultRevisions,
  users,
  workplaces,
} from '../../db/schema';

/** The columns a report prints, over every exam request; each reader adds its own filter. */
function selectReports(db: Db) {
  return db
    .select({
      id: examRequests.id,
      workplaceId: examRequests.workplaceId,
      state: examRequests.status,
      releasedAt: examRequests.releasedAt,
      reportHash: examRequests.reportHash,
      examName: exams.name,
      examCode: exams.code,
      methodology: exams.methodology,
      sampleType: exams.sampleType,
      protocolNumber: preExams.protocolNumber,
      // What the report needs of the order and of the registration, not the whole of either: a ZIP carries 200
      // of these rows to the drawing process, and the patient's address and phone have no place there.
      reportLanguages: sql<unknown>`${preExams.order} -> 'reportLanguages'`,
      patientName: patients.fullName,
      patientDocument: patients.documentNumber,
      patientDocumentType: patients.documentType,
      patientBirthDate: patients.birthDate,
      patientAnonymisedAt: patients.anonymisedAt,
      patientSex: sql<string | null>`${patients.registration} -> 'patient' ->> 'sex'`,
      animal: animals.animal,
      workplaceName: workplaces.name,
      workplaceCnpj: workplaces.cnpj,
      workplaceTimeZone: workplaces.timeZone,
      workplacePermissions: workplaces.permissions,
      releaserName: users.name,
      councilAcronym: users.councilAcronym,
      councilState: users.councilState,
      councilNumber: users.councilNumber,
      profession: users.profession,
    })
    .from(examRequests)
    .innerJoin(exams, eq(exams.id, examRequests.examId))
    .innerJoin(preExams, eq(preExams.id, examRequests.preExamId))
    .innerJoin(workplaces, eq(workplaces.id, examRequests.workplaceId))
    .leftJoin(patients, eq(patients.id, preExams.patientId))
    .leftJoin(animals, eq(animals.id, preExams.animalId))
    .leftJoin(users, eq(users.id, examRequests.releasedBy));
}

/**
 * What a report prints, read for one exam request of one workplace (or by its hashcode, publicly), with
 * where its result came from (traceability) and whether it was rectified.
 */
export class ReportRepository {
  constructor(private readonly db: Db) {}

  async byHash(hash: string) {
    const [row] = await selectReports(this.db).where(eq(examRequests.reportHash, hash));
    return row;
  }

  /** Whether a result of the exam was rectified (result_revisions). */
  async rectified(examRequestId: string): Promise<boolean> {
    const revisions = await this.db
      .select({ id: resultRevisions.id })
      .from(resultRevisions)
      .where(eq(resultRevisions.examRequestId, examRequestId))
      .limit(1);
    return revisions.length > 0;
  }

  /** The exam's last run with its reader and who started it. */
  /** The last run of each exam request that has one: when, on which reader, with which lot, by whom. */
  async lastRuns(examRequestIds: readonly string[]) {
    const rows =
      examRequestIds.length === 0 ? [] : await lastRunsOf(this.db).execute({ ids: idsValue(examRequestIds) });
    return new Map(rows.map((row) => [row.examRequestId, row]));
  }

  /** The lot of the last capsule each exam request used. */
  async lastCapsuleLots(
    examRequestIds: readonly string[],
  ): Promise<Map<string, { number: string; expiresOn: string }>> {
    if (examRequestIds.length === 0) return new Map();
    const rows = await lastCapsuleLotsOf(this.db).execute({ ids: idsValue(examRequestIds) });
    return new Map(rows.map(({ examRequestId, ...lot }) => [examRequestId, lot]));
  }

  /** Who typed each exam request's result by hand (§2 external entry), where someone did. */
  async typists(examRequestIds: readonly string[]): Promise<Map<string, { name: string; document: string }>> {
    if (examRequestIds.length === 0) return new Map();
    const rows = await typistsOf(this.db).execute({ ids: idsValue(examRequestIds) });
    return new Map(rows.map(({ examRequestId, ...typist }) => [examRequestId, typist]));
  }

  async lotByNumber(
    workplaceId: string,
    lotNumber: string,
  ): Promise<{ number: string; expiresOn: string } | null> {
    const [row] = await this.db
      .select({ number: lots.lotNumber, expiresOn: lots.expiresOn })
      .from(lots)
      .where(and(eq(lots.workplaceId, workplaceId), eq(lots.lotNumber, lotNumber)))
      .limit(1);
    return row ?? null;
  }
}

export type ReportRow = Awaited<ReturnType<typeof selectReports>>[number];

/** Several reports of one workplace at once (a download of many), in no particular order. */
const manyReportsOf = builtOnce((db) =>
  selectReports(db)
    .where(
      and(anyOfIds(examRequests.id, 'ids'), eq(examRequests.workplaceId, sql.placeholder('workplaceId'))),
    )
    .prepare(''),
);

/** The last run of each exam request that has one: when, on which reader, with which lot, by whom. */
const lastRunsOf = builtOnce((db) =>
  db
    .selectDistinctOn([examRuns.examRequestId], {
      examRequestId: examRuns.examRequestId,
      startedAt: examRuns.startedAt,
      nfcReadAt: examRuns.nfcReadAt,
      capsuleInsertedAt: examRuns.capsuleInsertedAt,
      lotNumber: examRuns.lotNumber,
      readerCode: readers.code,
      readerFamily: readers.family,
      operatorName: users.name,
      operatorDocument: users.document,
    })
    .from(examRuns)
    .innerJoin(readers, eq(readers.id, examRuns.readerId))
    .leftJoin(users, eq(users.id, examRuns.startedBy))
    .where(anyOfIds(examRuns.examRequestId, 'ids'))
    .orderBy(examRuns.examRequestId, desc(examRuns.startedAt))
    .prepare(''),
);

/** The lot of the last capsule each exam request used. */
const lastCapsuleLotsOf = builtOnce((db) =>
  db
    .selectDistinctOn([capsulesUsed.examRequestId], {
      examRequestId: capsulesUsed.examRequestId,
      number: lots.lotNumber,
      expiresOn: lots.expiresOn,
    })
    .from(capsulesUsed)
    .innerJoin(lots, eq(lots.id, capsulesUsed.lotId))
    .where(anyOfIds(capsulesUsed.examRequestId, 'ids'))
    .orderBy(capsulesUsed.examRequestId, desc(capsulesUsed.usedAt))
    .prepare(''),
);

/** Who typed each exam request's result by hand, where someone did. */
const typistsOf = builtOnce((db) =>
  db
    .selectDistinctOn([examResults.examRequestId], {
      examRequestId: examResults.examRequestId,
      name: users.name,
      document: users.document,
    })
    .from(examResults)
    .innerJoin(users, eq(users.id, examResults.enteredBy))
    .where(anyOfIds(examResults.examRequestId, 'ids'))
    .orderBy(examResults.examRequestId)
    .prepare(''),
);

/** The reports of one workplace: one by its exam request, or several at once (a download of many). */
export class WorkplaceReportRepository {
  constructor(
    private readonly db: Db,
    private readonly workplaceId: string,
  ) {}

  async report(examRequestId: string): Promise<ReportRow | undefined> {
    const [row] = await selectReports(this.db).where(
      and(eq(examRequests.id, examRequestId), eq(examRequests.workplaceId, this.workplaceId)),
    );
    return row;
  }

  /** In no particular order. */
  many(examRequestIds: readonly string[]): Promise<ReportRow[]> {
    if (examRequestIds.length === 0) return Promise.resolve([]);
    return manyReportsOf(this.db).execute({ ids: idsValue(examRequestIds), workplaceId: this.workplaceId });
  }
}

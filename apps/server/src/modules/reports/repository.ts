import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { animals, examRequests, exams, patients, preExams, users, workplaces } from '../../db/schema';

/** What a report prints, read for one exam request of one workplace (or by its hashcode, publicly). */
export class ReportRepository {
  constructor(private readonly db: Db) {}

  private select() {
    return this.db
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
        order: preExams.order,
        patientName: patients.fullName,
        patientDocument: patients.documentNumber,
        patientDocumentType: patients.documentType,
        patientBirthDate: patients.birthDate,
        patientAnonymisedAt: patients.anonymisedAt,
        patientRegistration: patients.registration,
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

  async inWorkplace(workplaceId: string, examRequestId: string) {
    const [row] = await this.select().where(
      and(eq(examRequests.id, examRequestId), eq(examRequests.workplaceId, workplaceId)),
    );
    return row;
  }

  /** Several reports of one workplace at once (a download of many), in no particular order. */
  manyInWorkplace(workplaceId: string, examRequestIds: readonly string[]) {
    if (examRequestIds.length === 0) return Promise.resolve([]);
    return this.select().where(
      and(inArray(examRequests.id, [...examRequestIds]), eq(examRequests.workplaceId, workplaceId)),
    );
  }

  async byHash(hash: string) {
    const [row] = await this.select().where(eq(examRequests.reportHash, hash));
    return row;
  }
}

export type ReportRow = NonNullable<Awaited<ReturnType<ReportRepository['inWorkplace']>>>;

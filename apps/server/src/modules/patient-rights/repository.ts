import type { StoredPreExamOrder } from '@ponto/domain';
import { and, asc, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  animals,
  auditLog,
  capsulesUsed,
  driveThroughPlaces,
  driveThroughSlots,
  examQuizzes,
  examRequests,
  examResults,
  examRunEvents,
  examRuns,
  exams,
  lots,
  patients,
  preExams,
  resultRevisions,
  storedFiles,
  users,
  vouchers,
} from '../../db/schema';

/** Whose pre-exams: a person's, or an animal's (a VET workplace's patient, whose tutor has the rights). */
export type Subject = { patientId: string } | { animalId: string };

/**
 * Everything the database holds about one patient (a person or an animal) of the workplace it is bound to
 * (docs/patient-data-rights.md): every table with a reference to the patient, directly or through its
 * pre-exams and exam requests.
 */
export class PatientRightsRepository {
  constructor(
    private readonly db: Db,
    private readonly workplaceId: string,
  ) {}

  /** Of these exam requests, the workplace's: what the tables reached through a request are limited to. */
  private ownRequests(requestIds: string[]) {
    return this.db
      .select({ id: examRequests.id })
      .from(examRequests)
      .where(and(eq(examRequests.workplaceId, this.workplaceId), inArray(examRequests.id, requestIds)));
  }

  async patient(id: string, forUpdate = false) {
    const query = this.db
      .select()
      .from(patients)
      .where(and(eq(patients.workplaceId, this.workplaceId), eq(patients.id, id)));
    const [row] = forUpdate ? await query.for('update') : await query;
    return row;
  }

  async animal(id: string, forUpdate = false) {
    const query = this.db
      .select()
      .from(animals)
      .where(and(eq(animals.workplaceId, this.workplaceId), eq(animals.id, id)));
    const [row] = forUpdate ? await query.for('update') : await query;
    return row;
  }

  preExamsOf(subject: Subject) {
    const of =
      'animalId' in subject
        ? eq(preExams.animalId, subject.animalId)
        : eq(preExams.patientId, subject.patientId);
    return this.db
      .select()
      .from(preExams)
      .where(and(eq(preExams.workplaceId, this.workplaceId), of))
      .orderBy(asc(preExams.createdAt));
  }

  examRequestsOf(preExamIds: string[]) {
    if (preExamIds.length === 0) return Promise.resolve([]);
    return this.db
      .select({ request: examRequests, examCode: exams.code, examName: exams.name })
      .from(examRequests)
      .innerJoin(exams, eq(exams.id, examRequests.examId))
      .where(and(eq(examRequests.workplaceId, this.workplaceId), inArray(examRequests.preExamId, preExamIds)))
      .orderBy(asc(examRequests.createdAt), asc(examRequests.examIndex));
  }

  /** The questionnaires of these exams (the network's catalogue), by exam id: which answers are free text. */
  async quizzesOf(examIds: string[]) {
    if (examIds.length === 0) return new Map<string, unknown[]>();
    const rows = await this.db.select().from(examQuizzes).where(inArray(examQuizzes.examId, examIds));
    return new Map(rows.map((r) => [r.examId, r.questions]));
  }

  /** Results, their rectifications, the runs (capsule, lot, reader), the capsules used and the timeline. */
  async examDetailsOf(requestIds: string[]) {
    if (requestIds.length === 0) return { results: [], revisions: [], runs: [], capsules: [], events: [] };
    const [results, revisions, runs, capsules, events] = await Promise.all([
      this.db
        .select()
        .from(examResults)
        .where(inArray(examResults.examRequestId, this.ownRequests(requestIds)))
        .orderBy(asc(examResults.analyteCode)),
      this.db
        .select()
        .from(resultRevisions)
        .where(inArray(resultRevisions.examRequestId, this.ownRequests(requestIds)))
        .orderBy(asc(resultRevisions.at)),
      this.db
        .select()
        .from(examRuns)
        .where(inArray(examRuns.examRequestId, this.ownRequests(requestIds)))
        .orderBy(asc(examRuns.startedAt)),
      this.db
        .select({ capsule: capsulesUsed, lotNumber: lots.lotNumber })
        .from(capsulesUsed)
        .innerJoin(lots, eq(lots.id, capsulesUsed.lotId))
        .where(inArray(capsulesUsed.examRequestId, this.ownRequests(requestIds))),
      this.db
        .select()
        .from(examRunEvents)
        .where(inArray(examRunEvents.examRequestId, this.ownRequests(requestIds)))
        .orderBy(asc(examRunEvents.seq)),
    ]);
    return { results, revisions, runs, capsules, events };
  }

  storedFilesIn(ids: string[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .select()
      .from(storedFiles)
      .where(and(eq(storedFiles.workplaceId, this.workplaceId), inArray(storedFiles.id, ids)));
  }

  driveThroughOf(preExamIds: string[]) {
    if (preExamIds.length === 0) return Promise.resolve([]);
    return this.db
      .select({
        preExamId: driveThroughSlots.preExamId,
        place: driveThroughPlaces.name,
        startsAt: driveThroughSlots.startsAt,
        reservedAt: driveThroughSlots.reservedAt,
      })
      .from(driveThroughSlots)
      .innerJoin(driveThroughPlaces, eq(driveThroughPlaces.id, driveThroughSlots.placeId))
      .where(
        and(
          eq(driveThroughSlots.workplaceId, this.workplaceId),
          inArray(driveThroughSlots.preExamId, preExamIds),
        ),
      )
      .orderBy(asc(driveThroughSlots.startsAt));
  }

  vouchersOf(documentNumber: string) {
    return this.db
      .select()
      .from(vouchers)
      .where(and(eq(vouchers.workplaceId, this.workplaceId), eq(vouchers.patientDocument, documentNumber)));
  }

  /**
   * Who read or changed this patient's data, from the workplace's audit trail (GDPR art. 15 recipients):
   * the entries on the subject (under any of its target types) and on its pre-exams, exams and photos.
   */
  accessesOf(targets: {
    subject: { id: string; types: readonly string[] };
    preExams: string[];
    examRequests: string[];
    photos: string[];
  }) {
    const target = (type: string, ids: string[]) =>
      ids.length === 0 ? undefined : and(eq(auditLog.targetType, type), inArray(auditLog.targetId, ids));
    return this.db
      .select({
        at: auditLog.at,
        action: auditLog.action,
        outcome: auditLog.outcome,
        targetType: auditLog.targetType,
        targetId: auditLog.targetId,
        actorId: auditLog.actorId,
        actorName: users.name,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(
        and(
          eq(auditLog.chain, `workplace:${this.workplaceId}`),
          or(
            ...targets.subject.types.map((type) => target(type, [targets.subject.id])),
            target('preExam', targets.preExams),
            target('photo', targets.photos),
            target('examRequest', targets.examRequests),
          ),
        ),
      )
      .orderBy(asc(auditLog.seq));
  }

  /** Anonymisation: the patient's own row, unless another anonymisation got there first. */
  async anonymisePatient(id: string, values: Partial<Omit<typeof patients.$inferInsert, 'workplaceId'>>) {
    const [row] = await this.db
      .update(patients)
      .set(values)
      .where(
        and(eq(patients.workplaceId, this.workplaceId), eq(patients.id, id), isNull(patients.anonymisedAt)),
      )
      .returning();
    return row;
  }

  /** Anonymisation: the animal's own row, unless another anonymisation got there first. */
  async anonymiseAnimal(id: string, values: Partial<Omit<typeof animals.$inferInsert, 'workplaceId'>>) {
    const [row] = await this.db
      .update(animals)
      .set(values)
      .where(and(eq(animals.workplaceId, this.workplaceId), eq(animals.id, id), isNull(animals.anonymisedAt)))
      .returning();
    return row;
  }

  /** Whether another animal of the workplace, not anonymised, has this tutor (then the tutor's vouchers stay). */
  async tutorHasOtherAnimals(animalId: string, tutorDocument: string) {
    const [row] = await this.db
      .select({ id: animals.id })
      .from(animals)
      .where(
        and(
          eq(animals.workplaceId, this.workplaceId),
          eq(animals.tutorDocument, tutorDocument),
          ne(animals.id, animalId),
          isNull(animals.anonymisedAt),
        ),
      )
      .limit(1);
    return !!row;
  }

  async redactPreExam(id: string, order: StoredPreExamOrder) {
    await this.db
      .update(preExams)
      .set({ order, photoId: null })
      .where(and(eq(preExams.workplaceId, this.workplaceId), eq(preExams.id, id)));
  }

  async redactExamRequest(id: string, quizForm: Record<string, unknown>) {
    await this.db
      .update(examRequests)
      .set({ quizForm, recollectReason: null })
      .where(and(eq(examRequests.workplaceId, this.workplaceId), eq(examRequests.id, id)));
  }

  /** A voucher bound to the patient's document stays bound to nobody who can show it again. */
  async rebindVouchers(from: string, to: string) {
    await this.db
      .update(vouchers)
      .set({ patientDocument: to })
      .where(and(eq(vouchers.workplaceId, this.workplaceId), eq(vouchers.patientDocument, from)));
  }

  async deleteStoredFiles(ids: string[]) {
    if (ids.length === 0) return;
    await this.db
      .delete(storedFiles)
      .where(and(eq(storedFiles.workplaceId, this.workplaceId), inArray(storedFiles.id, ids)));
  }
}

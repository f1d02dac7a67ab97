import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  animals,
  examCombos,
  examQuizzes,
  examRequests,
  exams,
  households,
  patients,
  preExams,
  protocolCounters,
  selfCollectionKits,
  storedFiles,
  vouchers,
  workplaceExams,
  workplaces,
} from '../../db/schema';

/** The database or a transaction: every method runs on whichever it was given. */
export type Queryable = Pick<Db, 'select' | 'insert' | 'update' | 'execute'>;

export type PreExamRow = typeof preExams.$inferSelect;
export type VoucherWithWorkplace = typeof vouchers.$inferSelect & { workplaceCnpj: string };

/**
 * The SQL of ordering in one workplace: what it offers, its protocol numbers, households, patients' photos,
 * animals and pre-exams. A voucher is found by its code, whichever workplace it names (the §5 checks say
 * whether this one may use it).
 */
export class OrderingRepository {
  constructor(
    private readonly db: Queryable,
    private readonly workplaceId: string,
  ) {}

  /** The exams the workplace offers, with the workplace's price and the exam's questionnaire. */
  async offeredExams() {
    return this.db
      .select({
        id: exams.id,
        index: exams.index,
        code: exams.code,
        name: exams.name,
        deviceFamily: exams.deviceFamily,
        kind: exams.kind,
        sampleType: exams.sampleType,
        minimumAge: exams.minimumAge,
        catalogueCents: exams.priceCents,
        workplaceCents: workplaceExams.priceCents,
        thirdParty: workplaceExams.thirdParty,
        quiz: examQuizzes.questions,
      })
      .from(workplaceExams)
      .innerJoin(exams, eq(exams.id, workplaceExams.examId))
      .leftJoin(examQuizzes, eq(examQuizzes.examId, exams.id))
      .where(eq(workplaceExams.workplaceId, this.workplaceId))
      .orderBy(asc(exams.index));
  }

  async combos() {
    return this.db
      .select()
      .from(examCombos)
      .where(eq(examCombos.workplaceId, this.workplaceId))
      .orderBy(asc(examCombos.code));
  }

  async kits() {
    return this.db
      .select()
      .from(selfCollectionKits)
      .where(eq(selfCollectionKits.workplaceId, this.workplaceId))
      .orderBy(asc(selfCollectionKits.code));
  }

  /** A voucher by its code, whatever its workplace (so 'wrong workplace' can be told from 'not found'). */
  async voucher(code: string, options: { lock?: boolean } = {}): Promise<VoucherWithWorkplace | undefined> {
    const query = this.db
      .select({ voucher: vouchers, workplaceCnpj: workplaces.cnpj })
      .from(vouchers)
      .innerJoin(workplaces, eq(workplaces.id, vouchers.workplaceId))
      .where(eq(vouchers.code, code));
    // The row lock makes concurrent uses of one voucher wait for each other: 'used' never overshoots.
    const [row] = options.lock ? await query.for('update', { of: vouchers }) : await query;
    return row ? { ...row.voucher, workplaceCnpj: row.workplaceCnpj } : undefined;
  }

  async useVoucher(id: string): Promise<void> {
    await this.db
      .update(vouchers)
      .set({ used: sql`${vouchers.used} + 1` })
      .where(eq(vouchers.id, id));
  }

  /** The next protocol sequence of the workplace's year, atomically (the counter row is locked by the upsert). */
  async nextProtocolSequence(year: number): Promise<number> {
    const [row] = await this.db
      .insert(protocolCounters)
      .values({ workplaceId: this.workplaceId, year, last: 1 })
      .onConflictDoUpdate({
        target: [protocolCounters.workplaceId, protocolCounters.year],
        set: { last: sql`${protocolCounters.last} + 1` },
      })
      .returning({ last: protocolCounters.last });
    return row!.last;
  }

  async patientPhoto(id: string) {
    const [row] = await this.db
      .select({ id: storedFiles.id, metadata: storedFiles.metadata })
      .from(storedFiles)
      .where(
        and(
          eq(storedFiles.id, id),
          eq(storedFiles.workplaceId, this.workplaceId),
          eq(storedFiles.purpose, 'patientPhoto'),
        ),
      );
    return row && { id: row.id, faceDetected: row.metadata.faceDetected === true };
  }

  async household(id: string) {
    const [row] = await this.db
      .select({ id: households.id })
      .from(households)
      .where(and(eq(households.id, id), eq(households.workplaceId, this.workplaceId)));
    return row;
  }

  async createHousehold(): Promise<string> {
    const [row] = await this.db
      .insert(households)
      .values({ workplaceId: this.workplaceId })
      .returning({ id: households.id });
    return row!.id;
  }

  async insertAnimal(values: typeof animals.$inferInsert) {
    const [row] = await this.db.insert(animals).values(values).returning();
    return row!;
  }

  async updateAnimal(id: string, values: Partial<typeof animals.$inferInsert>) {
    const [row] = await this.db
      .update(animals)
      .set(values)
      // An anonymised animal's tutor is not filled in again (docs/patient-data-rights.md).
      .where(and(eq(animals.workplaceId, this.workplaceId), eq(animals.id, id), isNull(animals.anonymisedAt)))
      .returning();
    return row;
  }

  /** Whether the workplace has this animal, anonymised or not (to tell 'anonymised' from 'not found'). */
  async hasAnimal(id: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: animals.id })
      .from(animals)
      .where(and(eq(animals.workplaceId, this.workplaceId), eq(animals.id, id)));
    return !!row;
  }

  async insertPreExam(values: typeof preExams.$inferInsert): Promise<PreExamRow> {
    const [row] = await this.db.insert(preExams).values(values).returning();
    return row!;
  }

  async insertExamRequests(values: Array<typeof examRequests.$inferInsert>): Promise<void> {
    await this.db.insert(examRequests).values(values);
  }

  async preExam(id: string) {
    const [row] = await this.db
      .select({ preExam: preExams, patient: patients, animal: animals })
      .from(preExams)
      .leftJoin(patients, eq(patients.id, preExams.patientId))
      .leftJoin(animals, eq(animals.id, preExams.animalId))
      .where(and(eq(preExams.workplaceId, this.workplaceId), eq(preExams.id, id)));
    return row;
  }

  async examRequestsOf(preExamId: string) {
    return this.db
      .select({
        examRequestId: examRequests.id,
        index: examRequests.examIndex,
        code: exams.code,
        name: exams.name,
        status: examRequests.status,
        voucherCode: examRequests.voucherCode,
      })
      .from(examRequests)
      .innerJoin(exams, eq(exams.id, examRequests.examId))
      .where(eq(examRequests.preExamId, preExamId))
      .orderBy(asc(examRequests.examIndex));
  }
}

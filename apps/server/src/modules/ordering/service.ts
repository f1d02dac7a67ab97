import {
  type Animal,
  ageInYears,
  type CatalogueExam,
  calendarDateOf,
  canOrderNewExam,
  checkOrderVoucher,
  comboProblems,
  type ExamCatalogue,
  type ExamCombo,
  errorCodeFieldError,
  examAgeRefusal,
  examSelectionProblems,
  type FieldError,
  formatProtocolNumber,
  fullPriceCents,
  isAgeRestrictedExam,
  isVeterinary,
  type OrderRefusal,
  orderFields,
  orderingFieldError,
  orderingParameters,
  type PatientRegistration,
  type PreExamCreated,
  type PreExamDetail,
  type PreExamSubmission,
  patientRegistrationProblems,
  paymentMethods,
  paymentOutcome,
  type QuizQuestion,
  quizFormProblems,
  quizQuestionSchema,
  type SelfCollectionKit,
  selfCollectionAllowed,
  selfCollectionKitRefusal,
  toIsoDate,
  voucherRefusal,
} from '@ponto/domain';
import type { Db } from '../../db/database';
import type { Clock } from '../../platform/clock';
import { AppError, validationError } from '../../platform/errors';
import type { UserRow, WorkplaceRow } from '../auth/repository';
import { normaliseDocument } from '../auth/service';
import { confirmDriveThroughTime } from '../drive-through/service';
import { PatientsRepository } from '../patients/repository';
import { PatientsService, searchKey } from '../patients/service';
import { emitQuestionnaireFilled } from '../webhooks/emit';
import { protocolTypeOf } from './protocol-type';
import { OrderingRepository } from './repository';

interface OfferedExam extends CatalogueExam {
  id: string;
}

interface WorkplaceOffer {
  exams: OfferedExam[];
  combos: ExamCombo[];
  kits: SelfCollectionKit[];
  selfCollection: boolean;
}

export interface VoucherCheckRequest {
  code: string;
  examIndexes: number[];
  patientDocument: { type: string; number: string; country: string };
}

function prefixed(prefix: string, fields: FieldError[]): FieldError[] {
  return fields.map((f) => ({ ...f, field: `${prefix}.${f.field}` }));
}

function refuse(refusal: OrderRefusal): never {
  throw new AppError(refusal.code, { fields: refusal.fields });
}

function parseQuiz(questions: unknown[] | null): QuizQuestion[] {
  return (questions ?? []).map((q) => quizQuestionSchema.parse(q));
}

const REGISTRATION = 'subject.registration';

/**
 * Ordering exams (docs/new-exam.md): the workplace's catalogue, voucher checks, and the
 * pre-exam saved with its patient or animal in one transaction. Every §5 rule comes from the domain.
 */
export class OrderingService {
  constructor(private readonly deps: { db: Db; clock: Clock }) {}

  /** The workplace's ordering repository over the pool. */
  private repoOf(workplace: WorkplaceRow): OrderingRepository {
    return new OrderingRepository(this.deps.db, workplace.id);
  }

  private today(): string {
    return toIsoDate(calendarDateOf(this.deps.clock.now()));
  }

  private async offer(workplace: WorkplaceRow, user: UserRow): Promise<WorkplaceOffer> {
    const repo = this.repoOf(workplace);
    const [examRows, comboRows, kitRows] = await Promise.all([
      repo.offeredExams(),
      repo.combos(),
      repo.kits(),
    ]);
    const selfCollection = selfCollectionAllowed(workplace, user);
    return {
      exams: examRows.map((e) => ({
        id: e.id,
        index: e.index,
        code: e.code,
        name: e.name as CatalogueExam['name'],
        deviceFamily: e.deviceFamily,
        kind: e.kind as CatalogueExam['kind'],
        sampleType: e.sampleType,
        minimumAge: e.minimumAge,
        ageRestricted: isAgeRestrictedExam(e.code),
        priceCents: e.workplaceCents ?? e.catalogueCents,
        thirdParty: e.thirdParty,
        quiz: parseQuiz(e.quiz),
      })),
      combos: comboRows.map((c) => ({
        code: c.code,
        name: c.name as ExamCombo['name'],
        examIndexes: c.examIndexes,
        priceCents: c.priceCents,
      })),
      kits: selfCollection
        ? kitRows.map((k) => ({
            code: k.code,
            name: k.name as SelfCollectionKit['name'],
            examIndexes: k.examIndexes,
          }))
        : [],
      selfCollection,
    };
  }

  /** GET /exams/catalogue. */
  async catalogue(workplace: WorkplaceRow, user: UserRow): Promise<ExamCatalogue> {
    const offer = await this.offer(workplace, user);
    return {
      exams: offer.exams.map(({ id: _id, ...exam }) => exam),
      combos: offer.combos,
      kits: offer.kits,
      selfCollection: offer.selfCollection,
      paymentMethods: [...paymentMethods],
      ...orderingParameters(workplace.parameters),
    };
  }

  /**
   * The seven §5 checks on one voucher, in the spec's order; VOUCHER_ERROR when the code cannot be checked.
   * Under `lock` the voucher row stays locked until the caller's transaction ends.
   */
  private async voucherFor(
    repo: OrderingRepository,
    workplace: WorkplaceRow,
    request: { code: string; examIndexes: readonly number[]; patientDocument: string },
    lock: boolean,
  ) {
    let voucher: Awaited<ReturnType<OrderingRepository['voucher']>>;
    try {
      voucher = await repo.voucher(request.code, { lock });
    } catch {
      refuse(voucherRefusal('VOUCHER_ERROR'));
    }
    const outcome = checkOrderVoucher(
      request.code,
      voucher ? { ...voucher, patientDocument: voucher.patientDocument } : null,
      {
        workplaceCnpj: workplace.cnpj,
        examIndexes: request.examIndexes,
        patientDocument: normaliseDocument(request.patientDocument),
      },
      this.deps.clock.now(),
    );
    if (!outcome.ok) refuse(voucherRefusal(outcome.code));
    return voucher!;
  }

  /** POST /vouchers/check. */
  async checkVoucher(workplace: WorkplaceRow, request: VoucherCheckRequest) {
    const voucher = await this.voucherFor(
      this.repoOf(workplace),
      workplace,
      {
        code: request.code,
        examIndexes: request.examIndexes,
        patientDocument: request.patientDocument.number,
      },
      false,
    );
    return {
      code: voucher.code,
      examIndex: voucher.examIndex,
      remaining: voucher.maxQuantity - voucher.used,
      validUntil: voucher.validUntil.toISOString(),
    };
  }

  /** Field problems found before anything is written: all of them at once, so the wizard shows each. */
  private async problems(
    workplace: WorkplaceRow,
    offer: WorkplaceOffer,
    submission: PreExamSubmission,
    adultsOnly: boolean,
  ): Promise<FieldError[]> {
    const { subject, order } = submission;
    const problems: FieldError[] = [];
    const veterinary = isVeterinary(workplace);
    if (veterinary && subject.kind !== 'animal') {
      problems.push(orderingFieldError(orderFields.subjectKind, 'subjectMustBeAnimal'));
    }
    if (!veterinary && subject.kind !== 'patient') {
      problems.push(orderingFieldError(orderFields.subjectKind, 'subjectMustBePatient'));
    }
    if (subject.kind === 'patient') {
      problems.push(
        ...prefixed(
          REGISTRATION,
          patientRegistrationProblems(subject.registration, this.today(), { adultsOnly }),
        ),
      );
    }
    problems.push(
      ...examSelectionProblems(
        order.examIndexes,
        offer.exams.map((e) => e.index),
      ),
    );
    problems.push(...comboProblems(order.comboCode, offer.combos, order.examIndexes));
    const quizzes = new Map(offer.exams.map((e) => [e.index, e.quiz]));
    problems.push(...quizFormProblems(quizzes, order.examIndexes, order.quizForm));
    if (submission.photoId) {
      const photo = await this.repoOf(workplace).patientPhoto(submission.photoId);
      if (!photo) problems.push(orderingFieldError(orderFields.photoId, 'photoNotFound'));
      // §8 'no face identified': the server's own face check decided when the picture was stored.
      else if (!photo.faceDetected) problems.push(errorCodeFieldError(orderFields.photoId, 'CAMERA_NO_FACE'));
    }
    if (submission.householdId && !(await this.repoOf(workplace).household(submission.householdId))) {
      problems.push(orderingFieldError(orderFields.householdId, 'householdNotFound'));
    }
    return problems;
  }

  /**
   * POST /pre-exams: the patient (or animal), the voucher use and the pre-exam in one transaction. The
   * integration API adds the integrator's external id (unique per workplace: a second one fails the
   * insert with 23505 on pre_exams_external_id and rolls everything back) and who asked (requester).
   */
  async create(
    workplace: WorkplaceRow,
    user: UserRow,
    submission: PreExamSubmission,
    source: { externalId?: string; requester?: string } = {},
  ): Promise<PreExamCreated> {
    if (!canOrderNewExam(workplace)) throw new AppError('FORBIDDEN');
    // Checked before the fields: a flow the workplace does not offer is refused whatever was typed.
    const protocolType = protocolTypeOf(workplace, submission);
    const { subject, order } = submission;
    const parameters = orderingParameters(workplace.parameters);
    const offer = await this.offer(workplace, user);

    const problems = await this.problems(workplace, offer, submission, parameters.adultsOnly);
    if (problems.length > 0) throw validationError(problems);

    const chosen = order.examIndexes.map((index) => offer.exams.find((e) => e.index === index)!);
    if (subject.kind === 'patient') {
      const age = ageInYears(subject.registration.patient.birthDate, this.today());
      const refusal = examAgeRefusal(chosen, age, parameters);
      if (refusal) refuse(refusal);
    }
    const kitRefusal = selfCollectionKitRefusal(
      order.selfCollectionKit,
      offer.kits,
      order.examIndexes,
      offer.selfCollection,
    );
    if (kitRefusal) refuse(kitRefusal);

    const combo = order.comboCode ? offer.combos.find((c) => c.code === order.comboCode)! : null;
    const now = this.deps.clock.now();

    return this.deps.db.transaction(async (tx) => {
      const repo = new OrderingRepository(tx, workplace.id);
      const who =
        subject.kind === 'patient'
          ? await this.savePatient(tx, workplace, user, subject, submission.photoId)
          : await this.saveAnimal(repo, workplace, user, subject);

      let voucherCode: string | null = null;
      let voucherExamIndex: number | null = null;
      if (order.procedure.kind === 'voucher') {
        const voucher = await this.voucherFor(
          repo,
          workplace,
          {
            code: order.procedure.voucherCode,
            examIndexes: order.examIndexes,
            patientDocument: who.document,
          },
          true,
        );
        await repo.useVoucher(voucher.id);
        voucherCode = voucher.code;
        voucherExamIndex = voucher.examIndex;
      }

      const fullPrice = fullPriceCents(chosen, combo, voucherExamIndex);
      const payment = paymentOutcome(fullPrice, order.payment);
      if (!payment.ok) throw validationError(payment.fields);

      const householdId = submission.householdId ?? (await repo.createHousehold());
      const year = calendarDateOf(now).year;
      const protocolNumber = formatProtocolNumber(year, await repo.nextProtocolSequence(year));
      const row = await repo.insertPreExam({
        workplaceId: workplace.id,
        protocolNumber,
        patientId: subject.kind === 'patient' ? who.id : null,
        animalId: subject.kind === 'animal' ? who.id : null,
        householdId,
        photoId: submission.photoId ?? null,
        order,
        fullPriceCents: fullPrice,
        remainderCents: payment.remainderCents,
        status: 'waitingForTest',
        origin: submission.origin,
        protocolType,
        createdBy: user.id,
        externalId: source.externalId ?? null,
        requester: source.requester ?? null,
        createdAt: now,
      });
      await repo.insertExamRequests(
        chosen.map((exam) => ({
          preExamId: row.id,
          workplaceId: workplace.id,
          examId: exam.id,
          examIndex: exam.index,
          status: 'waitingForTest',
          voucherCode: exam.index === voucherExamIndex ? voucherCode : null,
          quizForm: (order.quizForm[String(exam.index)] ?? {}) as Record<string, unknown>,
          createdAt: now,
        })),
      );
      const driveThrough = submission.driveThroughHoldId
        ? await confirmDriveThroughTime(tx, {
            workplaceId: workplace.id,
            holdId: submission.driveThroughHoldId,
            preExamId: row.id,
            householdId,
            now,
          })
        : undefined;
      await emitQuestionnaireFilled(tx, { workplaceId: workplace.id, preExamId: row.id }, now);
      return {
        id: row.id,
        protocolNumber,
        householdId,
        ...(subject.kind === 'patient' ? { patientId: who.id } : { animalId: who.id }),
        status: 'waitingForTest' as const,
        fullPriceCents: fullPrice,
        remainderCents: payment.remainderCents,
        createdAt: row.createdAt.toISOString(),
        ...(driveThrough && { driveThrough }),
      };
    });
  }

  private async savePatient(
    tx: Db,
    workplace: WorkplaceRow,
    user: UserRow,
    subject: Extract<PreExamSubmission['subject'], { kind: 'patient' }>,
    photoId: string | undefined,
  ): Promise<{ id: string; document: string }> {
    const patients = new PatientsRepository(tx, workplace.id);
    const service = new PatientsService({ clock: this.deps.clock });
    const registration: PatientRegistration = photoId
      ? { ...subject.registration, patient: { ...subject.registration.patient, photoId } }
      : subject.registration;
    try {
      const record = subject.patientId
        ? await service.update(patients, subject.patientId, registration)
        : await service.create(patients, user.id, registration);
      return { id: record.id, document: registration.patient.document.number };
    } catch (error) {
      if (error instanceof AppError && error.code === 'PATIENT_ALREADY_REGISTERED') {
        throw new AppError('PATIENT_ALREADY_REGISTERED', {
          fields: [
            errorCodeFieldError(`${REGISTRATION}.patient.document.number`, 'PATIENT_ALREADY_REGISTERED'),
          ],
        });
      }
      throw error;
    }
  }

  private async saveAnimal(
    repo: OrderingRepository,
    workplace: WorkplaceRow,
    user: UserRow,
    subject: Extract<PreExamSubmission['subject'], { kind: 'animal' }>,
  ): Promise<{ id: string; document: string }> {
    const animal: Animal = subject.animal;
    const columns = {
      searchName: searchKey([animal.nameOrCode, animal.tutorName].filter(Boolean).join(' ')),
      tutorDocument: animal.tutorDocument ? normaliseDocument(animal.tutorDocument) : null,
      animal: animal as Record<string, unknown>,
    };
    const row = subject.animalId
      ? await repo.updateAnimal(subject.animalId, {
          ...columns,
          updatedAt: this.deps.clock.now(),
        })
      : await repo.insertAnimal({ workplaceId: workplace.id, createdBy: user.id, ...columns });
    if (!row) {
      // The tutor of an anonymised animal is not filled in again: that would identify them anew
      // (docs/patient-data-rights.md); the same refusal as a patient's (PatientsService.update).
      const anonymised = subject.animalId && (await repo.hasAnimal(subject.animalId));
      throw new AppError(anonymised ? 'PATIENT_ALREADY_ANONYMISED' : 'NOT_FOUND');
    }
    return { id: row.id, document: animal.tutorDocument ?? '' };
  }

  /** GET /pre-exams/:id (another workplace's → 404). */
  async get(workplace: WorkplaceRow, id: string): Promise<PreExamDetail> {
    const repo = this.repoOf(workplace);
    const found = await repo.preExam(id);
    if (!found) throw new AppError('NOT_FOUND');
    const { preExam, patient, animal } = found;
    const { order } = preExam;
    const exams = await repo.examRequestsOf(preExam.id);
    const animalData = animal?.animal as Animal | undefined;
    return {
      id: preExam.id,
      protocolNumber: preExam.protocolNumber,
      status: preExam.status as PreExamDetail['status'],
      householdId: preExam.householdId,
      origin: preExam.origin as PreExamDetail['origin'],
      subject: patient
        ? {
            kind: 'patient',
            id: patient.id,
            name: patient.fullName,
            document: {
              type: patient.documentType,
              number: patient.documentNumber,
              country: patient.documentCountry,
            },
          }
        : {
            kind: 'animal',
            id: animal!.id,
            name: animalData?.nameOrCode ?? '',
            document: animal?.tutorDocument
              ? { type: 'tutor', number: animal.tutorDocument, country: 'BR' }
              : null,
          },
      exams: exams.map((e) => ({ ...e, name: e.name as Record<string, string> })),
      comboCode: order.comboCode ?? null,
      selfCollectionKit: order.selfCollectionKit ?? null,
      procedure: order.procedure,
      reportLanguages: order.reportLanguages,
      quizForm: order.quizForm,
      payment: {
        method: order.payment.method,
        fullPriceCents: preExam.fullPriceCents,
        discountCents: order.payment.discountCents,
        discountMotive: order.payment.discountMotive ?? null,
        pricePaidCents: order.payment.pricePaidCents,
        displacementFeeCents: order.payment.displacementFeeCents ?? 0,
        remainderCents: preExam.remainderCents,
      },
      photoId: preExam.photoId,
      createdAt: preExam.createdAt.toISOString(),
    };
  }
}

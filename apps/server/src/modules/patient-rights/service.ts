import type { Readable } from 'node:stream';
import {
  type Animal,
  type AnonymisationReason,
  anonymiseAnimal,
  anonymisePatient,
  canOpenReport,
  type ExamState,
  isAnonymisedRegistration,
  type PatientRegistration,
  type QuizQuestion,
  redactPreExamOrder,
  redactQuizAnswers,
} from '@ponto/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { FileStore } from '../../platform/file-store';
import { type ZipEntry, zipStream } from '../../platform/zip-stream';
import type { WorkplaceContext } from '../../request-context';
import type { AuditSource, AuditTrail } from '../audit/service';
import { reportLocalesOf } from '../reports/report-drawings';
import type { WorkplaceReportRepository } from '../reports/repository';
import type { ReportService } from '../reports/service';
import type { PatientRightsRepository } from './repository';

type PreExamRow = Awaited<ReturnType<PatientRightsRepository['preExamsOf']>>[number];
type VoucherRow = Awaited<ReturnType<PatientRightsRepository['vouchersOf']>>[number];

const extensionOf: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

type Questions = ReadonlyArray<Pick<QuizQuestion, 'id' | 'type'>>;

const voucherOf = (v: VoucherRow) => ({
  code: v.code,
  examIndex: v.examIndex,
  maxQuantity: v.maxQuantity,
  used: v.used,
  validUntil: v.validUntil,
});

const jsonEntry = (name: string, document: unknown, mtime: Date): ZipEntry => ({
  name,
  mtime,
  open: async () => Buffer.from(`${JSON.stringify(document, null, 2)}\n`),
});

/**
 * Patient-data rights (LGPD art. 18, GDPR art. 15, 17, 20; docs/patient-data-rights.md): a ZIP of
 * everything held about a patient, and the anonymisation that erases what identifies them while keeping
 * what the law makes a laboratory keep.
 */
export class PatientRightsService {
  constructor(
    private readonly deps: {
      clock: Clock;
      store: FileStore;
      reports: ReportService;
      audit: AuditTrail;
      log: Pick<FastifyBaseLogger, 'error'>;
    },
  ) {}

  /** GET /patients/:id/data-export: patient.json, the released reports' PDFs and the stored files. */
  async export(
    { repos }: WorkplaceContext,
    patientId: string,
  ): Promise<{ stream: Readable; filename: string }> {
    const repo = repos.patientRights;
    const patient = await repo.patient(patientId);
    if (!patient) throw new AppError('NOT_FOUND');
    const preExams = await repo.preExamsOf({ patientId });
    const [history, vouchers] = await Promise.all([
      this.history(repo, repos.reports, preExams, {
        id: patientId,
        types: ['patient', 'patientDataExport', 'patientAnonymisation'],
      }),
      repo.vouchersOf(patient.documentNumber),
    ]);
    const document = {
      format: 'ponto-patient-export/1',
      exportedAt: history.now.toISOString(),
      patient: {
        id: patient.id,
        anonymisedAt: patient.anonymisedAt?.toISOString() ?? null,
        documentType: patient.documentType,
        documentNumber: patient.documentNumber,
        documentCountry: patient.documentCountry,
        fullName: patient.fullName,
        birthDate: patient.birthDate,
        // Personal data, address, guardian, health plan and consents, as registered.
        registration: patient.registration,
        createdAt: patient.createdAt.toISOString(),
        updatedAt: patient.updatedAt.toISOString(),
      },
      preExams: history.preExams,
      examRequests: history.examRequests,
      photos: history.photos,
      // Only photos are stored for patients so far: no other document is kept (docs/patient-data-rights.md).
      documents: [],
      consents: isAnonymisedRegistration(patient.registration)
        ? null
        : (patient.registration.patient?.consents ?? null),
      driveThroughBookings: history.driveThroughBookings,
      vouchers: vouchers.map(voucherOf),
      // No e-mail or SMS is sent to patients yet (the outbox holds password resets only).
      notificationsSent: [],
      accessLog: history.accessLog,
    };
    return {
      stream: zipStream([jsonEntry('patient.json', document, history.now), ...history.entries]),
      filename: `paciente-${patient.id}.zip`,
    };
  }

  /**
   * GET /animals/:id/data-export: animal.json (the animal with its tutor's data, as the patient's export
   * holds a person's), the released reports' PDFs and the stored files.
   */
  async exportAnimal(
    { repos }: WorkplaceContext,
    animalId: string,
  ): Promise<{ stream: Readable; filename: string }> {
    const repo = repos.patientRights;
    const animal = await repo.animal(animalId);
    if (!animal) throw new AppError('NOT_FOUND');
    const preExams = await repo.preExamsOf({ animalId });
    const [history, vouchers] = await Promise.all([
      this.history(repo, repos.reports, preExams, {
        id: animalId,
        types: ['animal', 'animalDataExport', 'animalAnonymisation'],
      }),
      animal.tutorDocument ? repo.vouchersOf(animal.tutorDocument) : [],
    ]);
    const document = {
      format: 'ponto-animal-export/1',
      exportedAt: history.now.toISOString(),
      animal: {
        id: animal.id,
        anonymisedAt: animal.anonymisedAt?.toISOString() ?? null,
        tutorDocument: animal.tutorDocument,
        // The animal and its tutor (name, document, phone, e-mail), as registered.
        record: animal.animal,
        createdAt: animal.createdAt.toISOString(),
        updatedAt: animal.updatedAt.toISOString(),
      },
      preExams: history.preExams,
      examRequests: history.examRequests,
      photos: history.photos,
      documents: [],
      driveThroughBookings: history.driveThroughBookings,
      vouchers: vouchers.map(voucherOf),
      notificationsSent: [],
      accessLog: history.accessLog,
    };
    return {
      stream: zipStream([jsonEntry('animal.json', document, history.now), ...history.entries]),
      filename: `animal-${animal.id}.zip`,
    };
  }

  /**
   * What a subject's export holds beyond the subject itself: its pre-exams, exam requests with results,
   * rectifications, runs, capsules and timeline, photos, drive-through bookings and accesses, and the zip
   * entries of the released reports (every language chosen) and of the stored photos.
   */
  private async history(
    repo: PatientRightsRepository,
    workplaceReports: WorkplaceReportRepository,
    preExams: PreExamRow[],
    subject: { id: string; types: readonly string[] },
  ) {
    const requests = await repo.examRequestsOf(preExams.map((p) => p.id));
    const requestIds = requests.map((r) => r.request.id);
    const photoIds = preExams.flatMap((p) => (p.photoId ? [p.photoId] : []));
    const [details, files, driveThrough, accesses, reports] = await Promise.all([
      repo.examDetailsOf(requestIds),
      repo.storedFilesIn(photoIds),
      repo.driveThroughOf(preExams.map((p) => p.id)),
      repo.accessesOf({
        subject,
        preExams: preExams.map((p) => p.id),
        examRequests: requestIds,
        photos: photoIds,
      }),
      workplaceReports.many(requestIds),
    ]);
    const now = this.deps.clock.now();
    const fileName = (f: { id: string; contentType: string }) =>
      `files/${f.id}.${extensionOf[f.contentType] ?? 'bin'}`;
    const openable = reports.filter(
      (r) => !!r.releasedAt && canOpenReport({ state: r.state as ExamState, released: true }),
    );
    const reportName = (r: (typeof openable)[number], locale: string) =>
      `reports/${r.protocolNumber}-${r.examCode}-${locale}.pdf`;
    const draw = await this.deps.reports.renderer(openable);
    const entries: ZipEntry[] = [];
    for (const report of openable)
      for (const locale of reportLocalesOf(report))
        entries.push({
          name: reportName(report, locale),
          mtime: report.releasedAt ?? now,
          open: () => draw(report, locale),
        });
    for (const file of files)
      entries.push({
        name: fileName(file),
        mtime: file.createdAt,
        open: async () => {
          const stream = await this.deps.store.get(file.storageKey);
          if (!stream) throw new Error(`stored file ${file.id} is missing from the store`);
          return stream;
        },
      });
    return {
      now,
      preExams: preExams.map((p) => ({
        id: p.id,
        protocolNumber: p.protocolNumber,
        protocolType: p.protocolType,
        origin: p.origin,
        status: p.status,
        requester: p.requester,
        externalId: p.externalId,
        // The order as sent: exams, report languages, procedure, questionnaires, payment.
        order: p.order,
        fullPriceCents: p.fullPriceCents,
        remainderCents: p.remainderCents,
        photo: p.photoId,
        createdAt: p.createdAt.toISOString(),
      })),
      examRequests: requests.map(({ request: r, examCode, examName }) => ({
        id: r.id,
        preExamId: r.preExamId,
        exam: { index: r.examIndex, code: examCode, name: examName },
        status: r.status,
        voucherCode: r.voucherCode,
        questionnaire: r.quizForm,
        recollect: {
          reason: r.recollectReason,
          requestedAt: r.recollectRequestedAt?.toISOString() ?? null,
          deadlineAt: r.recollectDeadlineAt?.toISOString() ?? null,
          recollectedAt: r.recollectedAt?.toISOString() ?? null,
          oldCapsuleCode: r.oldCapsuleCode,
        },
        rating: r.rating,
        releasedAt: r.releasedAt?.toISOString() ?? null,
        releasedBy: r.releasedBy,
        reportHash: r.reportHash,
        createdAt: r.createdAt.toISOString(),
        results: details.results
          .filter((x) => x.examRequestId === r.id)
          .map(({ examRequestId: _, ...x }) => x),
        rectifications: details.revisions
          .filter((x) => x.examRequestId === r.id)
          .map(({ examRequestId: _, ...x }) => x),
        runs: details.runs
          .filter((x) => x.examRequestId === r.id)
          .map((x) => ({
            id: x.id,
            readerId: x.readerId,
            startedAt: x.startedAt,
            endedAt: x.endedAt,
            capsuleCode: x.capsuleCode,
            lotNumber: x.lotNumber,
            errorCode: x.errorCode,
            redo: x.redo,
          })),
        capsules: details.capsules
          .filter((x) => x.capsule.examRequestId === r.id)
          .map((x) => ({
            capsuleCode: x.capsule.capsuleCode,
            lotNumber: x.lotNumber,
            usedAt: x.capsule.usedAt,
          })),
        history: details.events
          .filter((x) => x.examRequestId === r.id)
          .map((x) => ({ type: x.type, at: x.at, detail: x.detail })),
        reports: openable
          .filter((x) => x.id === r.id)
          .flatMap((x) => reportLocalesOf(x).map((locale) => reportName(x, locale))),
      })),
      photos: files.map((f) => ({
        id: f.id,
        purpose: f.purpose,
        contentType: f.contentType,
        sizeBytes: f.sizeBytes,
        sha256: f.sha256,
        metadata: f.metadata,
        createdAt: f.createdAt.toISOString(),
        file: fileName(f),
      })),
      driveThroughBookings: driveThrough,
      accessLog: accesses,
      entries,
    };
  }

  /**
   * POST /patients/:id/anonymisation: irreversible. The patient's identifying data, the free text of their
   * orders and questionnaires and their photos go; results, release and rectification history, capsule and
   * lot traceability and the audit trail stay. The audit entry commits with the change, or neither does;
   * the photos' bytes leave the file store once it committed.
   */
  async anonymise(
    { caller, workplace, transaction }: WorkplaceContext,
    patientId: string,
    reason: AnonymisationReason,
    source: AuditSource,
  ): Promise<{ id: string; anonymisedAt: string }> {
    const workplaceId = workplace.id;
    const actorId = caller.user.id;
    const now = this.deps.clock.now();
    const removed = await transaction(async ({ patientRights: repo }, tx) => {
      const patient = await repo.patient(patientId, true);
      if (!patient) throw new AppError('NOT_FOUND');
      if (patient.anonymisedAt || isAnonymisedRegistration(patient.registration))
        throw new AppError('PATIENT_ALREADY_ANONYMISED');
      const registration = patient.registration;
      const anonymised = anonymisePatient(
        patient.id,
        {
          ...registration,
          patient: {
            ...registration.patient,
            // The row's columns are the authority for these (registrations of old clients may lack them).
            birthDate: patient.birthDate,
            document: {
              ...registration.patient.document,
              type: patient.documentType as PatientRegistration['patient']['document']['type'],
              countryOfOrigin: patient.documentCountry,
            },
            address: { ...registration.patient.address },
          },
        },
        now,
      );
      const row = await repo.anonymisePatient(patient.id, {
        ...anonymised.columns,
        registration: anonymised.registration,
        anonymisedAt: now,
        anonymisedBy: actorId,
        updatedAt: now,
      });
      if (!row) throw new AppError('PATIENT_ALREADY_ANONYMISED');

      await repo.rebindVouchers(patient.documentNumber, anonymised.columns.documentNumber);
      const preExams = await repo.preExamsOf({ patientId: patient.id });
      const { requests, photos } = await this.redactHistory(
        repo,
        preExams,
        registration.patient?.photoId ? [registration.patient.photoId] : [],
      );
      await this.appendAnonymisation(tx, {
        workplaceId,
        actorId,
        target: { type: 'patientAnonymisation', id: patient.id },
        reason,
        photosDeleted: photos.length,
        examRequests: requests,
        source,
      });
      return photos.map((p) => p.storageKey);
    });
    await this.removeFromStore(removed);
    return { id: patientId, anonymisedAt: now.toISOString() };
  }

  /**
   * POST /animals/:id/anonymisation: irreversible, as a patient's. The tutor's name, document, phone and
   * e-mail, the free text of the orders and questionnaires and the photos go; the animal's species, breed,
   * sex, age and name or code, its results, their history, lots and the audit trail stay (anonymiseAnimal).
   */
  async anonymiseAnimal(
    { caller, workplace, transaction }: WorkplaceContext,
    animalId: string,
    reason: AnonymisationReason,
    source: AuditSource,
  ): Promise<{ id: string; anonymisedAt: string }> {
    const workplaceId = workplace.id;
    const actorId = caller.user.id;
    const now = this.deps.clock.now();
    const removed = await transaction(async ({ patientRights: repo }, tx) => {
      const animal = await repo.animal(animalId, true);
      if (!animal) throw new AppError('NOT_FOUND');
      // The same error as a patient's: the subject was anonymised, whoever it is.
      if (animal.anonymisedAt) throw new AppError('PATIENT_ALREADY_ANONYMISED');
      const anonymised = anonymiseAnimal(animal.animal as Animal);
      const row = await repo.anonymiseAnimal(animal.id, {
        ...anonymised.columns,
        animal: anonymised.animal as Record<string, unknown>,
        anonymisedAt: now,
        anonymisedBy: actorId,
        updatedAt: now,
      });
      if (!row) throw new AppError('PATIENT_ALREADY_ANONYMISED');
      // The tutor's vouchers stay theirs while another of their animals is registered here.
      if (animal.tutorDocument && !(await repo.tutorHasOtherAnimals(animal.id, animal.tutorDocument)))
        await repo.rebindVouchers(animal.tutorDocument, `anonymised-${animal.id}`);
      const preExams = await repo.preExamsOf({ animalId: animal.id });
      const { requests, photos } = await this.redactHistory(repo, preExams, []);
      await this.appendAnonymisation(tx, {
        workplaceId,
        actorId,
        target: { type: 'animalAnonymisation', id: animal.id },
        reason,
        photosDeleted: photos.length,
        examRequests: requests,
        source,
      });
      return photos.map((p) => p.storageKey);
    });
    await this.removeFromStore(removed);
    return { id: animalId, anonymisedAt: now.toISOString() };
  }

  /**
   * In an anonymisation's transaction: its audit entry (action `patientAnonymise`), which commits with the
   * change or makes it roll back (fails closed, docs/audit.md).
   */
  private async appendAnonymisation(
    tx: Db,
    entry: {
      workplaceId: string;
      actorId: string;
      target: { type: 'patientAnonymisation' | 'animalAnonymisation'; id: string };
      reason: AnonymisationReason;
      photosDeleted: number;
      examRequests: number;
      source: AuditSource;
    },
  ) {
    await this.deps.audit.append(
      {
        action: 'patientAnonymise',
        outcome: 'success',
        workplaceId: entry.workplaceId,
        actorId: entry.actorId,
        targetType: entry.target.type,
        targetId: entry.target.id,
        // A code from a fixed list, and counts: never personal data.
        details: {
          reason: entry.reason,
          photosDeleted: entry.photosDeleted,
          examRequests: entry.examRequests,
        },
        ...entry.source,
      },
      tx,
    );
  }

  /**
   * In an anonymisation's transaction: the free text of the pre-exams' orders and of the exam requests'
   * questionnaires, and the photos' rows (their bytes leave the store after the commit). Returns how many
   * exam requests there were and the photos removed.
   */
  private async redactHistory(repo: PatientRightsRepository, preExams: PreExamRow[], morePhotoIds: string[]) {
    const requests = await repo.examRequestsOf(preExams.map((p) => p.id));
    const quizzes = await repo.quizzesOf([...new Set(requests.map((r) => r.request.examId))]);
    const questionsOfExam = (examId: string | undefined) =>
      ((examId ? quizzes.get(examId) : undefined) ?? []) as Questions;
    const examIdByIndex = new Map(requests.map((r) => [String(r.request.examIndex), r.request.examId]));
    for (const preExam of preExams)
      await repo.redactPreExam(
        preExam.id,
        redactPreExamOrder(preExam.order, (index) => questionsOfExam(examIdByIndex.get(index))),
      );
    for (const { request } of requests)
      await repo.redactExamRequest(
        request.id,
        redactQuizAnswers(request.quizForm, questionsOfExam(request.examId)),
      );
    const photoIds = [
      ...new Set([...preExams.flatMap((p) => (p.photoId ? [p.photoId] : [])), ...morePhotoIds]),
    ];
    const photos = await repo.storedFilesIn(photoIds);
    await repo.deleteStoredFiles(photos.map((p) => p.id));
    return { requests: requests.length, photos };
  }

  /** After the commit: the removed photos' bytes; a failure leaves an orphan the error log names. */
  private async removeFromStore(removed: string[]) {
    for (const key of removed) {
      try {
        await this.deps.store.delete(key);
      } catch (error) {
        // The row is gone, so nothing reaches these bytes any more; an operator can remove them by key.
        this.deps.log.error(
          { err: error, key },
          'patient anonymisation: a photo was not removed from the store',
        );
      }
    }
  }
}

import { Readable } from 'node:stream';
import {
  type AnonymisationReason,
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
import type { AuditSource, AuditTrail } from '../audit/service';
import { type ZipEntry, zipStream } from '../exam-report/zip';
import { type ReportService, reportLocalesOf } from '../reports/service';
import { PatientRightsRepository } from './repository';

const extensionOf: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

type Questions = ReadonlyArray<Pick<QuizQuestion, 'id' | 'type'>>;

/**
 * Patient-data rights (issue 13, LGPD art. 18, GDPR art. 15, 17, 20; docs/patient-data-rights.md): a ZIP of
 * everything held about a patient, and the anonymisation that erases what identifies them while keeping
 * what the law makes a laboratory keep.
 */
export class PatientRightsService {
  private readonly repo: PatientRightsRepository;

  constructor(
    private readonly deps: {
      db: Db;
      clock: Clock;
      store: FileStore;
      reports: ReportService;
      audit: AuditTrail;
      log: Pick<FastifyBaseLogger, 'error'>;
    },
  ) {
    this.repo = new PatientRightsRepository(deps.db);
  }

  /** GET /patients/:id/data-export: patient.json, the released reports' PDFs and the stored files. */
  async export(workplaceId: string, patientId: string): Promise<{ stream: Readable; filename: string }> {
    const patient = await this.repo.patient(workplaceId, patientId);
    if (!patient) throw new AppError('NOT_FOUND');
    const preExams = await this.repo.preExamsOf(workplaceId, patientId);
    const requests = await this.repo.examRequestsOf(preExams.map((p) => p.id));
    const requestIds = requests.map((r) => r.request.id);
    const photoIds = preExams.flatMap((p) => (p.photoId ? [p.photoId] : []));
    const [details, files, driveThrough, vouchers, accesses, reports] = await Promise.all([
      this.repo.examDetailsOf(requestIds),
      this.repo.storedFilesIn(workplaceId, photoIds),
      this.repo.driveThroughOf(preExams.map((p) => p.id)),
      this.repo.vouchersOf(workplaceId, patient.documentNumber),
      this.repo.accessesOf(workplaceId, {
        patient: patientId,
        preExams: preExams.map((p) => p.id),
        examRequests: requestIds,
        photos: photoIds,
      }),
      this.deps.reports.loadMany(workplaceId, requestIds),
    ]);
    const now = this.deps.clock.now();
    const fileName = (f: { id: string; contentType: string }) =>
      `files/${f.id}.${extensionOf[f.contentType] ?? 'bin'}`;
    const openable = reports.filter(
      (r) => !!r.releasedAt && canOpenReport({ state: r.state as ExamState, released: true }),
    );
    const reportName = (r: (typeof openable)[number], locale: string) =>
      `reports/${r.protocolNumber}-${r.examCode}-${locale}.pdf`;
    const document = {
      format: 'ponto-patient-export/1',
      exportedAt: now.toISOString(),
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
      // Only photos are stored for patients so far: no other document is kept (docs/patient-data-rights.md).
      documents: [],
      consents: isAnonymisedRegistration(patient.registration)
        ? null
        : ((patient.registration as unknown as PatientRegistration).patient?.consents ?? null),
      driveThroughBookings: driveThrough,
      vouchers: vouchers.map((v) => ({
        code: v.code,
        examIndex: v.examIndex,
        maxQuantity: v.maxQuantity,
        used: v.used,
        validUntil: v.validUntil,
      })),
      // No e-mail or SMS is sent to patients yet (the outbox holds password resets only).
      notificationsSent: [],
      accessLog: accesses,
    };
    const entries: ZipEntry[] = [
      {
        name: 'patient.json',
        mtime: now,
        open: async () => Readable.from([Buffer.from(`${JSON.stringify(document, null, 2)}\n`)]),
      },
    ];
    for (const report of openable)
      for (const locale of reportLocalesOf(report))
        entries.push({
          name: reportName(report, locale),
          mtime: report.releasedAt ?? now,
          open: () => this.deps.reports.render(report, locale),
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
    return { stream: zipStream(entries), filename: `paciente-${patient.id}.zip` };
  }

  /**
   * POST /patients/:id/anonymisation: irreversible. The patient's identifying data, the free text of their
   * orders and questionnaires and their photos go; results, release and rectification history, capsule and
   * lot traceability and the audit trail stay. The audit entry commits with the change, or neither does;
   * the photos' bytes leave the file store once it committed.
   */
  async anonymise(
    workplaceId: string,
    actorId: string,
    patientId: string,
    reason: AnonymisationReason,
    source: AuditSource,
  ): Promise<{ id: string; anonymisedAt: string }> {
    const now = this.deps.clock.now();
    const removed = await this.deps.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const patient = await this.repo.patient(workplaceId, patientId, tx, true);
      if (!patient) throw new AppError('NOT_FOUND');
      if (patient.anonymisedAt || isAnonymisedRegistration(patient.registration))
        throw new AppError('PATIENT_ALREADY_ANONYMISED');
      const registration = patient.registration as unknown as PatientRegistration;
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
      const row = await this.repo.anonymisePatient(tx, patient.id, {
        ...anonymised.columns,
        registration: anonymised.registration as unknown as Record<string, unknown>,
        anonymisedAt: now,
        anonymisedBy: actorId,
        updatedAt: now,
      });
      if (!row) throw new AppError('PATIENT_ALREADY_ANONYMISED');

      const preExams = await this.repo.preExamsOf(workplaceId, patient.id, tx);
      const requests = await this.repo.examRequestsOf(
        preExams.map((p) => p.id),
        tx,
      );
      const quizzes = await this.repo.quizzesOf([...new Set(requests.map((r) => r.request.examId))], tx);
      const questionsOfExam = (examId: string | undefined) =>
        ((examId ? quizzes.get(examId) : undefined) ?? []) as Questions;
      const examIdByIndex = new Map(requests.map((r) => [String(r.request.examIndex), r.request.examId]));
      for (const preExam of preExams)
        await this.repo.redactPreExam(
          tx,
          preExam.id,
          redactPreExamOrder(preExam.order, (index) => questionsOfExam(examIdByIndex.get(index))),
        );
      for (const { request } of requests)
        await this.repo.redactExamRequest(
          tx,
          request.id,
          redactQuizAnswers(request.quizForm, questionsOfExam(request.examId)),
        );
      await this.repo.rebindVouchers(
        tx,
        workplaceId,
        patient.documentNumber,
        anonymised.columns.documentNumber,
      );
      const photoIds = [
        ...new Set([
          ...preExams.flatMap((p) => (p.photoId ? [p.photoId] : [])),
          ...(registration.patient?.photoId ? [registration.patient.photoId] : []),
        ]),
      ];
      const photos = await this.repo.storedFilesIn(workplaceId, photoIds, tx);
      await this.repo.deleteStoredFiles(
        tx,
        photos.map((p) => p.id),
      );
      await this.deps.audit.append(
        {
          action: 'patientAnonymise',
          outcome: 'success',
          workplaceId,
          actorId,
          targetType: 'patientAnonymisation',
          targetId: patient.id,
          // A code from a fixed list, and counts: never personal data.
          details: { reason, photosDeleted: photos.length, examRequests: requests.length },
          ...source,
        },
        tx,
      );
      return photos.map((p) => p.storageKey);
    });
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
    return { id: patientId, anonymisedAt: now.toISOString() };
  }
}

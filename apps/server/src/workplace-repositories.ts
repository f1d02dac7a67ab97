import type pg from 'pg';
import type { Db } from './db/database';
import { CapsuleRepository } from './modules/capsules/repository';
import { ClientQuizRepository } from './modules/client-quiz/repository';
import { ControlSampleRepository } from './modules/control-samples/repository';
import { CriticalNoticeRepository } from './modules/critical-values/notice-repository';
import { CriticalRangeRepository } from './modules/critical-values/repository';
import { DriveThroughRepository } from './modules/drive-through/repository';
import { ExamReportRepository } from './modules/exam-report/repository';
import { ExamRequestListRepository } from './modules/exams-run/list-repository';
import { WorkplaceExamRepository } from './modules/exams-run/workplace-exam-repository';
import { Hl7LogRepository } from './modules/hl7/log-repository';
import { LocalAnalysisRepository } from './modules/local-analysis/repository';
import { OperatorsRepository } from './modules/operators/repository';
import { WorkplaceOrdersRepository } from './modules/orders/repository';
import { PatientRightsRepository } from './modules/patient-rights/repository';
import { AnimalRepository } from './modules/patients/animal-repository';
import { PatientsRepository } from './modules/patients/repository';
import { CovidRepository } from './modules/period-reports/covid-repository';
import { NotificationsRepository } from './modules/period-reports/notifications-repository';
import { ServicesRepository } from './modules/period-reports/services-repository';
import { PhotosRepository } from './modules/photos/repository';
import { ProtocolRepository } from './modules/protocols/repository';
import { QualityDocumentRepository } from './modules/quality/document-repository';
import { QualityRepository } from './modules/quality/repository';
import { WorkplaceReadersRepository } from './modules/readers/workplace-readers-repository';
import { ReportLogoRepository } from './modules/report-logo/repository';
import { WorkplaceReportRepository } from './modules/reports/repository';
import { RndsRepository } from './modules/rnds/repository';
import { ScheduleRepository } from './modules/schedule/repository';
import { StockRepository } from './modules/stock/repository';
import { TransferRepository } from './modules/stock/transfer-repository';
import { SupportConversationRepository } from './modules/support/repository';
import { EndpointRepository } from './modules/webhooks/endpoint-repository';
import type { RepositoryBinder } from './platform/request-context';

/**
 * The repositories of one workplace, as a route's context holds them (src/request-context.ts): each is
 * made the first time it is used, over the pool or over one transaction.
 */
export interface WorkplaceRepositories {
  readonly animals: AnimalRepository;
  readonly capsules: CapsuleRepository;
  readonly clientQuiz: ClientQuizRepository;
  readonly controlSamples: ControlSampleRepository;
  readonly covidReport: CovidRepository;
  readonly criticalNotices: CriticalNoticeRepository;
  readonly criticalRanges: CriticalRangeRepository;
  readonly driveThrough: DriveThroughRepository;
  readonly examList: ExamRequestListRepository;
  readonly examReport: ExamReportRepository;
  readonly hl7: Hl7LogRepository;
  readonly localAnalysis: LocalAnalysisRepository;
  readonly notifications: NotificationsRepository;
  readonly operators: OperatorsRepository;
  readonly orders: WorkplaceOrdersRepository;
  readonly patientRights: PatientRightsRepository;
  readonly patients: PatientsRepository;
  readonly photos: PhotosRepository;
  readonly protocols: ProtocolRepository;
  readonly quality: QualityRepository;
  readonly qualityDocuments: QualityDocumentRepository;
  readonly readers: WorkplaceReadersRepository;
  readonly reportLogo: ReportLogoRepository;
  readonly reports: WorkplaceReportRepository;
  readonly rnds: RndsRepository;
  readonly schedule: ScheduleRepository;
  readonly servicesReport: ServicesRepository;
  readonly stock: StockRepository;
  readonly supportConversations: SupportConversationRepository;
  readonly transfers: TransferRepository;
  readonly webhookEndpoints: EndpointRepository;
  readonly workplaceExams: WorkplaceExamRepository;
}

type Makers = { [K in keyof WorkplaceRepositories]: () => WorkplaceRepositories[K] };

/** An object whose properties call their maker once, on first read. */
function lazily<T extends object>(makers: { [K in keyof T]: () => T[K] }): T {
  const made = {} as T;
  for (const key of Object.keys(makers) as Array<keyof T>) {
    let value: T[typeof key] | undefined;
    Object.defineProperty(made, key, {
      enumerable: true,
      get: () => {
        value ??= makers[key]();
        return value;
      },
    });
  }
  return made;
}

/**
 * Makes a workplace's repositories over a database or a transaction; `pool` is for what holds a connection of
 * its own (the exam report's CSV cursor).
 */
export function workplaceRepositories(pool: pg.Pool): RepositoryBinder<WorkplaceRepositories> {
  return (db, workplaceId) => bindWorkplaceRepositories(db, workplaceId, pool);
}

function bindWorkplaceRepositories(db: Db, workplaceId: string, pool: pg.Pool): WorkplaceRepositories {
  const makers: Makers = {
    animals: () => new AnimalRepository(db, workplaceId),
    capsules: () => new CapsuleRepository(db, workplaceId),
    clientQuiz: () => new ClientQuizRepository(db, workplaceId),
    controlSamples: () => new ControlSampleRepository(db, workplaceId),
    covidReport: () => new CovidRepository(db, workplaceId),
    criticalNotices: () => new CriticalNoticeRepository(db, workplaceId),
    criticalRanges: () => new CriticalRangeRepository(db, workplaceId),
    driveThrough: () => new DriveThroughRepository(db, workplaceId),
    examList: () => new ExamRequestListRepository(db, workplaceId),
    examReport: () => new ExamReportRepository(db, workplaceId, pool),
    hl7: () => new Hl7LogRepository(db, workplaceId),
    localAnalysis: () => new LocalAnalysisRepository(db, workplaceId),
    notifications: () => new NotificationsRepository(db, workplaceId),
    operators: () => new OperatorsRepository(db, workplaceId),
    orders: () => new WorkplaceOrdersRepository(db, workplaceId),
    patientRights: () => new PatientRightsRepository(db, workplaceId),
    patients: () => new PatientsRepository(db, workplaceId),
    photos: () => new PhotosRepository(db, workplaceId),
    protocols: () => new ProtocolRepository(db, workplaceId),
    quality: () => new QualityRepository(db, workplaceId),
    qualityDocuments: () => new QualityDocumentRepository(db, workplaceId),
    readers: () => new WorkplaceReadersRepository(db, workplaceId),
    reportLogo: () => new ReportLogoRepository(db, workplaceId),
    reports: () => new WorkplaceReportRepository(db, workplaceId),
    rnds: () => new RndsRepository(db, workplaceId),
    schedule: () => new ScheduleRepository(db, workplaceId),
    servicesReport: () => new ServicesRepository(db, workplaceId),
    stock: () => new StockRepository(db, workplaceId),
    supportConversations: () => new SupportConversationRepository(db, workplaceId),
    transfers: () => new TransferRepository(db, workplaceId),
    webhookEndpoints: () => new EndpointRepository(db, workplaceId),
    workplaceExams: () => new WorkplaceExamRepository(db, workplaceId),
  };
  return lazily(makers);
}

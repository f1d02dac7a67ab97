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
import { QualityStandingRepository } from './modules/quality/standing-repository';
import { WorkplaceReadersRepository } from './modules/readers/workplace-readers-repository';
import { ReportLogoRepository } from './modules/report-logo/repository';
import { WorkplaceReportRepository } from './modules/reports/repository';
import { RndsRepository } from './modules/rnds/repository';
import { ScheduleRepository } from './modules/schedule/repository';
import { LotIntakeRepository } from './modules/stock/lot-intake-repository';
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
  readonly lotIntake: LotIntakeRepository;
  readonly notifications: NotificationsRepository;
  readonly operators: OperatorsRepository;
  readonly orders: WorkplaceOrdersRepository;
  readonly patientRights: PatientRightsRepository;
  readonly patients: PatientsRepository;
  readonly photos: PhotosRepository;
  readonly protocols: ProtocolRepository;
  readonly quality: QualityRepository;
  readonly qualityDocuments: QualityDocumentRepository;
  readonly qualityStandings: QualityStandingRepository;
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

/** What a workplace's repositories are made over. */
interface Binding {
  readonly db: Db;
  readonly workplaceId: string;
  /** For what holds a connection of its own (the exam report's CSV cursor). */
  readonly pool: pg.Pool;
}

const makers: { [K in keyof WorkplaceRepositories]: (b: Binding) => WorkplaceRepositories[K] } = {
  animals: (b) => new AnimalRepository(b.db, b.workplaceId),
  capsules: (b) => new CapsuleRepository(b.db, b.workplaceId),
  clientQuiz: (b) => new ClientQuizRepository(b.db, b.workplaceId),
  controlSamples: (b) => new ControlSampleRepository(b.db, b.workplaceId),
  covidReport: (b) => new CovidRepository(b.db, b.workplaceId),
  criticalNotices: (b) => new CriticalNoticeRepository(b.db, b.workplaceId),
  criticalRanges: (b) => new CriticalRangeRepository(b.db, b.workplaceId),
  driveThrough: (b) => new DriveThroughRepository(b.db, b.workplaceId),
  examList: (b) => new ExamRequestListRepository(b.db, b.workplaceId, b.pool),
  examReport: (b) => new ExamReportRepository(b.db, b.workplaceId, b.pool),
  hl7: (b) => new Hl7LogRepository(b.db, b.workplaceId),
  localAnalysis: (b) => new LocalAnalysisRepository(b.db, b.workplaceId),
  lotIntake: (b) => new LotIntakeRepository(b.db, b.workplaceId),
  notifications: (b) => new NotificationsRepository(b.db, b.workplaceId),
  operators: (b) => new OperatorsRepository(b.db, b.workplaceId),
  orders: (b) => new WorkplaceOrdersRepository(b.db, b.workplaceId),
  patientRights: (b) => new PatientRightsRepository(b.db, b.workplaceId),
  patients: (b) => new PatientsRepository(b.db, b.workplaceId),
  photos: (b) => new PhotosRepository(b.db, b.workplaceId),
  protocols: (b) => new ProtocolRepository(b.db, b.workplaceId),
  quality: (b) => new QualityRepository(b.db, b.workplaceId),
  qualityDocuments: (b) => new QualityDocumentRepository(b.db, b.workplaceId),
  qualityStandings: (b) => new QualityStandingRepository(b.db, b.workplaceId),
  readers: (b) => new WorkplaceReadersRepository(b.db, b.workplaceId),
  reportLogo: (b) => new ReportLogoRepository(b.db, b.workplaceId),
  reports: (b) => new WorkplaceReportRepository(b.db, b.workplaceId),
  rnds: (b) => new RndsRepository(b.db, b.workplaceId),
  schedule: (b) => new ScheduleRepository(b.db, b.workplaceId),
  servicesReport: (b) => new ServicesRepository(b.db, b.workplaceId),
  stock: (b) => new StockRepository(b.db, b.workplaceId),
  supportConversations: (b) => new SupportConversationRepository(b.db, b.workplaceId),
  transfers: (b) => new TransferRepository(b.db, b.workplaceId),
  webhookEndpoints: (b) => new EndpointRepository(b.db, b.workplaceId),
  workplaceExams: (b) => new WorkplaceExamRepository(b.db, b.workplaceId),
};

/**
 * A workplace's repositories, each made the first time it is read. The getters are defined once, on the
 * prototype: binding costs one small object per request, whatever the number of repositories.
 */
class BoundRepositories implements Binding {
  readonly made: Partial<Record<keyof WorkplaceRepositories, unknown>> = {};

  constructor(
    readonly db: Db,
    readonly workplaceId: string,
    readonly pool: pg.Pool,
  ) {}
}

for (const key of Object.keys(makers) as Array<keyof WorkplaceRepositories>) {
  Object.defineProperty(BoundRepositories.prototype, key, {
    get(this: BoundRepositories) {
      this.made[key] ??= makers[key](this);
      return this.made[key];
    },
  });
}

/**
 * Makes a workplace's repositories over a database or a transaction; `pool` is for what holds a connection of
 * its own (the exam report's CSV cursor).
 */
export function workplaceRepositories(pool: pg.Pool): RepositoryBinder<WorkplaceRepositories> {
  return (db, workplaceId) =>
    new BoundRepositories(db, workplaceId, pool) as unknown as WorkplaceRepositories;
}

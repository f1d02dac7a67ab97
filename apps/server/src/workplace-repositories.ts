import type { Db } from './db/database';
import { CapsuleRepository } from './modules/capsules/repository';
import { ClientQuizRepository } from './modules/client-quiz/repository';
import { ControlSampleRepository } from './modules/control-samples/repository';
import { CriticalNoticeRepository } from './modules/critical-values/notice-repository';
import { CriticalRangeRepository } from './modules/critical-values/repository';
import { DriveThroughRepository } from './modules/drive-through/repository';
import { LocalAnalysisRepository } from './modules/local-analysis/repository';
import { PatientRightsRepository } from './modules/patient-rights/repository';
import { PhotosRepository } from './modules/photos/repository';
import { ProtocolRepository } from './modules/protocols/repository';
import { ReportLogoRepository } from './modules/report-logo/repository';
import { ScheduleRepository } from './modules/schedule/repository';
import { SupportConversationRepository } from './modules/support/repository';

/**
 * The repositories of one workplace, as a route's context holds them (src/request-context.ts): each is
 * made the first time it is used, over the pool or over one transaction.
 */
export interface WorkplaceRepositories {
  readonly capsules: CapsuleRepository;
  readonly clientQuiz: ClientQuizRepository;
  readonly controlSamples: ControlSampleRepository;
  readonly criticalNotices: CriticalNoticeRepository;
  readonly criticalRanges: CriticalRangeRepository;
  readonly driveThrough: DriveThroughRepository;
  readonly localAnalysis: LocalAnalysisRepository;
  readonly patientRights: PatientRightsRepository;
  readonly photos: PhotosRepository;
  readonly protocols: ProtocolRepository;
  readonly reportLogo: ReportLogoRepository;
  readonly schedule: ScheduleRepository;
  readonly supportConversations: SupportConversationRepository;
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

export function bindWorkplaceRepositories(db: Db, workplaceId: string): WorkplaceRepositories {
  const makers: Makers = {
    capsules: () => new CapsuleRepository(db, workplaceId),
    clientQuiz: () => new ClientQuizRepository(db, workplaceId),
    controlSamples: () => new ControlSampleRepository(db, workplaceId),
    criticalNotices: () => new CriticalNoticeRepository(db, workplaceId),
    criticalRanges: () => new CriticalRangeRepository(db, workplaceId),
    driveThrough: () => new DriveThroughRepository(db, workplaceId),
    localAnalysis: () => new LocalAnalysisRepository(db, workplaceId),
    patientRights: () => new PatientRightsRepository(db, workplaceId),
    photos: () => new PhotosRepository(db, workplaceId),
    protocols: () => new ProtocolRepository(db, workplaceId),
    reportLogo: () => new ReportLogoRepository(db, workplaceId),
    schedule: () => new ScheduleRepository(db, workplaceId),
    supportConversations: () => new SupportConversationRepository(db, workplaceId),
  };
  return lazily(makers);
}

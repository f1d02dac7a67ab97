import {
  type CriticalNotice,
  type CriticalNoticeAcknowledgement,
  type CriticalNoticeStatus,
  criticalNoticeAcknowledgementProblems,
} from '@ponto/domain';
import type { Db } from '../../db/database';
import type { Clock } from '../../platform/clock';
import { AppError, validationError } from '../../platform/errors';
import type { AuditSource, AuditTrail } from '../audit/service';
import { CriticalNoticeRepository } from './notice-repository';

export interface CriticalNoticeDeps {
  db: Db;
  /** The acknowledgement is recorded in its own transaction (docs/audit.md). */
  audit: AuditTrail;
  clock: Clock;
}

/** A workplace's critical notices: the list, and recording who was told (docs/results.md). */
export class CriticalNoticeService {
  constructor(private readonly deps: CriticalNoticeDeps) {}

  list(workplaceId: string, status: CriticalNoticeStatus): Promise<CriticalNotice[]> {
    return new CriticalNoticeRepository(this.deps.db).list(workplaceId, status);
  }

  /**
   * POST /critical-notices/:id/acknowledgement: once per notice. The audit entry commits with the
   * acknowledgement, or neither does.
   */
  async acknowledge(
    workplaceId: string,
    actorId: string,
    noticeId: string,
    input: CriticalNoticeAcknowledgement,
    source: AuditSource,
  ): Promise<CriticalNotice> {
    const now = this.deps.clock.now();
    const problems = criticalNoticeAcknowledgementProblems(input, now);
    if (problems.length > 0) throw validationError(problems);
    return this.deps.db.transaction(async (tx) => {
      const notices = new CriticalNoticeRepository(tx);
      const notice = await notices.lock(workplaceId, noticeId);
      if (!notice) throw new AppError('NOT_FOUND');
      if (notice.acknowledgedAt) throw new AppError('CRITICAL_NOTICE_ALREADY_ACKNOWLEDGED');
      await notices.acknowledge(notice.id, actorId, now, input);
      await this.deps.audit.append(
        {
          action: 'criticalNoticeAcknowledge',
          outcome: 'success',
          workplaceId,
          actorId,
          targetType: 'criticalNotice',
          targetId: notice.id,
          // Codes only: the name of the person told stays out of the trail.
          details: { contactedParty: input.contactedParty, channel: input.channel, readBack: input.readBack },
          ...source,
        },
        tx,
      );
      return (await notices.one(workplaceId, notice.id)) as CriticalNotice;
    });
  }
}

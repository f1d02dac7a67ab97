import {
  type CriticalNotice,
  type CriticalNoticeAcknowledgement,
  criticalNoticeAcknowledgementProblems,
} from '@ponto/domain';
import type { Clock } from '../../platform/clock';
import { AppError, validationError } from '../../platform/errors';
import type { WorkplaceContext } from '../../request-context';
import type { AuditSource, AuditTrail } from '../audit/service';

export interface CriticalNoticeDeps {
  /** The acknowledgement is recorded in its own transaction (docs/audit.md). */
  audit: AuditTrail;
  clock: Clock;
}

/** Recording who was told of a workplace's critical notice (docs/results.md). */
export class CriticalNoticeService {
  constructor(private readonly deps: CriticalNoticeDeps) {}

  /**
   * POST /critical-notices/:id/acknowledgement: once per notice. The audit entry commits with the
   * acknowledgement, or neither does.
   */
  async acknowledge(
    { caller, workplace, transaction }: WorkplaceContext,
    noticeId: string,
    input: CriticalNoticeAcknowledgement,
    source: AuditSource,
  ): Promise<CriticalNotice> {
    const now = this.deps.clock.now();
    const problems = criticalNoticeAcknowledgementProblems(input, now);
    if (problems.length > 0) throw validationError(problems);
    const actorId = caller.user.id;
    return transaction(async ({ criticalNotices: notices }, tx) => {
      const notice = await notices.lock(noticeId);
      if (!notice) throw new AppError('NOT_FOUND');
      if (notice.acknowledgedAt) throw new AppError('CRITICAL_NOTICE_ALREADY_ACKNOWLEDGED');
      await notices.acknowledge(notice.id, actorId, now, input);
      await this.deps.audit.append(
        {
          action: 'criticalNoticeAcknowledge',
          outcome: 'success',
          workplaceId: workplace.id,
          actorId,
          targetType: 'criticalNotice',
          targetId: notice.id,
          // Codes only: the name of the person told stays out of the trail.
          details: { contactedParty: input.contactedParty, channel: input.channel, readBack: input.readBack },
          ...source,
        },
        tx,
      );
      return (await notices.one(notice.id)) as CriticalNotice;
    });
  }
}

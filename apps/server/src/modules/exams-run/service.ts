import type { ExternalResultInput, ReaderEvent, RectifyInput } from '@ponto/domain';
import type { Db } from '../../db/database';
import type { Clock } from '../../platform/clock';
import type { AuditSource } from '../audit/service';
import type { EventScope } from '../readers/service';
import { atomically, atWorkplace, contextOf, type ExamRunDeps } from './context';
import { cancelExam, continueExam, enterExternalResult, rateExam, requestRecollect } from './decisions';
import { detailOf, requestIn } from './exam-request';
import { listExamRequests } from './list';
import type { ExamRequestListRepository } from './list-repository';
import { type DeviceRef, handleReaderEvent } from './reader-events';
import { rectifyExam, releaseExam } from './release';
import type { ExamRunDetail, ListQuery } from './schemas';
import { startExam } from './start';
import { enforceTimers } from './timer-sweep';
import type { Actor, WorkplaceRef } from './types';

export type { ExamRunDeps } from './context';
export type { DeviceRef } from './reader-events';
export type { Actor, WorkplaceRef } from './types';

/**
 * The server's side of running an exam: start on a reader (a recollect too), device events
 * through the §4 machines, capsule and lot checks, the §4/§8/§9 timers from stored instants, continue
 * after an early removal, recollect, cancel, rating, and the timeline. Every change is published on the
 * workplace's exams topic.
 *
 * Each change runs in one database transaction that first locks the exam request's row (then its run's):
 * a reader never sees a state without its timeline entry, and an event, a timer and a user's call on the
 * same exam take turns. Messages to the broker wait for the commit, so a reader never answers a command
 * whose run it cannot see yet.
 */
export class ExamRunService {
  constructor(private readonly deps: ExamRunDeps) {}

  get db(): Db {
    return this.deps.db;
  }

  get clock(): Clock {
    return this.deps.clock;
  }

  start(
    workplace: WorkplaceRef,
    actor: Actor,
    examRequestId: string,
    readerCode: string,
    tube3VolumeUl?: number,
  ): Promise<ExamRunDetail> {
    return atomically(this.deps, (ctx) =>
      startExam(atWorkplace(ctx, workplace), actor, examRequestId, readerCode, tube3VolumeUl),
    );
  }

  cancel(workplace: WorkplaceRef, actor: Actor, examRequestId: string): Promise<ExamRunDetail> {
    return atomically(this.deps, (ctx) => cancelExam(atWorkplace(ctx, workplace), actor, examRequestId));
  }

  continue(workplace: WorkplaceRef, actor: Actor, examRequestId: string): Promise<ExamRunDetail> {
    return atomically(this.deps, (ctx) => continueExam(atWorkplace(ctx, workplace), actor, examRequestId));
  }

  recollect(
    workplace: WorkplaceRef,
    actor: Actor,
    examRequestId: string,
    reason?: string,
  ): Promise<ExamRunDetail> {
    return atomically(this.deps, (ctx) =>
      requestRecollect(atWorkplace(ctx, workplace), actor, examRequestId, reason),
    );
  }

  enterResult(workplace: WorkplaceRef, actor: Actor, examRequestId: string, input: ExternalResultInput) {
    return atomically(this.deps, (ctx) =>
      enterExternalResult(atWorkplace(ctx, workplace), actor, examRequestId, input),
    );
  }

  release(workplace: WorkplaceRef, actor: Actor, examRequestId: string, source: AuditSource) {
    return atomically(this.deps, (ctx) =>
      releaseExam(atWorkplace(ctx, workplace), actor, examRequestId, source),
    );
  }

  rectify(
    workplace: WorkplaceRef,
    actor: Actor,
    examRequestId: string,
    input: RectifyInput,
    source: AuditSource,
  ) {
    return atomically(this.deps, (ctx) =>
      rectifyExam(atWorkplace(ctx, workplace), actor, examRequestId, input, source),
    );
  }

  rate(workplace: WorkplaceRef, actor: Actor, examRequestId: string, rating: number) {
    return atomically(this.deps, (ctx) =>
      rateExam(atWorkplace(ctx, workplace), actor, examRequestId, rating),
    );
  }

  /** GET /exam-requests/:id. */
  async get(workplace: WorkplaceRef, examRequestId: string, actor?: Actor): Promise<ExamRunDetail> {
    // One snapshot: the request, its run and its timeline must agree even while a device event commits
    // between two of the reads (a run read before the event with a timeline read after it showed a
    // countdown that no longer ran).
    return this.db.transaction(
      async (tx) => {
        const ctx = contextOf({ ...this.deps, db: tx });
        return detailOf(ctx, await requestIn(atWorkplace(ctx, workplace), examRequestId, false), actor);
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
  }

  /** GET /exam-requests: newest first, by state and patient name or protocol number. */
  list(list: ExamRequestListRepository, query: ListQuery) {
    return listExamRequests(list, query);
  }

  /** GET /exam-requests/awaiting-release: how many ready results of the workplace wait for release. */
  awaitingReleaseCount(list: ExamRequestListRepository): Promise<number> {
    return list.countAwaitingRelease();
  }

  /**
   * A device event that the readers module has stored once (QoS 1 redeliveries never reach here), in the
   * transaction of the reader's inbox when one is given (readers/service.ts).
   */
  async onReaderEvent(device: DeviceRef, event: ReaderEvent, scope?: EventScope): Promise<void> {
    const examId = event.examId;
    if (!examId || !/^[0-9a-f-]{36}$/i.test(examId)) return;
    await atomically(this.deps, (ctx) => handleReaderEvent(ctx, device, examId, event), scope);
  }

  /** The §4/§8/§9 timers that are due (timer-sweep.ts); how many exams changed. */
  enforceTimers(): Promise<number> {
    return enforceTimers(this.deps);
  }
}

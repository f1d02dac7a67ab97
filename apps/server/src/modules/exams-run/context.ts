import type { ReaderStatusMessage } from '@ponto/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { Clock } from '../../platform/clock';
import type { RepositoryBinder } from '../../platform/request-context';
import type { WorkplaceRepositories } from '../../workplace-repositories';
import type { AuditTrail } from '../audit/service';
import type { LiveBus } from '../live/live-bus';
import type { EventScope } from '../readers/service';
import { ExamReaderRepository } from './reader-repository';
import { ExamRunRepository } from './repository';
import type { WorkplaceRef } from './types';
import type { WorkplaceExamRepository } from './workplace-exam-repository';

export interface ExamRunDeps {
  db: Db;
  /** Releases and rectifications are recorded in the transaction that makes them (docs/audit.md). */
  audit: AuditTrail;
  bus: LiveBus;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Makes a workplace's repositories over a change's transaction (src/workplace-repositories.ts). */
  repositories: RepositoryBinder<WorkplaceRepositories>;
  /** The portal's address as its users reach it: links sent out (the FHIR DiagnosticReport of a result). */
  publicUrl: () => string;
  /** A reader's status this process received and has not stored yet (readers/status-writer.ts). */
  unwrittenStatus?: (readerId: string) => ReaderStatusMessage | undefined;
  /** §4 recollect deadline after the request (config RECOLLECT_DEADLINE_HOURS, default 72). */
  recollectDeadlineHours?: number;
}

/** What one change of an exam works with: the deps bound to its transaction, and its repositories. */
export interface RunContext extends ExamRunDeps {
  runs: ExamRunRepository;
  readers: ExamReaderRepository;
}

/**
 * A change a user of a workplace makes: the run context, with the workplace's repositories (`repos`) and
 * among them what it reaches of its exams (`here`).
 */
export interface WorkplaceRunContext extends RunContext {
  workplace: WorkplaceRef;
  repos: WorkplaceRepositories;
  here: WorkplaceExamRepository;
}

export function contextOf(deps: ExamRunDeps): RunContext {
  return { ...deps, runs: new ExamRunRepository(deps.db), readers: new ExamReaderRepository(deps.db) };
}

/** The run context of a user's change in `workplace`, its repositories bound to the same transaction. */
export function atWorkplace(ctx: RunContext, workplace: WorkplaceRef): WorkplaceRunContext {
  const repos = ctx.repositories(ctx.db, workplace.id);
  return { ...ctx, workplace, repos, here: repos.workplaceExams };
}

/**
 * Runs `work` bound to one transaction (its own, or the given scope's); publishes its messages after the
 * commit, so a reader never answers a command whose run it cannot see yet.
 */
export async function atomically<T>(
  deps: ExamRunDeps,
  work: (ctx: RunContext) => Promise<T>,
  scope?: EventScope,
): Promise<T> {
  const outbox: Array<[topic: string, message: unknown]> = [];
  const bus = {
    publish: async (topic: string, message: unknown) => {
      outbox.push([topic, message]);
    },
  } as unknown as LiveBus;
  const publishAll = async () => {
    for (const [topic, message] of outbox) await deps.bus.publish(topic, message);
  };
  const inTx = (tx: Db) => work(contextOf({ ...deps, db: tx, bus }));
  if (scope) {
    scope.afterCommit(publishAll);
    return inTx(scope.db);
  }
  const result = await deps.db.transaction((tx) => inTx(tx));
  await publishAll();
  return result;
}

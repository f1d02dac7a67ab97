import crypto from 'node:crypto';
import {
  envelope,
  hasLocalAnalysis,
  type LocalAnalysisChange,
  localAnalysisAction,
  type WorkplacePermission,
  workplaceTopics,
} from '@ponto/domain';
import type { Db } from '../../db/database';
import { LocalAnalysisRepository } from './repository';

/** Whether an exam belongs on the local-analysis list: results read, not confirmed yet. */
export function waitsForConfirmation(exam: { status: string; releasedAt: Date | null }): boolean {
  return exam.status === 'ready' && !exam.releasedAt;
}

/**
 * The live message (§4: INSERT, UPDATE or DELETE keyed by clusterId) for an exam that joined or left the
 * list, read in the caller's transaction so that it states what the commit makes true. Only
 * local-analysis workplaces (§6) have the list; elsewhere there is no message.
 */
export async function localAnalysisChange(
  db: Db,
  exam: { workplaceId: string; cnpj: string; preExamId: string; workplacePermissions: readonly string[] },
  move: 'joined' | 'left',
  now: Date,
): Promise<[topic: string, message: LocalAnalysisChange] | null> {
  if (!hasLocalAnalysis({ permissions: exam.workplacePermissions as WorkplacePermission[] })) return null;
  const [cluster] = await new LocalAnalysisRepository(db, exam.workplaceId).clusters(exam.preExamId);
  const action = localAnalysisAction(move, cluster?.exams.length ?? 0);
  return [
    workplaceTopics.localAnalysis(exam.cnpj),
    {
      ...envelope(crypto.randomUUID(), now),
      type: 'localAnalysis',
      action,
      clusterId: exam.preExamId,
      ...(cluster && action !== 'DELETE' ? { exam: cluster } : {}),
    },
  ];
}

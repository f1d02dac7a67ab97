import { createHash } from 'node:crypto';
import { type JoinedResult, joinResultParts, RESULT_MAX_PARTS } from '@ponto/domain';
import type { ExamRunRepository } from './repository';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export interface ResultPartEvent {
  part: number;
  of: number;
  data: string;
  hashcode?: string | undefined;
}

/**
 * Keeps one part of a run's result ("part x of y"; a resent part changes nothing) and, once every part is
 * in, joins them and checks the hash. 'pending' until then.
 */
export async function storeResultPart(
  runs: ExamRunRepository,
  run: { id: string; examRequestId: string },
  event: ResultPartEvent,
  now: Date,
): Promise<'pending' | JoinedResult> {
  if (event.of > RESULT_MAX_PARTS) return { ok: false, code: 'RESULT_TOO_LARGE', reason: 'parts' };
  if (event.part > event.of) return { ok: false, code: 'RESULT_UNREADABLE', reason: 'parts' };
  await runs.insertResultPart({
    runId: run.id,
    part: event.part,
    of: event.of,
    data: event.data,
    hashcode: event.hashcode ?? null,
    receivedAt: now,
  });
  const parts = await runs.resultParts(run.id);
  if (parts.length < event.of) return 'pending';
  // Every part must tell the same story: as many parts, the same hash.
  if (parts.some((p) => p.of !== event.of || p.hashcode !== (event.hashcode ?? null)))
    return { ok: false, code: 'RESULT_UNREADABLE', reason: 'parts' };
  return joinResultParts(parts, event.of, event.hashcode ?? null, run.examRequestId, sha256);
}

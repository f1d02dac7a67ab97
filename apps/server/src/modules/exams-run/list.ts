import { type DeviceFamily, type ExamState, type ExamStep, stepProgressPercent } from '@ponto/domain';
import { decodeCursor, encodeCursor, pgTimestampPattern, uuidPattern } from '../../platform/keyset-cursor';
import type { ExamRequestListRepository } from './list-repository';
import type { ListItem, ListQuery } from './schemas';

/**
 * GET /exam-requests: the workplace's exam requests, newest first (created_at, then id), filtered by
 * state and by a part of the patient's name or the protocol number; 'load more' with an opaque cursor.
 */
export async function listExamRequests(
  list: ExamRequestListRepository,
  query: ListQuery,
): Promise<{ items: ListItem[]; nextCursor: string | null }> {
  const after = query.cursor ? decodeCursor(query.cursor, { at: pgTimestampPattern, id: uuidPattern }) : null;
  const rows = await list.page({
    states: query.state,
    awaitingRelease: query.awaitingRelease,
    q: query.q,
    after,
    take: query.limit + 1,
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => {
      const step = (row.step ?? null) as ExamStep | null;
      return {
        id: row.id,
        examCode: row.examCode,
        examName: row.examName,
        patientName: row.patientName,
        protocolNumber: row.protocolNumber,
        state: row.state as ExamState,
        readerCode: row.readerCode ?? null,
        step,
        percent: step ? stepProgressPercent(row.family as DeviceFamily, step) : 0,
        createdAt: row.createdAt,
        recollectDeadlineAt: row.recollectDeadlineAt,
        recollectReason: row.recollectReason,
      };
    }),
    nextCursor: rows.length > query.limit && last ? encodeCursor({ at: last.cursorAt, id: last.id }) : null,
  };
}

import {
  ageInYears,
  calendarDateOf,
  type ExamState,
  fieldError,
  type ProtocolRowView,
  type ProtocolType,
  protocolStatusOf,
} from '@ponto/domain';
import { AppError, validationError } from '../../platform/errors';
import { decodeCursor, encodeCursor, pgTimestampPattern } from '../../platform/keyset-cursor';
import { CALENDAR_ZONE, type ProtocolRepository } from './repository';

export interface ProtocolQuery {
  q?: string | undefined;
  type?: ProtocolType | undefined;
  status?: 'pending' | 'complete' | 'awaitingRelease' | undefined;
  from?: string | undefined;
  to?: string | undefined;
  cursor?: string | undefined;
  limit: number;
}

/** Position in the list: created_at as PostgreSQL prints it, then the protocol number (unique per workplace). */
const positionParts = { at: pgTimestampPattern, protocol: /^\d{4,20}$/ };

/**
 * §2 protocol table: the workplace's pre-exams as §3 protocol rows, newest first, searched by protocol
 * number, patient name (accents ignored) or document, filtered by type, status and date (§5: the initial
 * date not after the final one). The SQL lives in the repository.
 */
export const protocolService = {
  async list(
    repo: ProtocolRepository,
    query: ProtocolQuery,
  ): Promise<{ items: ProtocolRowView[]; nextCursor: string | null }> {
    if (query.from && query.to && query.from > query.to)
      throw validationError([fieldError('from', 'dateRangeInverted')]);
    const { cursor, limit, ...filter } = query;
    const rows = await repo.page({
      ...filter,
      after: cursor ? decodeCursor(cursor, positionParts) : undefined,
      limit: limit + 1,
    });
    const page = rows.slice(0, limit);
    const examRows = await repo.examsOf(page.map((r) => r.id));
    const last = page.at(-1);
    return {
      items: page.map((row) => {
        const own = examRows.filter((e) => e.preExamId === row.id);
        return {
          preExamId: row.id,
          protocolNumber: row.protocolNumber,
          patient:
            row.patientName ?? String((row.animal as { nameOrCode?: unknown } | null)?.nameOrCode ?? ''),
          age: row.birthDate ? ageInYears(row.birthDate, calendarDateOf(row.createdAt, CALENDAR_ZONE)) : null,
          date: row.createdAt.toISOString(),
          operator: row.operator ?? null,
          type: row.type as ProtocolType,
          status: protocolStatusOf(own.map((e) => ({ state: e.state as ExamState, released: e.released }))),
          requester: row.requester,
          exams: own.map(({ preExamId: _p, released: _r, state, ...exam }) => ({
            ...exam,
            state: state as ExamState,
          })),
        };
      }),
      nextCursor:
        rows.length > limit && last
          ? encodeCursor({ at: last.cursorAt, protocol: last.protocolNumber })
          : null,
    };
  },

  /** A protocol of the workplace; another workplace's, or none, is not found. */
  async assertVisible(repo: ProtocolRepository, preExamId: string): Promise<void> {
    if (!(await repo.exists(preExamId))) throw new AppError('NOT_FOUND');
  },
};

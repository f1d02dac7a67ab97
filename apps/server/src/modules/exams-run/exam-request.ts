import { type ExamState, examStateMachine } from '@ponto/domain';
import { AppError } from '../../platform/errors';
import { waitsForConfirmation } from '../local-analysis/change';
import type { RunContext, WorkplaceRunContext } from './context';
import { buildDetail } from './detail';
import type { ExamRunDetail } from './schemas';
import type { Actor, RequestRow } from './types';

/** The exam request, remembering whether it is on the local-analysis list as loaded (§4). */
export async function loadRequest(
  ctx: RunContext,
  examRequestId: string,
  options: { lock?: boolean } = {},
): Promise<RequestRow | undefined> {
  return listed(await ctx.runs.request(examRequestId, options));
}

function listed(row: RequestRow | undefined): RequestRow | undefined {
  if (row) row.listed = waitsForConfirmation(row);
  return row;
}

/** The workplace's exam request, its row locked unless `lock` is false; NOT_FOUND otherwise. */
export async function requestIn(ctx: WorkplaceRunContext, id: string, lock = true): Promise<RequestRow> {
  const row = listed(await ctx.here.request(id, lock));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** Moves the exam request along the §4 exam machine; refused moves throw their §8 code. */
export async function moveExam(ctx: RunContext, request: RequestRow, to: ExamState): Promise<void> {
  const outcome = examStateMachine.transition(request.status, to);
  if (!outcome.ok) throw new AppError(outcome.code);
  if (!(await ctx.runs.setStatus(request.id, request.status, to))) throw new AppError('INVALID_TRANSITION');
  request.status = to;
}

export function detailOf(ctx: RunContext, request: RequestRow, actor?: Actor): Promise<ExamRunDetail> {
  return buildDetail(ctx.db, request, ctx.clock.now(), actor);
}

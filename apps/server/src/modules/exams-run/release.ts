import {
  canRectifyExam,
  canReleaseExam,
  checkCouncilData,
  hasLocalAnalysis,
  type RectifyInput,
  type Role,
  rectifyProblems,
  type WorkplacePermission,
} from '@ponto/domain';
import { AppError, validationError } from '../../platform/errors';
import type { AuditSource } from '../audit/service';
import { refreshCriticalFlags } from '../critical-values/flag';
import { enqueueOru } from '../hl7/emit';
import { reportHashOf } from '../results/report-hash';
import { ResultRepository } from '../results/repository';
import { emitResultFinished } from '../webhooks/emit';
import type { WorkplaceRunContext } from './context';
import { alertCritical, publishProgress, resultSource, webhookSource } from './effects';
import { detailOf, loadRequest } from './exam-request';
import type { Actor, RequestRow } from './types';

/**
 * The exam as an approver sees it: an exam of this workplace, or of another workplace of the same
 * network (group) — which it may see but not approve (§5). Anything else is not found.
 */
async function requestForApproval(ctx: WorkplaceRunContext, examRequestId: string) {
  const request = await loadRequest(ctx, examRequestId, { lock: true });
  if (!request) throw new AppError('NOT_FOUND');
  if (request.workplaceId === ctx.workplace.id) return { request, registeredHere: true };
  const group = await ctx.here.group();
  if (!group || group !== request.workplaceGroup) throw new AppError('NOT_FOUND');
  return { request, registeredHere: false };
}

function releaseContext(request: RequestRow, actor: Actor, registeredHere: boolean) {
  return {
    state: request.status,
    released: !!request.releasedAt,
    localAnalysis: hasLocalAnalysis({ permissions: request.workplacePermissions as WorkplacePermission[] }),
    roles: actor.roles as Role[],
    labAnalyst: !!actor.labAnalyst,
    registeredHere,
  };
}

/**
 * POST /exam-requests/:id/release (§2, §5, §6): the report's results are confirmed and may be printed.
 * The audit entry commits with the release, or neither does.
 */
export async function releaseExam(
  ctx: WorkplaceRunContext,
  actor: Actor,
  examRequestId: string,
  source: AuditSource,
) {
  const { request, registeredHere } = await requestForApproval(ctx, examRequestId);
  const allowed = canReleaseExam(releaseContext(request, actor, registeredHere));
  if (!allowed.ok) throw new AppError(allowed.code);
  // §5: the result sheet names who released it, with their council data.
  const releaser = await ctx.runs.user(actor.id);
  const council = checkCouncilData(
    releaser ?? { councilAcronym: null, councilState: null, councilNumber: null },
  );
  if (!council.ok) throw new AppError(council.code);
  const now = ctx.clock.now();
  const reportHash = await reportHashOf(new ResultRepository(ctx.db), request, now);
  await ctx.runs.markReleased(request.id, { releasedAt: now, releasedBy: actor.id, reportHash });
  request.releasedAt = now;
  await ctx.runs.note(request.id, null, 'released', now, { by: actor.id });
  await ctx.audit.append(
    {
      action: 'resultRelease',
      outcome: 'success',
      workplaceId: ctx.workplace.id,
      actorId: actor.id,
      targetType: 'examRequest',
      targetId: request.id,
      ...source,
    },
    ctx.db,
  );
  // A ready result reaches integrators once confirmed, as the integration API shows it (FINISHED).
  await emitResultFinished(ctx.db, resultSource(ctx, request), now);
  // …and the workplace's laboratory system, as HL7 ORU^R01 (docs/hl7.md).
  await enqueueOru(ctx.db, webhookSource(request), now);
  await publishProgress(ctx, request, undefined);
  return detailOf(ctx, request, actor);
}

/**
 * POST /exam-requests/:id/rectify (§4): a released result changed after the user confirmed it; each
 * old value stays in the result's history with who changed it, when and why. The audit entry commits with
 * the change, or neither does.
 */
export async function rectifyExam(
  ctx: WorkplaceRunContext,
  actor: Actor,
  examRequestId: string,
  input: RectifyInput,
  source: AuditSource,
) {
  const { request, registeredHere } = await requestForApproval(ctx, examRequestId);
  const allowed = canRectifyExam({
    ...releaseContext(request, actor, registeredHere),
    confirmed: input.confirmed,
  });
  if (!allowed.ok) throw new AppError(allowed.code);
  const results = new ResultRepository(ctx.db);
  const problems = rectifyProblems(input, await results.analytesOf(request.examId));
  if (problems.length > 0) throw validationError(problems);
  const now = ctx.clock.now();
  const changed = await results.rectify(request.id, input, actor.id, now);
  await refreshCriticalFlags(ctx.db, request);
  // A rectified report states other values: it gets its own hashcode, the old paper no longer verifies.
  const reportHash = await reportHashOf(results, request, request.releasedAt as Date);
  await ctx.runs.setReportHash(request.id, reportHash);
  await ctx.runs.note(request.id, null, 'rectified', now, { by: actor.id, analytes: changed });
  await ctx.audit.append(
    {
      action: 'resultRectify',
      outcome: 'success',
      workplaceId: ctx.workplace.id,
      actorId: actor.id,
      targetType: 'examRequest',
      targetId: request.id,
      // Which analytes changed (codes), never their values.
      details: { analytes: changed },
      ...source,
    },
    ctx.db,
  );
  // The laboratory system gets the corrected values, as an ORU^R01 marked corrected (docs/hl7.md).
  if (changed.length > 0) await enqueueOru(ctx.db, webhookSource(request), now, { analytes: changed });
  await publishProgress(ctx, request, undefined);
  await alertCritical(ctx, request);
  return detailOf(ctx, request, actor);
}

import { type ActivityContext, pause } from '../reader/activity';
import type { ExamSession } from './exam-session';
import { buildResult, encodeResult } from './result';

/** Sends the result as "part x of y": one sendingResult status and one resultPart event per part. */
export async function sendResult(ctx: ActivityContext, session: ExamSession): Promise<void> {
  const now = ctx.timeline.now();
  const result = buildResult(
    {
      examId: session.examId,
      examIndex: session.examIndex,
      family: ctx.family,
      capsuleCode: session.capsuleCode,
      lot: session.lot,
      firmware: ctx.condition.firmware,
      resultAt: ctx.timeline.wallNow().toISOString(),
      processTimeSeconds: Math.round((now.getTime() - session.startedAt.getTime()) / 1000),
    },
    ctx.scenario.exam.results,
  );
  const { parts, hashcode } = encodeResult(result, ctx.scenario.exam.resultPartChars);
  for (const [index, data] of parts.entries()) {
    const progress = { part: index + 1, of: parts.length };
    ctx.setState('sendingResult', progress);
    ctx.emit({ type: 'resultPart', ...progress, data, hashcode });
    await pause(ctx, ctx.scenario.exam.sendPartMs);
  }
}

import { actionTimeoutState, USER_ACTION_TIMEOUT_MS, USER_ACTION_WARNING_REMAINING_MS } from '@ponto/domain';
import { type ActivityContext, fail, whenAborted } from './activity';

/**
 * Waits for a user action during an exam under the §4 rule: a warning (EXAM_TIMEOUT_WARNING) once 15
 * minutes remain, then EXAM_TIMEOUT after 30 minutes, which stops the exam. The phases come from the
 * domain's `actionTimeoutState`.
 */
export async function awaitUser(ctx: ActivityContext, action: Promise<void>): Promise<void> {
  const since = ctx.timeline.now();
  const watch = new AbortController();
  const stopWatching = () => watch.abort();
  ctx.signal.addEventListener('abort', stopWatching, { once: true });
  const remaining = () => actionTimeoutState(since, ctx.timeline.now());
  const watchdog = (async () => {
    await ctx.timeline.wait(USER_ACTION_TIMEOUT_MS - USER_ACTION_WARNING_REMAINING_MS, watch.signal);
    if (remaining().phase === 'warning') ctx.emit({ type: 'error', error: 'EXAM_TIMEOUT_WARNING' });
    await ctx.timeline.wait(remaining().remainingMs, watch.signal);
    return 'timedOut' as const;
  })().catch(() => 'watchStopped' as const);
  try {
    const outcome = await Promise.race([
      action.then(() => 'done' as const),
      watchdog,
      whenAborted(ctx.signal),
    ]);
    if (outcome === 'timedOut') fail(ctx, 'EXAM_TIMEOUT');
  } finally {
    watch.abort();
    ctx.signal.removeEventListener('abort', stopWatching);
  }
}

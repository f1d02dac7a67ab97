import {
  CAPSULE_AFTER_NFC_MS,
  checkCapsuleInsertion,
  durations,
  insertionState,
  removalState,
} from '@ponto/domain';
import { type ActivityContext, fail, fireFaults, userActsAfter } from '../reader/activity';
import { awaitUser } from '../reader/await-user';
import type { ExamSession } from './exam-session';

/**
 * The reader waits for the consumable; the simulated user inserts it (late when scripted). The domain
 * rule judges the moment it went in: more than 10 minutes after the NFC read the capsule is invalid.
 */
export async function insertConsumable(ctx: ActivityContext, session: ExamSession): Promise<void> {
  if (!session.consumable) return;
  ctx.setState(insertionState(session.consumable));
  const late = ctx.scenario.exam.insertLate || session.insertLate;
  const delayMs = late ? CAPSULE_AFTER_NFC_MS + durations.MINUTE_MS : ctx.scenario.exam.insertAfterMs;
  // Counted from the NFC read, like the domain's window.
  const readAt = session.nfcReadAt ?? ctx.timeline.now();
  const insertedAt = delayMs === null ? null : new Date(readAt.getTime() + delayMs);
  const waitMs =
    insertedAt === null ? null : Math.max(0, insertedAt.getTime() - ctx.timeline.now().getTime());
  await awaitUser(ctx, userActsAfter(ctx, waitMs));
  ctx.emit({ type: 'capsuleInserted', ...(session.capsuleCode ? { capsuleCode: session.capsuleCode } : {}) });
  session.inside = true;
  // Judged at the moment the user meant, not when a timer happened to fire: exact at any speed.
  const verdict = checkCapsuleInsertion(readAt, insertedAt ?? ctx.timeline.now());
  if (!verdict.ok)
    fail(ctx, verdict.code, `inserted ${Math.round((delayMs ?? 0) / 1000)} s after the NFC read`);
  await fireFaults(ctx, 'insertion');
}

/** The exam is over: the reader asks for the consumable back and the simulated user takes it. */
export async function removeConsumable(ctx: ActivityContext, session: ExamSession): Promise<void> {
  if (!session.consumable || !session.inside) return;
  ctx.setState(removalState(session.consumable));
  await awaitUser(ctx, userActsAfter(ctx, ctx.scenario.exam.removeAfterMs));
  ctx.emit({ type: 'capsuleRemoved', early: false });
  session.inside = false;
}

/**
 * §4 early removal: the reader reports it and waits with the user to put the consumable back; the
 * portal decides (continue, or cancel for a recollect), and after 30 minutes the exam times out.
 */
export async function handleEarlyRemoval(ctx: ActivityContext, session: ExamSession): Promise<void> {
  if (!session.consumable) return;
  session.inside = false;
  ctx.emit({ type: 'capsuleRemoved', early: true });
  ctx.logger.info(`${session.consumable} removed early at ${session.step ?? 'start'}; waiting for continue`);
  ctx.setState(insertionState(session.consumable));
  await awaitUser(ctx, ctx.continued());
  ctx.emit({ type: 'capsuleInserted', ...(session.capsuleCode ? { capsuleCode: session.capsuleCode } : {}) });
  session.inside = true;
}

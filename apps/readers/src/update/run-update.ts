import { durations, READER_UPDATE_MAX_MS, READER_UPDATE_MIN_MS } from '@ponto/domain';
import { type ActivityContext, fireFaults, pause, ReaderFault } from '../reader/activity';

/**
 * A firmware update (§9: 5 to 10 minutes): download, start, then success and a reboot on the new
 * firmware, which also lifts a blacklist. A failure (scripted, or an injected fault during the update)
 * reports READER_UPDATE_FAILED, shows updateFailed and reboots on the old firmware.
 */
export async function runUpdate(ctx: ActivityContext, firmware: string): Promise<void> {
  const total =
    ctx.scenario.update.durationMs ??
    READER_UPDATE_MIN_MS + ctx.random() * (READER_UPDATE_MAX_MS - READER_UPDATE_MIN_MS);
  ctx.setState('updateDownloading');
  try {
    await fireFaults(ctx, 'update');
    await pause(ctx, total * 0.6);
    ctx.setState('updateStarting');
    await pause(ctx, total * 0.4);
    if (ctx.scenario.update.result === 'failed') throw new ReaderFault('READER_UPDATE_FAILED');
  } catch (error) {
    if (!(error instanceof ReaderFault)) throw error;
    ctx.emit({ type: 'error', error: 'READER_UPDATE_FAILED', detail: `firmware ${firmware}` });
    ctx.setState('updateFailed');
    await pause(ctx, 10 * durations.SECOND_MS);
    ctx.setState('booting');
    return;
  }
  ctx.setState('updateSucceeded');
  ctx.condition.firmware = firmware;
  ctx.condition.blacklisted = false;
  ctx.condition.updateNeeded = false;
  await pause(ctx, 2 * durations.SECOND_MS);
  ctx.setState('booting');
}

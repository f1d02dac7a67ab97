import { durations, LENS_READY_MS } from '@ponto/domain';
import { type ActivityContext, pause } from './activity';

/** §9: a Lens is ready in about a minute; the others boot in a few seconds. */
export function bootTimeMs(ctx: Pick<ActivityContext, 'family' | 'scenario'>): number {
  return ctx.scenario.device.bootMs ?? (ctx.family === 'Lens' ? LENS_READY_MS : 10 * durations.SECOND_MS);
}

export async function boot(ctx: ActivityContext): Promise<void> {
  ctx.setState('booting');
  await pause(ctx, bootTimeMs(ctx));
}

import type { ErrorCode } from '@ponto/domain';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../platform/errors';

/**
 * §8 integration errors: a call that fails for a reason of ours (not a refusal with its own code) answers
 * the call's own code — 'cannot list workplaces', 'cannot view status' … — so integrators can tell which
 * step broke; the cause goes to the log only.
 */
export async function failingAs<T>(
  code: ErrorCode,
  log: FastifyBaseLogger,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) throw error;
    log.error({ err: error }, 'integration call failed');
    throw new AppError(code);
  }
}

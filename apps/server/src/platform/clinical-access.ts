import { mayPerformClinicalActs, type UserStatus } from '@ponto/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthService } from '../modules/auth/service';
import { authOf } from './authenticate';
import { AppError } from './errors';
import { requireWorkplace } from './workplace-scope';

/**
 * Refuses a clinical act (docs/training.md) to a user whose training is not done. The status comes from
 * the user row that authentication reads on every call, so finishing the trail takes effect at once.
 */
export function assertMayPerformClinicalActs(request: FastifyRequest): void {
  if (!mayPerformClinicalActs(authOf(request).user.status as UserStatus))
    throw new AppError('TRAINING_REQUIRED');
}

/**
 * The workplace, then the §4 training rule. Meant for preValidation: someone in training is told so
 * before the body is looked at. Another tenant's workplace still answers 404 first.
 */
export function requireClinicalWorkplace(auth: AuthService) {
  const scoped = requireWorkplace(auth);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    await scoped(request, reply);
    assertMayPerformClinicalActs(request);
  };
}

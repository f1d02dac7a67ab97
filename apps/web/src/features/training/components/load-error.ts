import { ApiError, toApiError } from '@/lib/api-error';

/**
 * §8 'trails failure' for whatever stops the training from loading; a lost connection keeps its own text
 * (with the reload button) and a §8 code the API sent on purpose (a locked course) is shown as it is.
 */
export function trainingLoadError(cause: unknown): ApiError {
  const error = toApiError(cause);
  if (error.code === 'NETWORK_ERROR' || error.code === 'TRAINING_COURSE_LOCKED' || error.code === 'NOT_FOUND')
    return error;
  return new ApiError('TRAILS_LOAD_FAILED', error.status);
}

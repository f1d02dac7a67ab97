import type { ApiErrorBody, ErrorCode, FieldError } from '@ponto/domain';
import { errorBodyAnswer } from './first-answers';

/** An error the UI can show: a §8 catalogue code (title and advice are `errors:<code>.title|advice`). */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly retryAfterSeconds: number | undefined;
  readonly fields: FieldError[];
  readonly requestId: string | undefined;

  constructor(
    code: ErrorCode,
    status: number,
    extra: { retryAfterSeconds?: number; fields?: FieldError[]; requestId?: string } = {},
  ) {
    super(code);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.retryAfterSeconds = extra.retryAfterSeconds;
    this.fields = extra.fields ?? [];
    this.requestId = extra.requestId;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** Reads the one error body of the API; a body that is not one becomes a generic §8 fallback. */
export async function apiErrorFromResponse(response: Response): Promise<ApiError> {
  const fallback: ErrorCode = response.status >= 500 ? 'SOMETHING_WENT_WRONG' : 'UNEXPECTED_ERROR';
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    return new ApiError(fallback, response.status);
  }
  // The body is checked by hand (lib/first-answers.ts); the catalogue's codes are a chunk of their own.
  let body: ApiErrorBody;
  try {
    body = errorBodyAnswer.parse(json);
  } catch {
    return new ApiError(fallback, response.status);
  }
  const codes = await import('./error-codes').catch(() => null);
  if (!codes) return new ApiError(fallback, response.status);
  const { isErrorCode } = codes;
  const { code, status, retryAfterSeconds, fields, requestId } = body.error;
  const extra = {
    ...(retryAfterSeconds !== undefined && { retryAfterSeconds }),
    ...(fields && { fields }),
    ...(requestId && { requestId }),
  };
  return new ApiError(isErrorCode(code) ? code : fallback, status, extra);
}

/** A lazily loaded page whose code could not be downloaded: the connection, not a bug. */
function isChunkLoadFailure(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(
      error.message,
    )
  );
}

/** Whatever was thrown, as an ApiError; the API client already turns failed requests into NETWORK_ERROR. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isChunkLoadFailure(error)) return new ApiError('NETWORK_ERROR', 0);
  return new ApiError('UNEXPECTED_ERROR', 0);
}

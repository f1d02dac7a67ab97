import type { ErrorCode } from '@ponto/domain';

/** The §8 camera errors (texts: errors:<code>.title/advice). */
export type CameraErrorCode = Extract<
  ErrorCode,
  | 'CAMERA_NOT_ALLOWED'
  | 'CAMERA_NOT_FOUND'
  | 'CAMERA_NOT_SUPPORTED'
  | 'CAMERA_IN_USE'
  | 'CAMERA_INCOMPATIBLE'
  | 'CAMERA_BROWSER_INCOMPATIBLE'
  | 'CAMERA_NOT_STARTED'
  | 'CAMERA_NO_FACE'
  | 'BROWSER_UNSUPPORTED'
>;

interface CameraEnvironment {
  isSecureContext: boolean;
  navigator: { mediaDevices?: { getUserMedia?: unknown } };
}

/**
 * Why the camera cannot even be asked for, before calling getUserMedia: outside a secure context (plain
 * http other than localhost) browsers hide it, so that is said first; then a browser without it at all.
 */
export function cameraUnavailable(env: CameraEnvironment): CameraErrorCode | null {
  if (!env.isSecureContext) return 'CAMERA_NOT_SUPPORTED';
  if (typeof env.navigator.mediaDevices?.getUserMedia !== 'function') return 'CAMERA_BROWSER_INCOMPATIBLE';
  return null;
}

/** The §8 camera error of a getUserMedia failure (DOMException names of the Media Capture spec, old Chrome names too). */
export function cameraErrorOf(error: unknown): CameraErrorCode {
  const name = (error as { name?: unknown } | null)?.name;
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return 'CAMERA_NOT_ALLOWED';
    case 'NotFoundError':
    case 'DevicesNotFoundError':
      return 'CAMERA_NOT_FOUND';
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return 'CAMERA_IN_USE';
    case 'OverconstrainedError':
    case 'ConstraintNotSatisfiedError': {
      // A constraint on which device to use that nothing satisfies: there is no such camera.
      const constraint = (error as { constraint?: unknown }).constraint;
      return constraint === 'deviceId' || constraint === 'groupId'
        ? 'CAMERA_NOT_FOUND'
        : 'CAMERA_INCOMPATIBLE';
    }
    case 'TypeError':
      return 'CAMERA_INCOMPATIBLE';
    default:
      return 'CAMERA_NOT_STARTED';
  }
}

/** The basics the photo step needs whatever the camera does (upload, preview). */
export function browserUnsupported(win: {
  FormData?: unknown;
  Blob?: unknown;
  URL?: { createObjectURL?: unknown };
}): boolean {
  return (
    typeof win.FormData !== 'function' ||
    typeof win.Blob !== 'function' ||
    typeof win.URL?.createObjectURL !== 'function'
  );
}

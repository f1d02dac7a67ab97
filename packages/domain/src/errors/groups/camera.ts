/**
 * §8 camera and browser errors. They are raised in the browser, never by the server; the status only
 * keeps the catalogue uniform (400: the user's environment, not our server, must change).
 */
export const cameraErrors = {
  CAMERA_NOT_ALLOWED: { status: 400, chat: false },
  CAMERA_NOT_FOUND: { status: 400, chat: false },
  CAMERA_NOT_SUPPORTED: { status: 400, chat: false },
  CAMERA_IN_USE: { status: 400, chat: false },
  CAMERA_INCOMPATIBLE: { status: 400, chat: true },
  CAMERA_BROWSER_INCOMPATIBLE: { status: 400, chat: false },
  CAMERA_NOT_STARTED: { status: 400, chat: true },
  CAMERA_NO_FACE: { status: 400, chat: false },
  BROWSER_UNSUPPORTED: { status: 400, chat: false },
} as const;

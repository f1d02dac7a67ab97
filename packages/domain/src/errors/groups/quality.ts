/** Quality control, the QC lockout and control-sample mode. */
export const qualityErrors = {
  /** A patient exam on a reader and exam whose internal control is missing, overdue or failed (lockout on). */
  QUALITY_CONTROL_LOCKOUT: { status: 409, chat: false },
  /** An override asked where nothing is locked: the control is current and passed, or lockout is off. */
  QUALITY_OVERRIDE_NOT_NEEDED: { status: 409, chat: false },
  /** A control-sample action by a user who is not in control-sample mode (or whose provider session ended). */
  CONTROL_MODE_REQUIRED: { status: 409, chat: false },
  /** The control-sample provider refused the user name or password. */
  CONTROL_PROVIDER_LOGIN_FAILED: { status: 422, chat: false },
  /** The control-sample provider did not answer. */
  CONTROL_PROVIDER_UNAVAILABLE: { status: 503, chat: true },
  /** A quality document that is not a PDF, image, spreadsheet or text document, or is too large. */
  QUALITY_DOCUMENT_REJECTED: { status: 422, chat: false },
} as const;

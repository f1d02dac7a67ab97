/** §8 errors of typed or scanned codes: capsule codes, reader codes, sample codes, lots, control samples, postal codes. */
export const codeErrors = {
  CODE_NOT_FOUND: { status: 404, chat: false },
  CODE_ALREADY_USED: { status: 409, chat: true },
  READER_CODE_NOT_FOUND: { status: 404, chat: false },
  READER_ALREADY_REGISTERED: { status: 409, chat: true },
  PATIENT_ALREADY_REGISTERED: { status: 409, chat: false },
  /** Anonymisation cannot be undone nor repeated (docs/patient-data-rights.md). */
  PATIENT_ALREADY_ANONYMISED: { status: 409, chat: false },
  SAMPLE_CODE_ALREADY_USED: { status: 409, chat: false },
  SAMPLE_TYPE_NOT_SAVED: { status: 500, chat: true },
  LOT_NOT_FOUND: { status: 404, chat: false },
  LOT_EXPIRED: { status: 422, chat: false },
  LOT_ROUND_CLOSED: { status: 409, chat: false },
  LOT_WRONG_FORMAT: { status: 422, chat: false },
  CONTROL_SAMPLE_NOT_FOUND: { status: 404, chat: false },
  CONTROL_SAMPLE_INCOMPATIBLE: { status: 422, chat: false },
  POSTAL_CODE_NOT_FOUND: { status: 404, chat: false },
} as const;

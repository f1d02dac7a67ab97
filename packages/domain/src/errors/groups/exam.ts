/** §8 exam errors, the §4 recollect rules and the §5 age and approval rules. */
export const examErrors = {
  RESULT_TOO_LARGE: { status: 413, chat: true },
  RESULT_UNREADABLE: { status: 422, chat: true },
  EXAM_TIMEOUT: { status: 408, chat: false },
  EXAM_TIMEOUT_WARNING: { status: 408, chat: false },
  EXAM_STEP_TIMEOUT: { status: 408, chat: true },
  EXAM_OUT_OF_ORDER: { status: 409, chat: true },
  EXAM_CANCELLED: { status: 409, chat: false },
  EXAM_INVALIDATED_BY_SOFTWARE: { status: 422, chat: true },
  EXAM_NOT_ALLOWED_FOR_AGE: { status: 422, chat: false },
  EXAM_APPROVAL_WRONG_WORKPLACE: { status: 403, chat: false },
  EXAM_CANCEL_NOT_ALLOWED: { status: 409, chat: true },
  PATIENT_NOT_REGISTERED: { status: 404, chat: false },
  PATIENT_UNDER_AGE: { status: 422, chat: false },
  PRE_EXAM_NOT_FOUND: { status: 404, chat: true },
  /** /clientquiz: the link's token is not one of ours (mistyped, cut, forged) or its pre-exam is gone. */
  CLIENT_QUIZ_LINK_INVALID: { status: 404, chat: false },
  /** /clientquiz: the link's 7 days have passed; the workplace makes a new one. */
  CLIENT_QUIZ_LINK_EXPIRED: { status: 410, chat: false },
  /** /clientquiz: an exam of the pre-exam has started, so the answers can no longer change. */
  CLIENT_QUIZ_CLOSED: { status: 409, chat: false },
  RECOLLECT_NOT_AVAILABLE: { status: 404, chat: false },
  RECOLLECT_ALREADY_DONE: { status: 409, chat: false },
  RECOLLECT_READER_BUSY: { status: 409, chat: false },
  RECOLLECT_EXPIRED: { status: 410, chat: false },
  RECTIFY_NOT_ALLOWED: { status: 409, chat: false },
  FLOW_ALREADY_RESERVED: { status: 409, chat: false },
  RESULT_SHEET_COUNCIL_REQUIRED: { status: 422, chat: false },
  /** A critical notice is acknowledged once: the first record of who was told stands. */
  CRITICAL_NOTICE_ALREADY_ACKNOWLEDGED: { status: 409, chat: false },
} as const;

/**
 * §8 integration API errors. Listing failures are the server's fault (500); a pre-exam that cannot be
 * created is usually bad input the integrator must fix (422).
 */
export const integrationErrors = {
  INTEGRATION_TOKEN_NOT_GENERATED: { status: 401, chat: true },
  INTEGRATION_WORKPLACES_UNAVAILABLE: { status: 500, chat: true },
  INTEGRATION_EXAMS_UNAVAILABLE: { status: 500, chat: true },
  INTEGRATION_PRE_EXAM_NOT_CREATED: { status: 422, chat: true },
  INTEGRATION_STATUS_UNAVAILABLE: { status: 500, chat: true },
  INTEGRATION_PDF_UNAVAILABLE: { status: 500, chat: true },
  INTEGRATION_RESULTS_UNAVAILABLE: { status: 500, chat: true },
  /** §6: API credentials are given by request (the integrator role); other users get no API access. */
  INTEGRATION_ACCESS_NOT_GRANTED: { status: 403, chat: true },
  /** DELETE of a pre-exam one of whose exams was already started on a reader (or has a result). */
  INTEGRATION_PRE_EXAM_ALREADY_STARTED: { status: 409, chat: false },
  /** The PDF or base64 report asked before the exam has a report to open (released, or with no result). */
  INTEGRATION_REPORT_NOT_READY: { status: 409, chat: false },
  /** RNDS (docs/rnds.md): its exam code systems hold no term for this exam, so it takes no document for it. */
  RNDS_EXAM_NOT_ACCEPTED: { status: 422, chat: false },
  /** RNDS identifies the individual by CPF or CNS; the patient was registered with another document. */
  RNDS_PATIENT_CPF_REQUIRED: { status: 422, chat: false },
  /** The exam's sample type has no code in RNDS's sample type table. */
  RNDS_SAMPLE_TYPE_NOT_ACCEPTED: { status: 422, chat: true },
  /** An invalid test has no RNDS result (detectable, not detectable or inconclusive). */
  RNDS_RESULT_NOT_REPORTABLE: { status: 422, chat: false },
  /** Sending to RNDS needs the establishment's credentials, which this server was not given. */
  RNDS_NOT_CONFIGURED: { status: 409, chat: true },
} as const;

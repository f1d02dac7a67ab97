/** §8 "others": load and download failures, nullification modals and empty lists that block a flow. */
export const otherErrors = {
  REPORT_GENERATION_FAILED: { status: 500, chat: true },
  ZIP_DOWNLOAD_FAILED: { status: 500, chat: true },
  DOWNLOAD_LIMIT_EXCEEDED: { status: 422, chat: false },
  /** The report filters select no exam with a report to open: nothing to put in a download. */
  NO_REPORTS_TO_DOWNLOAD: { status: 404, chat: false },
  /** §6: reports as base64 through the integration API are for contracted clients only. */
  REPORT_BASE64_NOT_CONTRACTED: { status: 403, chat: true },
  EXAM_LOAD_FAILED: { status: 500, chat: true },
  TRAILS_LOAD_FAILED: { status: 500, chat: true },
  RECTIFY_FAILED: { status: 500, chat: true },
  HISTORY_LOAD_FAILED: { status: 500, chat: true },
  QUESTIONNAIRE_VIEW_FAILED: { status: 500, chat: true },
  LEAFLET_LOAD_FAILED: { status: 500, chat: true },
  PATIENT_EDIT_FAILED: { status: 500, chat: true },
  QR_NOT_RECOGNISED: { status: 422, chat: false },
  NULLIFY_QR_FAILED: { status: 422, chat: false },
  NULLIFY_NETWORK_FAILED: { status: 503, chat: true },
  NULLIFY_ALREADY_NULLIFIED: { status: 409, chat: false },
  NO_CODES: { status: 404, chat: true },
  NO_READERS: { status: 404, chat: true },
  NO_FLOW_AVAILABLE: { status: 409, chat: true },
  NO_KITS_FOR_COMBINATION: { status: 422, chat: false },
} as const;

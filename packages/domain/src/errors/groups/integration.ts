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
} as const;

/** §5/§8 the seven voucher checks, in the order the spec lists them. */
export const voucherErrors = {
  VOUCHER_WRONG_WORKPLACE: { status: 422, chat: false },
  VOUCHER_WRONG_EXAM: { status: 422, chat: false },
  VOUCHER_MAX_USED: { status: 409, chat: false },
  VOUCHER_EXPIRED: { status: 422, chat: false },
  VOUCHER_WRONG_PATIENT: { status: 422, chat: false },
  VOUCHER_NOT_FOUND: { status: 404, chat: false },
  VOUCHER_ERROR: { status: 422, chat: true },
} as const;

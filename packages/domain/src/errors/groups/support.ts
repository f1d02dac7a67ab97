/** The support chat. */
export const supportErrors = {
  /** A chat attachment that is not an image (JPEG, PNG, WebP) or a PDF, or is over 5 MB. */
  SUPPORT_ATTACHMENT_REJECTED: { status: 422, chat: false },
} as const;

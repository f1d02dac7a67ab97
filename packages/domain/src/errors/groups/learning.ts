/** Leaflets (instructions for use) and training. */
export const learningErrors = {
  /** The lot code selects no published leaflet (its 3 digits before the last 6 name none). */
  LEAFLET_NOT_FOUND: { status: 404, chat: true },
  /** A certificate asked for a course the user has not passed. */
  CERTIFICATE_NOT_AVAILABLE: { status: 409, chat: false },
  /** A course opened before the trail's earlier courses are passed. */
  TRAINING_COURSE_LOCKED: { status: 409, chat: false },
  /** A clinical act (patient registration, exam start, recollect, release…) by a user whose trail is not done. */
  TRAINING_REQUIRED: { status: 403, chat: false },
} as const;

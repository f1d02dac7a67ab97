/** Drive-through slots. */
export const scheduleErrors = {
  /** Another operator took one of the chosen drive-through times first (the unique slot wins once). */
  DRIVE_THROUGH_SLOT_TAKEN: { status: 409, chat: false },
} as const;

/**
 * Who is shown the workplace's critical notices (the menu's count, the greeting): someone working at a
 * workplace, not in training and not restricted to consulting, since the list asks them to act.
 */
export function showsCriticalNotices(session: {
  user: { status: string; restricted: boolean };
  currentWorkplace: unknown;
}): boolean {
  return !!session.currentWorkplace && session.user.status !== 'TRAINING' && !session.user.restricted;
}

import { z } from 'zod';

/** Someone new to Ponto is not asked yet: they cannot tell how likely they are to recommend it. */
export const NPS_MIN_ACCOUNT_AGE_DAYS = 14;
/** After an answer, the question comes back once a quarter. */
export const NPS_INTERVAL_DAYS = 90;
/** After 'not now', a week. */
export const NPS_POSTPONE_DAYS = 7;

const DAY_MS = 86_400_000;

/** POST /nps: a score from 0 to 10 with an optional comment, or null for 'not now'. */
export const npsAnswerSchema = z.object({
  score: z.number().int().min(0).max(10).nullable(),
  comment: z.string().trim().max(500).optional(),
});
export type NpsAnswer = z.infer<typeof npsAnswerSchema>;

/** Whether the §2 NPS survey popup is due at login (§3 session 'login popups'). */
export function npsDue(input: {
  now: Date;
  accountCreatedAt: Date;
  lastAnsweredAt: Date | null;
  lastPostponedAt: Date | null;
}): boolean {
  const since = (at: Date) => (input.now.getTime() - at.getTime()) / DAY_MS;
  if (since(input.accountCreatedAt) < NPS_MIN_ACCOUNT_AGE_DAYS) return false;
  if (input.lastAnsweredAt && since(input.lastAnsweredAt) < NPS_INTERVAL_DAYS) return false;
  return !input.lastPostponedAt || since(input.lastPostponedAt) >= NPS_POSTPONE_DAYS;
}

import { z } from 'zod';
import { personNameSchema } from '../entities/patient';

/** §2 agenda: how long a booking lasts, in minutes. */
export const BOOKING_MIN_MINUTES = 5;
export const BOOKING_MAX_MINUTES = 240;
/** The widest window GET /schedule answers (a month view shows six weeks). */
export const SCHEDULE_MAX_RANGE_DAYS = 62;

/** POST /schedule/save and /schedule/edit (§7): a booking of the agenda. */
export const bookingBodySchema = z.object({
  startsAt: z.iso.datetime({ offset: true, message: 'validation:invalidDate' }),
  durationMinutes: z.number().int().min(BOOKING_MIN_MINUTES).max(BOOKING_MAX_MINUTES).default(15),
  patientName: personNameSchema.pipe(z.string().min(1).max(120)),
  phone: z.string().trim().max(30).optional(),
  location: z.string().trim().max(120).optional(),
  notes: z.string().trim().max(500).optional(),
});
export type BookingBody = z.input<typeof bookingBodySchema>;

export const bookingSchema = z.object({
  id: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  durationMinutes: z.number().int(),
  patientName: z.string(),
  phone: z.string().nullable(),
  location: z.string().nullable(),
  notes: z.string().nullable(),
  createdBy: z.string().nullable(),
  updatedAt: z.string(),
});
export type Booking = z.infer<typeof bookingSchema>;

export const bookingListSchema = z.object({ items: z.array(bookingSchema) });
export const scheduleQuerySchema = z.object({
  from: z.iso.datetime({ offset: true }),
  to: z.iso.datetime({ offset: true }),
});

/**
 * A booking starts now or later: the past is not booked (a minute of slack for the clock of the browser).
 * Editing keeps this rule, except for a booking left where it was.
 */
export function bookingInPast(startsAt: Date, now: Date): boolean {
  return startsAt.getTime() < now.getTime() - 60_000;
}

/** A window GET /schedule answers: from before to, at most SCHEDULE_MAX_RANGE_DAYS long. */
export function scheduleRangeOk(from: Date, to: Date): boolean {
  const span = to.getTime() - from.getTime();
  return span > 0 && span <= SCHEDULE_MAX_RANGE_DAYS * 86_400_000;
}

import { z } from 'zod';
import { DRIVE_THROUGH_GUARANTEED_PER_PATIENT_MS, DRIVE_THROUGH_MAX_HOUSEHOLD } from '../constants/business';
import { driveThroughSlots } from '../rules/drive-through';
import { calendarDateOf, isoDateSchema, toIsoDate } from '../shared/calendar-date';
import { minutesOfDay, TIME_OF_DAY, timeOfDayIn, zonedInstant } from '../shared/zoned-time';
import type { ValidationKey } from '../validation/messages';

/** The zones a drive-through's opening hours are kept in: Brazil's and Portugal's. */
export const DRIVE_THROUGH_TIME_ZONES = [
  'America/Sao_Paulo',
  'America/Manaus',
  'America/Cuiaba',
  'America/Fortaleza',
  'America/Recife',
  'America/Belem',
  'America/Rio_Branco',
  'America/Noronha',
  'Europe/Lisbon',
  'Atlantic/Azores',
  'Atlantic/Madeira',
] as const;
export type DriveThroughTimeZone = (typeof DRIVE_THROUGH_TIME_ZONES)[number];

const SLOT_MINUTES = DRIVE_THROUGH_GUARANTEED_PER_PATIENT_MS / 60_000;
const timeOfDaySchema = z.string().trim().regex(TIME_OF_DAY, 'validation:invalidTimeOfDay');

/** A drive-through lane of a workplace (§2 agenda: the location of the cohabitants' times). */
export const driveThroughPlaceBodySchema = z
  .object({
    name: z.string().trim().min(2).max(60),
    opensAt: timeOfDaySchema,
    closesAt: timeOfDaySchema,
    timeZone: z.enum(DRIVE_THROUGH_TIME_ZONES).default('America/Sao_Paulo'),
    active: z.boolean().default(true),
  })
  .refine(
    (p) =>
      !TIME_OF_DAY.test(p.opensAt) ||
      !TIME_OF_DAY.test(p.closesAt) ||
      minutesOfDay(p.closesAt) - minutesOfDay(p.opensAt) >= SLOT_MINUTES,
    {
      path: ['closesAt'],
      message: 'validation:closesBeforeOpens',
    },
  );
export type DriveThroughPlaceBody = z.input<typeof driveThroughPlaceBodySchema>;

export const driveThroughPlaceSchema = z.object({
  id: z.string(),
  name: z.string(),
  opensAt: z.string(),
  closesAt: z.string(),
  timeZone: z.enum(DRIVE_THROUGH_TIME_ZONES),
  active: z.boolean(),
});
export type DriveThroughPlace = z.infer<typeof driveThroughPlaceSchema>;
export const driveThroughPlaceListSchema = z.object({ items: z.array(driveThroughPlaceSchema) });

/**
 * A time's state: free to take, held by a wizard that has not finished, reserved for a registered
 * patient, or over (a time is offered until it ends: a car already at the lane is still served).
 */
export const driveThroughSlotStatuses = ['available', 'held', 'reserved', 'past'] as const;
export type DriveThroughSlotStatus = (typeof driveThroughSlotStatuses)[number];

/** GET totem/getAvailable (§7): the times of one day and their status. */
export const driveThroughAvailabilitySchema = z.object({
  day: z.string(),
  placeId: z.string().nullable(),
  slots: z.array(z.object({ timestamp: z.string(), status: z.enum(driveThroughSlotStatuses) })),
});
export type DriveThroughAvailability = z.infer<typeof driveThroughAvailabilitySchema>;

/** PUT totem/reserve (§7): consecutive times at one place, held until registration finishes. */
export const driveThroughReserveBodySchema = z.object({
  placeId: z.uuid(),
  slots: z
    .array(z.iso.datetime({ offset: true, message: 'validation:invalidDate' }))
    .min(1)
    .max(DRIVE_THROUGH_MAX_HOUSEHOLD),
});
export type DriveThroughReserveBody = z.infer<typeof driveThroughReserveBodySchema>;

/** A hold: the times taken for a household, and which of them registration has already confirmed. */
export const driveThroughHoldSchema = z.object({
  id: z.string(),
  placeId: z.string(),
  placeName: z.string(),
  timeZone: z.enum(DRIVE_THROUGH_TIME_ZONES),
  slots: z.array(z.object({ startsAt: z.string(), protocolNumber: z.string().nullable() })),
  expiresAt: z.string(),
});
export type DriveThroughHold = z.infer<typeof driveThroughHoldSchema>;
export const driveThroughReservedSchema = z.object({
  success: z.literal(true),
  hold: driveThroughHoldSchema,
});

/** The time a saved pre-exam got (POST /pre-exams answers it when a hold was sent). */
export const driveThroughBookedSchema = z.object({
  startsAt: z.string(),
  placeName: z.string(),
  timeZone: z.enum(DRIVE_THROUGH_TIME_ZONES),
});
export type DriveThroughBooked = z.infer<typeof driveThroughBookedSchema>;

/** GET totem/getSchedule (§7, header day): each place's times with who holds or has them. */
export const driveThroughDaySchema = z.object({
  day: z.string(),
  places: z.array(
    z.object({
      place: driveThroughPlaceSchema,
      slots: z.array(
        z.object({
          timestamp: z.string(),
          status: z.enum(driveThroughSlotStatuses),
          patientName: z.string().nullable(),
          protocolNumber: z.string().nullable(),
          householdId: z.string().nullable(),
          heldBy: z.string().nullable(),
        }),
      ),
    }),
  ),
});
export type DriveThroughDay = z.infer<typeof driveThroughDaySchema>;
export const driveThroughDayHeaderSchema = isoDateSchema;

type Hours = Pick<DriveThroughPlace, 'opensAt' | 'closesAt' | 'timeZone'>;

/** Every time a place offers on a day: from opening, one guaranteed slot after another, ending by closing. */
export function driveThroughDayStarts(place: Hours, day: string): Date[] {
  const opens = minutesOfDay(place.opensAt);
  const closes = minutesOfDay(place.closesAt);
  const starts: Date[] = [];
  for (let minute = opens; minute + SLOT_MINUTES <= closes; minute += SLOT_MINUTES) {
    starts.push(zonedInstant(day, minute, place.timeZone));
  }
  return starts;
}

/** The place's day an instant falls on ('yyyy-mm-dd'). */
export function driveThroughDayOf(instant: Date, timeZone: string): string {
  return toIsoDate(calendarDateOf(instant, timeZone));
}

/** Whether a time has ended: it is then no longer offered. */
export function driveThroughSlotOver(startsAt: Date, now: Date): boolean {
  return startsAt.getTime() + DRIVE_THROUGH_GUARANTEED_PER_PATIENT_MS <= now.getTime();
}

/**
 * §9 drive-through: the times a household reserves are consecutive slots of one place's day, each a
 * time the place offers, none over. Returns what is wrong, or null.
 */
export function driveThroughReserveProblem(place: Hours, slots: Date[], now: Date): ValidationKey | null {
  const sorted = [...slots].sort((a, b) => a.getTime() - b.getTime());
  const first = sorted[0];
  if (!first) return 'required';
  const offered = new Set(
    driveThroughDayStarts(place, driveThroughDayOf(first, place.timeZone)).map((d) => d.getTime()),
  );
  if (sorted.some((slot) => !offered.has(slot.getTime()))) return 'driveThroughOutsideHours';
  const car = driveThroughSlots(first, sorted.length);
  const consecutive = sorted.every((slot, i) => slot.getTime() === car[i]!.startsAt.getTime());
  if (!consecutive) return 'driveThroughNotConsecutive';
  if (driveThroughSlotOver(first, now)) return 'driveThroughSlotPast';
  return null;
}

/** The wall-clock label of a time at its place ('08:10'). */
export function driveThroughLabel(startsAt: Date, timeZone: string): string {
  return timeOfDayIn(startsAt, timeZone);
}

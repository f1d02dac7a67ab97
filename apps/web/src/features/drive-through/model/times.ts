import {
  type DriveThroughAvailability,
  type DriveThroughHold,
  driveThroughEstimateMs,
  driveThroughSlots,
} from '@ponto/domain';

type Slot = DriveThroughAvailability['slots'][number];

/**
 * The `count` times of one car from `start` (§9: consecutive slots per cohabitant), or null when one of
 * them is not free or the day ends first.
 */
export function consecutiveFrom(slots: Slot[], start: string, count: number): string[] | null {
  const index = slots.findIndex((s) => s.timestamp === start);
  if (index < 0 || count < 1) return null;
  const chosen = slots.slice(index, index + count);
  if (chosen.length < count) return null;
  const car = driveThroughSlots(start, count);
  const ok = chosen.every(
    (slot, i) => slot.status === 'available' && Date.parse(slot.timestamp) === car[i]!.startsAt.getTime(),
  );
  return ok ? chosen.map((s) => s.timestamp) : null;
}

/** Minutes the car is expected to take (5 per person) and guaranteed (10 per person). */
export function carMinutes(people: number): { estimated: number; guaranteed: number } {
  const car = driveThroughSlots(0, people);
  return {
    estimated: driveThroughEstimateMs(people) / 60_000,
    guaranteed: (car.at(-1)?.endsAt.getTime() ?? 0) / 60_000,
  };
}

/** When the car's last guaranteed time ends. */
export const carEndsAt = (times: string[]): string =>
  driveThroughSlots(times[0]!, times.length).at(-1)!.endsAt.toISOString();

/** The time the next registration of the household gets, or null when every time of the hold is used. */
export function nextOpenTime(hold: DriveThroughHold): string | null {
  return hold.slots.find((s) => s.protocolNumber === null)?.startsAt ?? null;
}

/** Today on the browser's calendar, as the date input takes it. */
export function localIsoDay(date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Noon of a calendar day in the browser: a moment safely inside the place's day for getAvailable. */
export function middayOf(day: string): string {
  return new Date(`${day}T12:00:00`).toISOString();
}

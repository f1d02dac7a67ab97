import type { DriveThroughDay, DriveThroughSlotStatus } from '@ponto/domain';

export type Lane = DriveThroughDay['places'][number];
export type LaneSlot = Lane['slots'][number];

/** A row of a lane's table: the time and, when it shares a car with the next or previous time, the car's number. */
export interface LaneRow {
  slot: LaneSlot;
  car: number | null;
}

/** Held and reserved times are someone's; free and ended ones are not. */
export const isTaken = (status: DriveThroughSlotStatus) => status === 'held' || status === 'reserved';

/**
 * Every lane's rows with the cars of the day numbered. A household's times are consecutive at one place
 * (§9), so a run of taken times with one householdId is one car; a household of one is just a patient and
 * gets no number. Cars are numbered by their first time across all lanes, so "Carro 2" means the same car
 * wherever the operator looks.
 */
export function laneRows(places: readonly Lane[]): { place: Lane['place']; rows: LaneRow[] }[] {
  const runs: { lane: number; start: number; length: number; at: string }[] = [];
  places.forEach(({ slots }, lane) => {
    let i = 0;
    while (i < slots.length) {
      const household = isTaken(slots[i]!.status) ? slots[i]!.householdId : null;
      let end = i + 1;
      while (
        household &&
        end < slots.length &&
        isTaken(slots[end]!.status) &&
        slots[end]!.householdId === household
      )
        end++;
      if (end - i > 1) runs.push({ lane, start: i, length: end - i, at: slots[i]!.timestamp });
      i = end;
    }
  });
  runs.sort((a, b) => Date.parse(a.at) - Date.parse(b.at) || a.lane - b.lane);
  const cars = places.map(({ slots }) => slots.map((): number | null => null));
  runs.forEach((run, index) => {
    for (let i = run.start; i < run.start + run.length; i++) cars[run.lane]![i] = index + 1;
  });
  return places.map(({ place, slots }, lane) => ({
    place,
    rows: slots.map((slot, i) => ({ slot, car: cars[lane]![i]! })),
  }));
}

/** A 'yyyy-mm-dd' day moved by some days (computed in UTC, so no summer-time hour can skip a day). */
export function shiftDay(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A day to show as words: noon local, so no zone offset moves it to the day before. */
export const dayAsDate = (day: string) => new Date(`${day}T12:00:00`);

/** 'America/Sao Paulo (GMT-03:00)': the zone's name with its offset at `now` (Lisbon's changes in summer). */
export function zoneLabel(timeZone: string, now: Date): string {
  const offset = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(now)
    .find((part) => part.type === 'timeZoneName')?.value;
  const name = timeZone.replace(/_/g, ' ');
  return offset ? `${name} (${offset})` : name;
}

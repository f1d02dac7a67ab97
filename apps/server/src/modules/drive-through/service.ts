import {
  DRIVE_THROUGH_GUARANTEED_PER_PATIENT_MS,
  DRIVE_THROUGH_HOLD_MS,
  type DriveThroughAvailability,
  type DriveThroughBooked,
  type DriveThroughDay,
  type DriveThroughHold,
  type DriveThroughPlace,
  type DriveThroughReserveBody,
  type DriveThroughSlotStatus,
  type DriveThroughTimeZone,
  driveThroughDayOf,
  driveThroughDayStarts,
  type driveThroughPlaceBodySchema,
  driveThroughReserveProblem,
  driveThroughSlotOver,
  fieldError,
} from '@ponto/domain';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import type { Clock } from '../../platform/clock';
import { AppError, validationError } from '../../platform/errors';
import type { WorkplaceContext } from '../../request-context';
import { DriveThroughRepository, type PlaceRow } from './repository';

type PlaceBody = z.output<typeof driveThroughPlaceBodySchema>;
type Taken = Awaited<ReturnType<DriveThroughRepository['taken']>>[number];

function isUniqueViolation(error: unknown, constraint: string): boolean {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const pg = e?.code === '23505' ? e : e?.cause;
  return pg?.code === '23505' && (pg.constraint === undefined || pg.constraint === constraint);
}

const toPlace = (row: PlaceRow): DriveThroughPlace => ({
  id: row.id,
  name: row.name,
  opensAt: row.opensAt,
  closesAt: row.closesAt,
  timeZone: row.timeZone as DriveThroughTimeZone,
  active: row.active,
});

/** A taken time's state: registered, still held, or given up (an expired hold no longer counts). */
function statusOf(taken: Taken | undefined, startsAt: Date, now: Date): DriveThroughSlotStatus {
  if (taken?.preExamId) return 'reserved';
  if (taken && taken.expiresAt > now) return 'held';
  return driveThroughSlotOver(startsAt, now) ? 'past' : 'available';
}

/**
 * Drive-through times for cohabitants (§7 totem calls, §9: 10 minutes guaranteed per patient, consecutive
 * times per household; docs/agenda.md). A wizard holds times; saving each cohabitant confirms one.
 */
export class DriveThroughService {
  constructor(private readonly deps: { clock: Clock }) {}

  async places(
    { repos }: WorkplaceContext,
    includeInactive = false,
  ): Promise<{ items: DriveThroughPlace[] }> {
    return { items: (await repos.driveThrough.places(!includeInactive)).map(toPlace) };
  }

  async createPlace({ repos }: WorkplaceContext, body: PlaceBody): Promise<DriveThroughPlace> {
    try {
      return toPlace(await repos.driveThrough.insertPlace(body));
    } catch (error) {
      if (isUniqueViolation(error, 'drive_through_places_name')) {
        throw validationError([fieldError('name', 'driveThroughPlaceNameTaken')]);
      }
      throw error;
    }
  }

  async updatePlace({ repos }: WorkplaceContext, id: string, body: PlaceBody): Promise<DriveThroughPlace> {
    try {
      const row = await repos.driveThrough.updatePlace(id, body);
      if (!row) throw new AppError('NOT_FOUND');
      return toPlace(row);
    } catch (error) {
      if (isUniqueViolation(error, 'drive_through_places_name')) {
        throw validationError([fieldError('name', 'driveThroughPlaceNameTaken')]);
      }
      throw error;
    }
  }

  private async activePlace(repo: DriveThroughRepository, id: string): Promise<PlaceRow> {
    const place = await repo.place(id);
    if (!place?.active) throw new AppError('NOT_FOUND');
    return place;
  }

  /** The times of one place's day with who has them, the day being the place's day of `day`. */
  private async dayOf(repo: DriveThroughRepository, places: PlaceRow[], day: string) {
    const now = this.deps.clock.now();
    const grids = places.map((place) => ({ place, starts: driveThroughDayStarts(toPlace(place), day) }));
    const all = grids.flatMap((g) => g.starts.map((d) => d.getTime()));
    const taken =
      all.length === 0
        ? []
        : await repo.taken(
            places.map((p) => p.id),
            new Date(Math.min(...all)),
            new Date(Math.max(...all) + DRIVE_THROUGH_GUARANTEED_PER_PATIENT_MS),
          );
    const key = (placeId: string, at: Date) => `${placeId}@${at.getTime()}`;
    const byTime = new Map(taken.map((t) => [key(t.placeId, t.startsAt), t]));
    return grids.map(({ place, starts }) => ({
      place,
      slots: starts.map((startsAt) => {
        const found = byTime.get(key(place.id, startsAt));
        const status = statusOf(found, startsAt, now);
        return { startsAt, status, found: status === 'reserved' || status === 'held' ? found : undefined };
      }),
    }));
  }

  /**
   * GET totem/getAvailable: the times of the day `at` falls on, at one place or, without one, at any
   * place (a time is available when some place has it free).
   */
  async availability(
    { repos }: WorkplaceContext,
    at: Date,
    placeId?: string,
  ): Promise<DriveThroughAvailability> {
    const repo = repos.driveThrough;
    const places = placeId ? [await this.activePlace(repo, placeId)] : await repo.places(true);
    const day = driveThroughDayOf(at, places[0]?.timeZone ?? 'America/Sao_Paulo');
    const grids = await this.dayOf(repo, places, day);
    const rank: Record<DriveThroughSlotStatus, number> = { available: 0, held: 1, reserved: 2, past: 3 };
    const merged = new Map<number, DriveThroughSlotStatus>();
    for (const grid of grids) {
      for (const slot of grid.slots) {
        const time = slot.startsAt.getTime();
        const before = merged.get(time);
        if (!before || rank[slot.status] < rank[before]) merged.set(time, slot.status);
      }
    }
    return {
      day,
      placeId: placeId ?? null,
      slots: [...merged.entries()]
        .sort(([a], [b]) => a - b)
        .map(([time, status]) => ({ timestamp: new Date(time).toISOString(), status })),
    };
  }

  /** GET totem/getSchedule: every active place's times of a day, with the patient or who holds each. */
  async schedule({ repos }: WorkplaceContext, day: string): Promise<DriveThroughDay> {
    const repo = repos.driveThrough;
    const grids = await this.dayOf(repo, await repo.places(true), day);
    return {
      day,
      places: grids.map(({ place, slots }) => ({
        place: toPlace(place),
        slots: slots.map(({ startsAt, status, found }) => ({
          timestamp: startsAt.toISOString(),
          status,
          patientName: found?.patientName ?? null,
          protocolNumber: found?.protocolNumber ?? null,
          householdId: found?.householdId ?? null,
          heldBy: status === 'held' ? (found?.heldBy ?? null) : null,
        })),
      })),
    };
  }

  /**
   * PUT totem/reserve: holds consecutive times for a household until registration confirms them. The
   * unique (place, time) makes one of two operators taking a time at once win; the other gets
   * DRIVE_THROUGH_SLOT_TAKEN and nothing of theirs is held.
   */
  async reserve(ctx: WorkplaceContext, body: DriveThroughReserveBody): Promise<DriveThroughHold> {
    const place = await this.activePlace(ctx.repos.driveThrough, body.placeId);
    const now = this.deps.clock.now();
    const starts = body.slots.map((s) => new Date(s)).sort((a, b) => a.getTime() - b.getTime());
    const problem = driveThroughReserveProblem(toPlace(place), starts, now);
    if (problem) throw validationError([fieldError('slots', problem)]);
    let holdId: string;
    try {
      holdId = await ctx.transaction(async ({ driveThrough: repo }) => {
        await repo.freeExpired(place.id, starts, now);
        const hold = await repo.insertHold({
          placeId: place.id,
          createdBy: ctx.caller.user.id,
          expiresAt: new Date(now.getTime() + DRIVE_THROUGH_HOLD_MS),
        });
        await repo.insertSlots(starts.map((startsAt) => ({ placeId: place.id, startsAt, holdId: hold.id })));
        return hold.id;
      });
    } catch (error) {
      if (isUniqueViolation(error, 'drive_through_slots_time'))
        throw new AppError('DRIVE_THROUGH_SLOT_TAKEN');
      throw error;
    }
    return this.hold(ctx, holdId);
  }

  async hold({ repos }: WorkplaceContext, id: string): Promise<DriveThroughHold> {
    const found = await repos.driveThrough.hold(id);
    if (!found) throw new AppError('NOT_FOUND');
    const slots = await repos.driveThrough.slotsOfHold(id);
    return {
      id,
      placeId: found.place.id,
      placeName: found.place.name,
      timeZone: found.place.timeZone as DriveThroughTimeZone,
      slots: slots.map((s) => ({ startsAt: s.startsAt.toISOString(), protocolNumber: s.protocolNumber })),
      expiresAt: found.hold.expiresAt.toISOString(),
    };
  }

  /** Gives back the times no cohabitant was registered for (the wizard changed its mind or was left). */
  async release(ctx: WorkplaceContext, id: string): Promise<DriveThroughHold> {
    const repo = ctx.repos.driveThrough;
    if (!(await repo.hold(id))) throw new AppError('NOT_FOUND');
    await repo.releaseOpen(id);
    return this.hold(ctx, id);
  }
}

/**
 * Inside POST /pre-exams' transaction: the hold's next open time becomes this patient's, and the hold
 * lives another DRIVE_THROUGH_HOLD_MS for the cohabitants still to come. A hold whose times were taken
 * after it expired (or used up, or of another household) is a field error; the transaction rolls back.
 */
export async function confirmDriveThroughTime(
  tx: Db,
  input: { workplaceId: string; holdId: string; preExamId: string; householdId: string; now: Date },
): Promise<DriveThroughBooked> {
  // Registration runs in its own transaction, outside a drive-through route, so it binds the repository here.
  const repo = new DriveThroughRepository(tx, input.workplaceId);
  const lost = () => validationError([fieldError('driveThroughHoldId', 'driveThroughHoldLost')]);
  const found = await repo.hold(input.holdId);
  if (!found) throw lost();
  if (found.hold.householdId && found.hold.householdId !== input.householdId) throw lost();
  const slot = await repo.nextOpenSlot(input.holdId);
  if (!slot) throw lost();
  await repo.confirmSlot(slot.id, input.preExamId, input.now);
  await repo.touchHold(input.holdId, {
    householdId: input.householdId,
    expiresAt: new Date(input.now.getTime() + DRIVE_THROUGH_HOLD_MS),
  });
  return {
    startsAt: slot.startsAt.toISOString(),
    placeName: found.place.name,
    timeZone: found.place.timeZone as DriveThroughTimeZone,
  };
}

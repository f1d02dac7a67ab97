import { and, asc, eq, gte, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  driveThroughHolds,
  driveThroughPlaces,
  driveThroughSlots,
  patients,
  preExams,
  users,
} from '../../db/schema';

export type PlaceRow = typeof driveThroughPlaces.$inferSelect;

/** The drive-through tables; every method runs on the database or the transaction it was given. */
export class DriveThroughRepository {
  constructor(private readonly db: Db) {}

  places(workplaceId: string, activeOnly: boolean): Promise<PlaceRow[]> {
    return this.db
      .select()
      .from(driveThroughPlaces)
      .where(
        and(
          eq(driveThroughPlaces.workplaceId, workplaceId),
          activeOnly ? eq(driveThroughPlaces.active, true) : undefined,
        ),
      )
      .orderBy(asc(driveThroughPlaces.name));
  }

  async place(workplaceId: string, id: string): Promise<PlaceRow | undefined> {
    const [row] = await this.db
      .select()
      .from(driveThroughPlaces)
      .where(and(eq(driveThroughPlaces.workplaceId, workplaceId), eq(driveThroughPlaces.id, id)));
    return row;
  }

  async insertPlace(values: typeof driveThroughPlaces.$inferInsert): Promise<PlaceRow> {
    const [row] = await this.db.insert(driveThroughPlaces).values(values).returning();
    return row!;
  }

  async updatePlace(
    workplaceId: string,
    id: string,
    values: Partial<typeof driveThroughPlaces.$inferInsert>,
  ): Promise<PlaceRow | undefined> {
    const [row] = await this.db
      .update(driveThroughPlaces)
      .set(values)
      .where(and(eq(driveThroughPlaces.workplaceId, workplaceId), eq(driveThroughPlaces.id, id)))
      .returning();
    return row;
  }

  /** The taken times of some places in [from, to), with their hold, and the patient once registered. */
  taken(placeIds: string[], from: Date, to: Date) {
    if (placeIds.length === 0) return Promise.resolve([]);
    return this.db
      .select({
        placeId: driveThroughSlots.placeId,
        startsAt: driveThroughSlots.startsAt,
        preExamId: driveThroughSlots.preExamId,
        expiresAt: driveThroughHolds.expiresAt,
        householdId: sql<string | null>`coalesce(${preExams.householdId}, ${driveThroughHolds.householdId})`,
        protocolNumber: preExams.protocolNumber,
        patientName: patients.fullName,
        heldBy: users.name,
      })
      .from(driveThroughSlots)
      .innerJoin(driveThroughHolds, eq(driveThroughHolds.id, driveThroughSlots.holdId))
      .leftJoin(preExams, eq(preExams.id, driveThroughSlots.preExamId))
      .leftJoin(patients, eq(patients.id, preExams.patientId))
      .leftJoin(users, eq(users.id, driveThroughHolds.createdBy))
      .where(
        and(
          inArray(driveThroughSlots.placeId, placeIds),
          gte(driveThroughSlots.startsAt, from),
          lt(driveThroughSlots.startsAt, to),
        ),
      )
      .orderBy(asc(driveThroughSlots.startsAt));
  }

  /** Frees times whose hold expired before registration confirmed them, so they can be taken again. */
  async freeExpired(placeId: string, starts: Date[], now: Date): Promise<void> {
    const expired = this.db
      .select({ id: driveThroughHolds.id })
      .from(driveThroughHolds)
      .where(and(eq(driveThroughHolds.placeId, placeId), lte(driveThroughHolds.expiresAt, now)));
    await this.db
      .delete(driveThroughSlots)
      .where(
        and(
          eq(driveThroughSlots.placeId, placeId),
          inArray(driveThroughSlots.startsAt, starts),
          isNull(driveThroughSlots.preExamId),
          inArray(driveThroughSlots.holdId, expired),
        ),
      );
  }

  async insertHold(values: typeof driveThroughHolds.$inferInsert) {
    const [row] = await this.db.insert(driveThroughHolds).values(values).returning();
    return row!;
  }

  async insertSlots(values: (typeof driveThroughSlots.$inferInsert)[]): Promise<void> {
    await this.db.insert(driveThroughSlots).values(values);
  }

  async hold(workplaceId: string, id: string) {
    const [row] = await this.db
      .select({ hold: driveThroughHolds, place: driveThroughPlaces })
      .from(driveThroughHolds)
      .innerJoin(driveThroughPlaces, eq(driveThroughPlaces.id, driveThroughHolds.placeId))
      .where(and(eq(driveThroughHolds.workplaceId, workplaceId), eq(driveThroughHolds.id, id)));
    return row;
  }

  slotsOfHold(holdId: string) {
    return this.db
      .select({ startsAt: driveThroughSlots.startsAt, protocolNumber: preExams.protocolNumber })
      .from(driveThroughSlots)
      .leftJoin(preExams, eq(preExams.id, driveThroughSlots.preExamId))
      .where(eq(driveThroughSlots.holdId, holdId))
      .orderBy(asc(driveThroughSlots.startsAt));
  }

  /** The hold's first time not yet confirmed, locked until the caller's transaction ends. */
  async nextOpenSlot(holdId: string) {
    const [row] = await this.db
      .select({ id: driveThroughSlots.id, startsAt: driveThroughSlots.startsAt })
      .from(driveThroughSlots)
      .where(and(eq(driveThroughSlots.holdId, holdId), isNull(driveThroughSlots.preExamId)))
      .orderBy(asc(driveThroughSlots.startsAt))
      .limit(1)
      .for('update');
    return row;
  }

  async confirmSlot(slotId: string, preExamId: string, now: Date): Promise<void> {
    await this.db
      .update(driveThroughSlots)
      .set({ preExamId, reservedAt: now })
      .where(eq(driveThroughSlots.id, slotId));
  }

  async touchHold(holdId: string, values: { householdId: string; expiresAt: Date }): Promise<void> {
    await this.db.update(driveThroughHolds).set(values).where(eq(driveThroughHolds.id, holdId));
  }

  /** Gives back the times of a hold that no registration confirmed. */
  async releaseOpen(holdId: string): Promise<void> {
    await this.db
      .delete(driveThroughSlots)
      .where(and(eq(driveThroughSlots.holdId, holdId), isNull(driveThroughSlots.preExamId)));
  }
}

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

/**
 * One workplace's drive-through tables, over the database or the transaction it was given. The calls by
 * place, hold or slot id also filter on the workplace, so another workplace's id finds nothing.
 */
export class DriveThroughRepository {
  constructor(
    private readonly db: Db,
    private readonly workplaceId: string,
  ) {}

  places(activeOnly: boolean): Promise<PlaceRow[]> {
    return this.db
      .select()
      .from(driveThroughPlaces)
      .where(
        and(
          eq(driveThroughPlaces.workplaceId, this.workplaceId),
          activeOnly ? eq(driveThroughPlaces.active, true) : undefined,
        ),
      )
      .orderBy(asc(driveThroughPlaces.name));
  }

  async place(id: string): Promise<PlaceRow | undefined> {
    const [row] = await this.db
      .select()
      .from(driveThroughPlaces)
      .where(and(eq(driveThroughPlaces.workplaceId, this.workplaceId), eq(driveThroughPlaces.id, id)));
    return row;
  }

  async insertPlace(values: Omit<typeof driveThroughPlaces.$inferInsert, 'workplaceId'>): Promise<PlaceRow> {
    const [row] = await this.db
      .insert(driveThroughPlaces)
      .values({ ...values, workplaceId: this.workplaceId })
      .returning();
    return row!;
  }

  async updatePlace(
    id: string,
    values: Partial<Omit<typeof driveThroughPlaces.$inferInsert, 'workplaceId'>>,
  ): Promise<PlaceRow | undefined> {
    const [row] = await this.db
      .update(driveThroughPlaces)
      .set(values)
      .where(and(eq(driveThroughPlaces.workplaceId, this.workplaceId), eq(driveThroughPlaces.id, id)))
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
          eq(driveThroughSlots.workplaceId, this.workplaceId),
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
      .where(
        and(
          eq(driveThroughHolds.workplaceId, this.workplaceId),
          eq(driveThroughHolds.placeId, placeId),
          lte(driveThroughHolds.expiresAt, now),
        ),
      );
    await this.db
      .delete(driveThroughSlots)
      .where(
        and(
          eq(driveThroughSlots.workplaceId, this.workplaceId),
          eq(driveThroughSlots.placeId, placeId),
          inArray(driveThroughSlots.startsAt, starts),
          isNull(driveThroughSlots.preExamId),
          inArray(driveThroughSlots.holdId, expired),
        ),
      );
  }

  async insertHold(values: Omit<typeof driveThroughHolds.$inferInsert, 'workplaceId'>) {
    const [row] = await this.db
      .insert(driveThroughHolds)
      .values({ ...values, workplaceId: this.workplaceId })
      .returning();
    return row!;
  }

  async insertSlots(values: Omit<typeof driveThroughSlots.$inferInsert, 'workplaceId'>[]): Promise<void> {
    await this.db
      .insert(driveThroughSlots)
      .values(values.map((v) => ({ ...v, workplaceId: this.workplaceId })));
  }

  async hold(id: string) {
    const [row] = await this.db
      .select({ hold: driveThroughHolds, place: driveThroughPlaces })
      .from(driveThroughHolds)
      .innerJoin(driveThroughPlaces, eq(driveThroughPlaces.id, driveThroughHolds.placeId))
      .where(and(eq(driveThroughHolds.workplaceId, this.workplaceId), eq(driveThroughHolds.id, id)));
    return row;
  }

  slotsOfHold(holdId: string) {
    return this.db
      .select({ startsAt: driveThroughSlots.startsAt, protocolNumber: preExams.protocolNumber })
      .from(driveThroughSlots)
      .leftJoin(preExams, eq(preExams.id, driveThroughSlots.preExamId))
      .where(and(eq(driveThroughSlots.workplaceId, this.workplaceId), eq(driveThroughSlots.holdId, holdId)))
      .orderBy(asc(driveThroughSlots.startsAt));
  }

  /** The hold's first time not yet confirmed, locked until the caller's transaction ends. */
  async nextOpenSlot(holdId: string) {
    const [row] = await this.db
      .select({ id: driveThroughSlots.id, startsAt: driveThroughSlots.startsAt })
      .from(driveThroughSlots)
      .where(
        and(
          eq(driveThroughSlots.workplaceId, this.workplaceId),
          eq(driveThroughSlots.holdId, holdId),
          isNull(driveThroughSlots.preExamId),
        ),
      )
      .orderBy(asc(driveThroughSlots.startsAt))
      .limit(1)
      .for('update');
    return row;
  }

  async confirmSlot(slotId: string, preExamId: string, now: Date): Promise<void> {
    await this.db
      .update(driveThroughSlots)
      .set({ preExamId, reservedAt: now })
      .where(and(eq(driveThroughSlots.workplaceId, this.workplaceId), eq(driveThroughSlots.id, slotId)));
  }

  async touchHold(holdId: string, values: { householdId: string; expiresAt: Date }): Promise<void> {
    await this.db
      .update(driveThroughHolds)
      .set(values)
      .where(and(eq(driveThroughHolds.workplaceId, this.workplaceId), eq(driveThroughHolds.id, holdId)));
  }

  /** Gives back the times of a hold that no registration confirmed. */
  async releaseOpen(holdId: string): Promise<void> {
    await this.db
      .delete(driveThroughSlots)
      .where(
        and(
          eq(driveThroughSlots.workplaceId, this.workplaceId),
          eq(driveThroughSlots.holdId, holdId),
          isNull(driveThroughSlots.preExamId),
        ),
      );
  }
}

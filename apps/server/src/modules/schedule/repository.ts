import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { scheduleBookings, users } from '../../db/schema';

export type BookingRow = typeof scheduleBookings.$inferSelect;
export type NewBooking = typeof scheduleBookings.$inferInsert;
export type BookingValues = Omit<NewBooking, 'id' | 'workplaceId' | 'createdBy'>;

/** The SQL of one workplace's §2 agenda (schedule_bookings). */
export class ScheduleRepository {
  constructor(
    private readonly db: Db,
    private readonly workplaceId: string,
  ) {}

  /** Bookings that start in [from, to), by time then patient name, at most 2000, with who made each. */
  between(from: Date, to: Date): Promise<Array<{ b: BookingRow; by: string | null }>> {
    return this.db
      .select({ b: scheduleBookings, by: users.name })
      .from(scheduleBookings)
      .leftJoin(users, eq(users.id, scheduleBookings.createdBy))
      .where(
        and(
          eq(scheduleBookings.workplaceId, this.workplaceId),
          gte(scheduleBookings.startsAt, from),
          lt(scheduleBookings.startsAt, to),
        ),
      )
      .orderBy(asc(scheduleBookings.startsAt), asc(scheduleBookings.patientName))
      .limit(2000);
  }

  async insert(booking: Omit<NewBooking, 'workplaceId'>): Promise<string> {
    const [row] = await this.db
      .insert(scheduleBookings)
      .values({ ...booking, workplaceId: this.workplaceId })
      .returning();
    return row!.id;
  }

  async get(id: string): Promise<{ b: BookingRow; by: string | null } | undefined> {
    const [row] = await this.db
      .select({ b: scheduleBookings, by: users.name })
      .from(scheduleBookings)
      .leftJoin(users, eq(users.id, scheduleBookings.createdBy))
      .where(and(eq(scheduleBookings.workplaceId, this.workplaceId), eq(scheduleBookings.id, id)));
    return row;
  }

  async update(id: string, values: BookingValues): Promise<void> {
    await this.db
      .update(scheduleBookings)
      .set(values)
      .where(and(eq(scheduleBookings.workplaceId, this.workplaceId), eq(scheduleBookings.id, id)));
  }

  /** False when the workplace has no such booking. */
  async delete(id: string): Promise<boolean> {
    const gone = await this.db
      .delete(scheduleBookings)
      .where(and(eq(scheduleBookings.workplaceId, this.workplaceId), eq(scheduleBookings.id, id)))
      .returning({ id: scheduleBookings.id });
    return gone.length > 0;
  }
}

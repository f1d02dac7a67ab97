import {
  type Booking,
  type BookingBody,
  bookingBodySchema,
  bookingInPast,
  fieldError,
  scheduleRangeOk,
} from '@ponto/domain';
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { scheduleBookings, users } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { AppError, validationError } from '../../platform/errors';

type Row = typeof scheduleBookings.$inferSelect;
type Body = z.output<typeof bookingBodySchema>;

const toBooking = (row: Row, createdBy: string | null): Booking => ({
  id: row.id,
  startsAt: row.startsAt.toISOString(),
  endsAt: new Date(row.startsAt.getTime() + row.durationMinutes * 60_000).toISOString(),
  durationMinutes: row.durationMinutes,
  patientName: row.patientName,
  phone: row.phone,
  location: row.location,
  notes: row.notes,
  createdBy,
  updatedAt: row.updatedAt.toISOString(),
});

const values = (body: Body) => ({
  startsAt: new Date(body.startsAt),
  durationMinutes: body.durationMinutes,
  patientName: body.patientName,
  phone: body.phone || null,
  location: body.location || null,
  notes: body.notes || null,
});

/** §2 agenda of a workplace (docs/agenda.md): bookings by time with the patient's name. */
export class ScheduleService {
  constructor(private readonly deps: { db: Db; clock: Clock }) {}

  async list(workplaceId: string, from: Date, to: Date): Promise<{ items: Booking[] }> {
    if (!scheduleRangeOk(from, to)) throw validationError([fieldError('to', 'invalid')]);
    const rows = await this.deps.db
      .select({ b: scheduleBookings, by: users.name })
      .from(scheduleBookings)
      .leftJoin(users, eq(users.id, scheduleBookings.createdBy))
      .where(
        and(
          eq(scheduleBookings.workplaceId, workplaceId),
          gte(scheduleBookings.startsAt, from),
          lt(scheduleBookings.startsAt, to),
        ),
      )
      .orderBy(asc(scheduleBookings.startsAt), asc(scheduleBookings.patientName))
      .limit(2000);
    return { items: rows.map((r) => toBooking(r.b, r.by)) };
  }

  async save(workplaceId: string, userId: string, body: BookingBody): Promise<Booking> {
    const parsed = bookingBodySchema.parse(body);
    const now = this.deps.clock.now();
    if (bookingInPast(new Date(parsed.startsAt), now))
      throw validationError([fieldError('startsAt', 'bookingInPast')]);
    const [row] = await this.deps.db
      .insert(scheduleBookings)
      .values({ workplaceId, createdBy: userId, updatedAt: now, ...values(parsed) })
      .returning();
    return this.get(workplaceId, row!.id);
  }

  async get(workplaceId: string, id: string): Promise<Booking> {
    const [row] = await this.deps.db
      .select({ b: scheduleBookings, by: users.name })
      .from(scheduleBookings)
      .leftJoin(users, eq(users.id, scheduleBookings.createdBy))
      .where(and(eq(scheduleBookings.workplaceId, workplaceId), eq(scheduleBookings.id, id)));
    if (!row) throw new AppError('NOT_FOUND');
    return toBooking(row.b, row.by);
  }

  /** Moving a booking into the past is refused; a booking already past may have its other fields fixed. */
  async edit(workplaceId: string, id: string, body: BookingBody): Promise<Booking> {
    const parsed = bookingBodySchema.parse(body);
    const current = await this.get(workplaceId, id);
    const now = this.deps.clock.now();
    const startsAt = new Date(parsed.startsAt);
    const moved = startsAt.getTime() !== new Date(current.startsAt).getTime();
    if (moved && bookingInPast(startsAt, now))
      throw validationError([fieldError('startsAt', 'bookingInPast')]);
    await this.deps.db
      .update(scheduleBookings)
      .set({ ...values(parsed), updatedAt: now })
      .where(and(eq(scheduleBookings.workplaceId, workplaceId), eq(scheduleBookings.id, id)));
    return this.get(workplaceId, id);
  }

  async remove(workplaceId: string, id: string): Promise<{ deleted: true }> {
    const gone = await this.deps.db
      .delete(scheduleBookings)
      .where(and(eq(scheduleBookings.workplaceId, workplaceId), eq(scheduleBookings.id, id)))
      .returning({ id: scheduleBookings.id });
    if (gone.length === 0) throw new AppError('NOT_FOUND');
    return { deleted: true };
  }
}

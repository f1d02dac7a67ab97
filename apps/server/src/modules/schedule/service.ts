import {
  type Booking,
  type BookingBody,
  bookingBodySchema,
  bookingInPast,
  fieldError,
  scheduleRangeOk,
} from '@ponto/domain';
import type { z } from 'zod';
import type { Clock } from '../../platform/clock';
import { AppError, validationError } from '../../platform/errors';
import type { WorkplaceContext } from '../../request-context';
import type { BookingRow, ScheduleRepository } from './repository';

type Row = BookingRow;
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
  constructor(private readonly deps: { clock: Clock }) {}

  async list({ repos }: WorkplaceContext, from: Date, to: Date): Promise<{ items: Booking[] }> {
    if (!scheduleRangeOk(from, to)) throw validationError([fieldError('to', 'invalid')]);
    const rows = await repos.schedule.between(from, to);
    return { items: rows.map((r) => toBooking(r.b, r.by)) };
  }

  async save({ repos, caller }: WorkplaceContext, body: BookingBody): Promise<Booking> {
    const parsed = bookingBodySchema.parse(body);
    const now = this.deps.clock.now();
    if (bookingInPast(new Date(parsed.startsAt), now))
      throw validationError([fieldError('startsAt', 'bookingInPast')]);
    const id = await repos.schedule.insert({
      createdBy: caller.user.id,
      updatedAt: now,
      ...values(parsed),
    });
    return this.get(repos.schedule, id);
  }

  private async get(bookings: ScheduleRepository, id: string): Promise<Booking> {
    const row = await bookings.get(id);
    if (!row) throw new AppError('NOT_FOUND');
    return toBooking(row.b, row.by);
  }

  /** Moving a booking into the past is refused; a booking already past may have its other fields fixed. */
  async edit({ repos }: WorkplaceContext, id: string, body: BookingBody): Promise<Booking> {
    const parsed = bookingBodySchema.parse(body);
    const current = await this.get(repos.schedule, id);
    const now = this.deps.clock.now();
    const startsAt = new Date(parsed.startsAt);
    const moved = startsAt.getTime() !== new Date(current.startsAt).getTime();
    if (moved && bookingInPast(startsAt, now))
      throw validationError([fieldError('startsAt', 'bookingInPast')]);
    await repos.schedule.update(id, { ...values(parsed), updatedAt: now });
    return this.get(repos.schedule, id);
  }

  async remove({ repos }: WorkplaceContext, id: string): Promise<{ deleted: true }> {
    if (!(await repos.schedule.delete(id))) throw new AppError('NOT_FOUND');
    return { deleted: true };
  }
}

import { describe, expect, it } from 'vitest';
import { bookingBodySchema, bookingInPast, scheduleRangeOk } from './booking';

describe('agenda bookings', () => {
  it('needs a time with its offset and a person name; 15 minutes by default', () => {
    const ok = bookingBodySchema.parse({ startsAt: '2026-12-10T09:30:00-03:00', patientName: 'Maria Souza' });
    expect(ok.durationMinutes).toBe(15);
    expect(bookingBodySchema.safeParse({ startsAt: '10/12/2026', patientName: 'Maria' }).success).toBe(false);
    expect(
      bookingBodySchema.safeParse({ startsAt: '2026-12-10T09:30:00Z', patientName: 'M4ria' }).success,
    ).toBe(false);
    expect(
      bookingBodySchema.safeParse({
        startsAt: '2026-12-10T09:30:00Z',
        patientName: 'Maria',
        durationMinutes: 500,
      }).success,
    ).toBe(false);
  });

  it('refuses the past, with a minute of slack', () => {
    const now = new Date('2026-11-24T12:00:00Z');
    expect(bookingInPast(new Date('2026-11-24T11:59:30Z'), now)).toBe(false);
    expect(bookingInPast(new Date('2026-11-24T11:58:00Z'), now)).toBe(true);
  });

  it('answers windows of up to 62 days', () => {
    const from = new Date('2026-11-01T00:00:00Z');
    expect(scheduleRangeOk(from, new Date('2026-12-13T00:00:00Z'))).toBe(true);
    expect(scheduleRangeOk(from, new Date('2027-01-03T00:00:01Z'))).toBe(false);
    expect(scheduleRangeOk(from, from)).toBe(false);
  });
});

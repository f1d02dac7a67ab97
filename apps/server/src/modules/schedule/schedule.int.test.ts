import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduleBookings } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { orderingOperator } from '../ordering/test-fixtures';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
});
afterAll(async () => {
  await app?.stop();
});

type Op = Awaited<ReturnType<typeof orderingOperator>>;
const call = (op: Op, url: string, payload?: object, headers: Record<string, string> = {}) =>
  app.http.inject({
    method: url.startsWith('/schedule?') ? 'GET' : 'POST',
    url,
    headers: { ...op.headers, ...headers },
    ...(payload ? { payload } : {}),
  });
const inHours = (hours: number) => new Date(app.clock.now().getTime() + hours * 3_600_000).toISOString();
const window = () =>
  `/schedule?from=${encodeURIComponent(inHours(-24))}&to=${encodeURIComponent(inHours(24 * 30))}`;

describe('agenda (§2, §7 schedule calls)', () => {
  it('saves, lists, edits and deletes a booking; ids go in the header', async () => {
    const op = await orderingOperator(app);
    const saved = await call(op, '/schedule/save', {
      startsAt: inHours(2),
      patientName: 'Maria Souza',
      location: 'Box 1',
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const booking = saved.json();
    expect(booking).toMatchObject({ durationMinutes: 15, patientName: 'Maria Souza', location: 'Box 1' });
    expect(new Date(booking.endsAt).getTime() - new Date(booking.startsAt).getTime()).toBe(15 * 60_000);

    const list = (await call(op, window())).json();
    expect(list.items.map((b: { id: string }) => b.id)).toEqual([booking.id]);

    const edited = await call(
      op,
      '/schedule/edit',
      { startsAt: inHours(3), durationMinutes: 30, patientName: 'Maria Souza Lima' },
      { id: booking.id },
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      durationMinutes: 30,
      patientName: 'Maria Souza Lima',
      location: null,
    });

    expect((await call(op, '/schedule/delete', undefined, { id: booking.id })).json()).toEqual({
      deleted: true,
    });
    expect((await call(op, window())).json().items).toEqual([]);
    expect((await call(op, '/schedule/delete', undefined, { id: booking.id })).statusCode).toBe(404);
  });

  it('names the field of bad input and saves nothing', async () => {
    const op = await orderingOperator(app);
    const past = await call(op, '/schedule/save', { startsAt: inHours(-1), patientName: 'Maria' });
    expect(past.statusCode).toBe(400);
    expect(past.json().error.fields).toEqual([
      expect.objectContaining({ field: 'startsAt', messageKey: 'validation:bookingInPast' }),
    ]);
    const name = await call(op, '/schedule/save', { startsAt: inHours(1), patientName: 'M4ria' });
    expect(name.json().error.fields[0]).toMatchObject({
      field: 'patientName',
      messageKey: 'validation:invalidPersonName',
    });
    const long = await call(op, '/schedule/save', {
      startsAt: inHours(1),
      patientName: 'Maria',
      durationMinutes: 300,
    });
    expect(long.json().error.fields[0].field).toBe('durationMinutes');
    expect((await call(op, window())).json().items).toEqual([]);
    const range = await call(
      op,
      `/schedule?from=${encodeURIComponent(inHours(0))}&to=${encodeURIComponent(inHours(24 * 90))}`,
    );
    expect(range.statusCode).toBe(400);
  });

  it("keeps workplaces apart: another workplace's booking is not found", async () => {
    const op = await orderingOperator(app);
    const other = await orderingOperator(app);
    const booking = (
      await call(op, '/schedule/save', { startsAt: inHours(5), patientName: 'Ana Lima' })
    ).json();
    expect((await call(other, window())).json().items).toEqual([]);
    const edit = await call(
      other,
      '/schedule/edit',
      { startsAt: inHours(6), patientName: 'Outra' },
      { id: booking.id },
    );
    expect(edit.statusCode).toBe(404);
    expect((await call(other, '/schedule/delete', undefined, { id: booking.id })).statusCode).toBe(404);
    expect((await call(op, window())).json().items).toHaveLength(1);
  });

  it('a past booking may have its notes fixed but not be moved into the past', async () => {
    const op = await orderingOperator(app);
    const booking = (
      await call(op, '/schedule/save', { startsAt: inHours(1), patientName: 'Ana Lima' })
    ).json();
    // As if its time had passed: three hours ago.
    const past = new Date(app.clock.now().getTime() - 3 * 3_600_000);
    await app.database.db
      .update(scheduleBookings)
      .set({ startsAt: past })
      .where(eq(scheduleBookings.id, booking.id));
    const notes = await call(
      op,
      '/schedule/edit',
      { startsAt: past.toISOString(), patientName: 'Ana Lima', notes: 'Não compareceu' },
      { id: booking.id },
    );
    expect(notes.statusCode, notes.body).toBe(200);
    expect(notes.json().notes).toBe('Não compareceu');
    const moved = await call(
      op,
      '/schedule/edit',
      { startsAt: inHours(-1), patientName: 'Ana Lima' },
      { id: booking.id },
    );
    expect(moved.json().error.fields[0].messageKey).toBe('validation:bookingInPast');
  });
});

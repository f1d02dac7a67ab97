import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driveThroughHolds, preExams } from '../../db/schema';
import { randomCpf } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { colleagueOf, order, orderingOperator, registration } from '../ordering/test-fixtures';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  // 07:00 in São Paulo: the lane of these tests opens at 08:00.
  app.clock.set(new Date('2026-11-26T10:00:00Z'));
});
afterAll(async () => {
  await app?.stop();
});

type Op = Awaited<ReturnType<typeof orderingOperator>>;
const DAY = '2026-11-26';
const at = (hhmm: string) => new Date(`${DAY}T${hhmm}:00-03:00`).toISOString();

function call(
  op: Op,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  headers = {},
) {
  return app.http.inject({
    method,
    url,
    headers: { ...op.headers, ...headers },
    ...(payload ? { payload } : {}),
  });
}

async function laneOf(op: Op, name = 'Drive-thru 1') {
  const manager = await colleagueOf(app, op, { roles: ['operator', 'manager'] });
  const res = await call(manager, 'POST', '/totem/places', { name, opensAt: '08:00', closesAt: '12:00' });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string };
}

const reserve = (op: Op, placeId: string, slots: string[]) =>
  call(op, 'PUT', '/totem/reserve', { placeId, slots });

async function statuses(op: Op, placeId: string) {
  const res = await call(op, 'GET', '/totem/getAvailable', undefined, {
    timestamp: at('09:00'),
    place: placeId,
  });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { slots: Array<{ timestamp: string; status: string }> };
  return new Map(body.slots.map((s) => [s.timestamp, s.status]));
}

const save = (op: Op, extra: Record<string, unknown>) =>
  call(op, 'POST', '/pre-exams', {
    subject: {
      kind: 'patient',
      registration: registration(randomCpf(), extra.patient as Record<string, unknown>),
    },
    order: order([2]),
    ...extra,
    patient: undefined,
  });

const fieldsOf = (res: { json(): unknown }) =>
  (
    (res.json() as { error: { fields?: Array<{ field: string; messageKey: string }> } }).error.fields ?? []
  ).map((f) => [f.field, f.messageKey]);

describe('drive-through places', () => {
  it('are added and changed by managers only, with opening hours checked', async () => {
    const op = await orderingOperator(app);
    expect(
      (await call(op, 'POST', '/totem/places', { name: 'Faixa', opensAt: '08:00', closesAt: '12:00' }))
        .statusCode,
    ).toBe(403);
    const place = await laneOf(op);
    const manager = await colleagueOf(app, op, { roles: ['operator', 'manager'] });
    const again = await call(manager, 'POST', '/totem/places', {
      name: 'Drive-thru 1',
      opensAt: '08:00',
      closesAt: '12:00',
    });
    expect(fieldsOf(again)).toEqual([['name', 'validation:driveThroughPlaceNameTaken']]);
    const inverted = await call(manager, 'POST', '/totem/places', {
      name: 'Faixa 2',
      opensAt: '18:00',
      closesAt: '08:00',
    });
    expect(fieldsOf(inverted)).toEqual([['closesAt', 'validation:closesBeforeOpens']]);

    const closed = await call(manager, 'PUT', `/totem/places/${place.id}`, {
      name: 'Drive-thru 1',
      opensAt: '08:00',
      closesAt: '12:00',
      active: false,
    });
    expect(closed.json()).toMatchObject({ active: false });
    expect((await call(op, 'GET', '/totem/getPlaces')).json().items).toEqual([]);
    expect((await call(op, 'GET', '/totem/getPlaces?all=true')).json().items).toHaveLength(1);
    expect((await reserve(op, place.id, [at('08:00')])).statusCode).toBe(404);

    const other = await orderingOperator(app);
    const otherManager = await colleagueOf(app, other, { roles: ['operator', 'manager'] });
    const foreign = await call(otherManager, 'PUT', `/totem/places/${place.id}`, {
      name: 'Minha',
      opensAt: '08:00',
      closesAt: '12:00',
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('drive-through times (§7 totem calls, §9)', () => {
  it('offers 10-minute times of the place day and holds consecutive ones only', async () => {
    const op = await orderingOperator(app);
    const place = await laneOf(op);
    const day = await statuses(op, place.id);
    expect(day.size).toBe(24);
    expect([...day.keys()][0]).toBe(new Date(at('08:00')).toISOString());
    expect([...day.keys()][23]).toBe(new Date(at('11:50')).toISOString());
    expect(new Set(day.values())).toEqual(new Set(['available']));

    expect(fieldsOf(await reserve(op, place.id, [at('08:00'), at('08:20')]))).toEqual([
      ['slots', 'validation:driveThroughNotConsecutive'],
    ]);
    expect(fieldsOf(await reserve(op, place.id, [at('12:00')]))).toEqual([
      ['slots', 'validation:driveThroughOutsideHours'],
    ]);
    expect(fieldsOf(await reserve(op, place.id, [at('08:05')]))).toEqual([
      ['slots', 'validation:driveThroughOutsideHours'],
    ]);

    const held = await reserve(op, place.id, [at('09:10'), at('09:00'), at('09:20')]);
    expect(held.statusCode, held.body).toBe(200);
    expect(held.json()).toMatchObject({
      success: true,
      hold: {
        placeName: 'Drive-thru 1',
        slots: [at('09:00'), at('09:10'), at('09:20')].map((s) => ({
          startsAt: new Date(s).toISOString(),
          protocolNumber: null,
        })),
        expiresAt: new Date(Date.parse('2026-11-26T10:15:00Z')).toISOString(),
      },
    });
    const after = await statuses(op, place.id);
    expect(
      [at('08:50'), at('09:00'), at('09:20'), at('09:30')].map((s) => after.get(new Date(s).toISOString())),
    ).toEqual(['available', 'held', 'held', 'available']);
    expect((await reserve(op, place.id, [at('09:20'), at('09:30')])).json().error.code).toBe(
      'DRIVE_THROUGH_SLOT_TAKEN',
    );
  });

  it('gives three cohabitants consecutive times as each registration is saved', async () => {
    const op = await orderingOperator(app);
    const place = await laneOf(op);
    const hold = (await reserve(op, place.id, [at('10:00'), at('10:10'), at('10:20')])).json().hold;

    const first = await save(op, { driveThroughHoldId: hold.id, patient: { fullName: 'Ana Lima' } });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().driveThrough).toEqual({
      startsAt: new Date(at('10:00')).toISOString(),
      placeName: 'Drive-thru 1',
      timeZone: 'America/Sao_Paulo',
    });
    const householdId = first.json().householdId;
    const names = ['Bruno Lima', 'Carla Lima'];
    const times = [];
    for (const fullName of names) {
      const res = await save(op, { driveThroughHoldId: hold.id, householdId, patient: { fullName } });
      expect(res.statusCode, res.body).toBe(201);
      times.push(res.json().driveThrough.startsAt);
    }
    expect(times).toEqual([at('10:10'), at('10:20')].map((s) => new Date(s).toISOString()));

    const fourth = await save(op, { driveThroughHoldId: hold.id, householdId });
    expect(fieldsOf(fourth)).toEqual([['driveThroughHoldId', 'validation:driveThroughHoldLost']]);

    const schedule = (await call(op, 'GET', '/totem/getSchedule', undefined, { day: DAY })).json();
    const reserved = schedule.places[0].slots.filter((s: { status: string }) => s.status === 'reserved');
    expect(
      reserved.map((s: { patientName: string; householdId: string }) => [s.patientName, s.householdId]),
    ).toEqual([
      ['Ana Lima', householdId],
      ['Bruno Lima', householdId],
      ['Carla Lima', householdId],
    ]);
    expect(reserved.every((s: { protocolNumber: string }) => /^\d{10}$/.test(s.protocolNumber))).toBe(true);

    // Another household cannot use this hold's times.
    const stranger = await save(op, { driveThroughHoldId: hold.id });
    expect(fieldsOf(stranger)).toEqual([['driveThroughHoldId', 'validation:driveThroughHoldLost']]);
  });

  it('lets exactly one of two operators taking the same time at once win', async () => {
    const op = await orderingOperator(app);
    const colleague = await colleagueOf(app, op);
    const place = await laneOf(op);
    const results = await Promise.all([
      reserve(op, place.id, [at('11:00'), at('11:10')]),
      reserve(colleague, place.id, [at('11:10'), at('11:20')]),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const loser = results.find((r) => r.statusCode === 409)!;
    expect(loser.json().error.code).toBe('DRIVE_THROUGH_SLOT_TAKEN');
    const day = await statuses(op, place.id);
    const held = [...day.entries()].filter(([, s]) => s === 'held').map(([t]) => t);
    expect(held).toHaveLength(2);
  });

  it('lets a hold lapse when registration is not finished, and refuses it once its time was taken', async () => {
    const op = await orderingOperator(app);
    const colleague = await colleagueOf(app, op);
    const place = await laneOf(op);
    const stale = (await reserve(op, place.id, [at('08:30')])).json().hold;
    const lapsed = (await reserve(op, place.id, [at('08:40')])).json().hold;
    const expire = (id: string) =>
      app.database.db
        .update(driveThroughHolds)
        .set({ expiresAt: new Date('2026-11-26T09:59:00Z') })
        .where(eq(driveThroughHolds.id, id));
    await expire(stale.id);
    await expire(lapsed.id);
    expect((await statuses(op, place.id)).get(new Date(at('08:30')).toISOString())).toBe('available');

    // Nobody took 08:40 after it lapsed: finishing the registration still gets it.
    const late = await save(op, { driveThroughHoldId: lapsed.id });
    expect(late.statusCode, late.body).toBe(201);

    const taken = await reserve(colleague, place.id, [at('08:30')]);
    expect(taken.statusCode, taken.body).toBe(200);
    const before = (
      await app.database.db.select().from(preExams).where(eq(preExams.workplaceId, op.workplace.id))
    ).length;
    const refused = await save(op, { driveThroughHoldId: stale.id });
    expect(fieldsOf(refused)).toEqual([['driveThroughHoldId', 'validation:driveThroughHoldLost']]);
    const afterCount = (
      await app.database.db.select().from(preExams).where(eq(preExams.workplaceId, op.workplace.id))
    ).length;
    expect(afterCount).toBe(before);
  });

  it('gives back unconfirmed times on release and keeps other workplaces out', async () => {
    const op = await orderingOperator(app);
    const place = await laneOf(op);
    const hold = (await reserve(op, place.id, [at('11:30'), at('11:40')])).json().hold;
    await save(op, { driveThroughHoldId: hold.id });
    const released = await call(op, 'DELETE', `/totem/holds/${hold.id}`);
    expect(released.json().slots).toEqual([
      { startsAt: new Date(at('11:30')).toISOString(), protocolNumber: expect.any(String) },
    ]);
    const day = await statuses(op, place.id);
    expect([at('11:30'), at('11:40')].map((s) => day.get(new Date(s).toISOString()))).toEqual([
      'reserved',
      'available',
    ]);

    const other = await orderingOperator(app);
    expect((await call(other, 'GET', `/totem/holds/${hold.id}`)).statusCode).toBe(404);
    expect((await call(other, 'DELETE', `/totem/holds/${hold.id}`)).statusCode).toBe(404);
    expect((await reserve(other, place.id, [at('11:40')])).statusCode).toBe(404);
    expect((await save(other, { driveThroughHoldId: hold.id })).statusCode).toBe(400);
    const schedule = (await call(other, 'GET', '/totem/getSchedule', undefined, { day: DAY })).json();
    expect(schedule.places).toEqual([]);
  });

  it('marks times that are over as past', async () => {
    app.clock.set(new Date('2026-11-26T12:15:00Z')); // 09:15 in São Paulo (logins are signed at this time)
    try {
      const op = await orderingOperator(app);
      const place = await laneOf(op);
      const day = await statuses(op, place.id);
      expect([at('09:00'), at('09:10'), at('09:20')].map((s) => day.get(new Date(s).toISOString()))).toEqual([
        'past',
        'available',
        'available',
      ]);
      expect(fieldsOf(await reserve(op, place.id, [at('09:00')]))).toEqual([
        ['slots', 'validation:driveThroughSlotPast'],
      ]);
    } finally {
      app.clock.set(new Date('2026-11-26T10:00:00Z'));
    }
  });
});

import type { DriveThroughSlotStatus } from '@ponto/domain';
import { describe, expect, it } from 'vitest';
import { isTaken, type Lane, laneRows, shiftDay, zoneLabel } from './lanes';

const place = (id: string): Lane['place'] => ({
  id,
  name: id,
  opensAt: '08:00',
  closesAt: '09:00',
  timeZone: 'America/Sao_Paulo',
  active: true,
});

/** One lane from 08:00 (11:00Z), a time every 10 minutes: [status, householdId] each. */
function lane(id: string, slots: [DriveThroughSlotStatus, string | null][]): Lane {
  return {
    place: place(id),
    slots: slots.map(([status, householdId], i) => ({
      timestamp: new Date(Date.UTC(2026, 10, 25, 11, i * 10)).toISOString(),
      status,
      patientName: isTaken(status) ? `P${i}` : null,
      protocolNumber: null,
      householdId,
      heldBy: null,
    })),
  };
}

const cars = (rows: ReturnType<typeof laneRows>) => rows.map((r) => r.rows.map((row) => row.car));

describe('drive-through lanes of a day', () => {
  it('numbers each car of two or more times, and not a household of one', () => {
    const rows = laneRows([
      lane('A', [
        ['past', null],
        ['reserved', 'h1'],
        ['reserved', 'h1'],
        ['reserved', 'h2'],
        ['held', 'h3'],
        ['held', 'h3'],
        ['available', null],
      ]),
    ]);
    expect(cars(rows)).toEqual([[null, 1, 1, null, 2, 2, null]]);
  });

  it('keeps one car when some of its times are confirmed and the rest still held', () => {
    const rows = laneRows([
      lane('A', [
        ['reserved', 'h1'],
        ['held', 'h1'],
        ['held', 'h1'],
      ]),
    ]);
    expect(cars(rows)).toEqual([[1, 1, 1]]);
  });

  it('does not join held times whose household is not known yet, nor a free time between two of a household', () => {
    const rows = laneRows([
      lane('A', [
        ['held', null],
        ['held', null],
        ['reserved', 'h1'],
        ['available', 'h1'],
        ['reserved', 'h1'],
      ]),
    ]);
    expect(cars(rows)).toEqual([[null, null, null, null, null]]);
  });

  it('numbers cars by their first time across lanes, the first lane first on a tie', () => {
    const rows = laneRows([
      lane('A', [
        ['available', null],
        ['reserved', 'late'],
        ['reserved', 'late'],
      ]),
      lane('B', [
        ['reserved', 'early'],
        ['reserved', 'early'],
        ['reserved', 'tie'],
        ['reserved', 'tie'],
      ]),
    ]);
    expect(cars(rows)).toEqual([
      [null, 2, 2],
      [1, 1, 3, 3],
    ]);
    expect(rows.map((r) => r.place.id)).toEqual(['A', 'B']);
  });

  it('moves days across months, years and leap days', () => {
    expect(shiftDay('2026-11-30', 1)).toBe('2026-12-01');
    expect(shiftDay('2027-01-01', -1)).toBe('2026-12-31');
    expect(shiftDay('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('names a zone with its offset at the moment given', () => {
    expect(zoneLabel('America/Sao_Paulo', new Date('2026-07-01T12:00:00Z'))).toBe(
      'America/Sao Paulo (GMT-03:00)',
    );
    expect(zoneLabel('Europe/Lisbon', new Date('2026-07-01T12:00:00Z'))).toBe('Europe/Lisbon (GMT+01:00)');
  });
});

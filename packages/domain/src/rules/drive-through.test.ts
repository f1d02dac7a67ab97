import { describe, expect, it } from 'vitest';
import { driveThroughEstimateMs, driveThroughSlots } from './drive-through';

describe('drive-through slots', () => {
  it('gives cohabitants consecutive 10-minute guaranteed slots', () => {
    const slots = driveThroughSlots('2024-06-15T09:00:00.000Z', 3);
    expect(slots.map((s) => [s.patientIndex, s.startsAt.toISOString(), s.endsAt.toISOString()])).toEqual([
      [0, '2024-06-15T09:00:00.000Z', '2024-06-15T09:10:00.000Z'],
      [1, '2024-06-15T09:10:00.000Z', '2024-06-15T09:20:00.000Z'],
      [2, '2024-06-15T09:20:00.000Z', '2024-06-15T09:30:00.000Z'],
    ]);
  });

  it.each([
    [0, 0],
    [-1, 0],
    [3, 900_000],
  ])('%i patients: estimate %i ms', (patients, ms) => {
    expect(driveThroughEstimateMs(patients)).toBe(ms);
    expect(driveThroughSlots(0, patients)).toHaveLength(Math.max(0, patients));
  });
});

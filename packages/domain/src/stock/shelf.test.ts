import { describe, expect, it } from 'vitest';
import { shelfLotFor } from './shelf';

const shelf = [
  { examIndex: 1, lotNumber: 'COB101001002', expiresOn: '2026-12-20' },
  { examIndex: 1, lotNumber: 'COA101001001', expiresOn: '2026-12-03' },
  { examIndex: 1, lotNumber: 'COC101001003', expiresOn: '2026-11-01' },
  { examIndex: 2, lotNumber: 'HIA102002001', expiresOn: '2027-01-10' },
];
const now = new Date('2026-11-28T12:00:00Z');

describe('shelfLotFor', () => {
  it('takes the unexpired lot of the exam that expires first', () => {
    expect(shelfLotFor(shelf, 1, now)?.lotNumber).toBe('COA101001001');
    expect(shelfLotFor(shelf, 2, now)?.lotNumber).toBe('HIA102002001');
  });

  it('uses a lot through its whole expiry day, not after', () => {
    expect(shelfLotFor(shelf, 1, new Date('2026-12-03T23:59:00Z'))?.lotNumber).toBe('COA101001001');
    expect(shelfLotFor(shelf, 1, new Date('2026-12-04T00:00:00Z'))?.lotNumber).toBe('COB101001002');
  });

  it('has none for an exam the shelf does not hold, or whose lots all expired', () => {
    expect(shelfLotFor(shelf, 3, now)).toBeNull();
    expect(shelfLotFor(shelf, 2, new Date('2027-02-01T00:00:00Z'))).toBeNull();
  });
});

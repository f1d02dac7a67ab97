import { describe, expect, it } from 'vitest';
import { parseScenario } from '../scenario/scenario';
import { createExamSession, type NewExam } from './exam-session';

const base: NewExam = {
  examId: 'e1',
  examIndex: 2,
  family: 'Flow',
  exam: parseScenario({}).exam,
  random: () => 0.5,
  now: new Date('2026-11-28T12:00:00Z'),
  insertLate: false,
};

describe('the capsule of a new exam', () => {
  it('comes from the lot on the workplace’s shelf', () => {
    expect(createExamSession({ ...base, shelfLot: 'HIA102002001' }).lot).toBe('HIA102002001');
  });

  it('comes from the scenario when it names a lot, whatever the shelf holds', () => {
    const session = createExamSession({
      ...base,
      exam: parseScenario({ exam: { lot: 'SCN000000001' } }).exam,
      shelfLot: 'HIA102002001',
    });
    expect(session.lot).toBe('SCN000000001');
  });

  it('is made up when the reader has no shelf lot for the exam', () => {
    expect(createExamSession({ ...base, shelfLot: null }).lot).toMatch(/^L\d{9}$/);
  });
});

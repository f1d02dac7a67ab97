import { isCriticalValue } from '@ponto/domain';
import type { Db } from '../../db/database';
import type { NewResult } from '../results/repository';
import { CriticalRangeRepository } from './repository';

/** The rows to store, each flagged when outside the critical range in force at the workplace now. */
export async function withCriticalFlags(
  db: Db,
  exam: { workplaceId: string; examId: string },
  rows: NewResult[],
): Promise<NewResult[]> {
  const ranges = await new CriticalRangeRepository(db, exam.workplaceId).inForce(exam.examId);
  return rows.map((row) => ({
    ...row,
    critical: isCriticalValue(
      { qualitative: row.qualitative, value: row.value, valid: row.valid },
      ranges.get(row.analyteCode),
    ),
  }));
}

/** After a rectify: the flags follow the new values. */
export async function refreshCriticalFlags(
  db: Db,
  exam: { id: string; workplaceId: string; examId: string },
): Promise<void> {
  const repo = new CriticalRangeRepository(db, exam.workplaceId);
  const ranges = await repo.inForce(exam.examId);
  const rows = await repo.results(exam.id);
  for (const row of rows) {
    const critical = isCriticalValue(row, ranges.get(row.analyteCode));
    if (critical !== row.critical) await repo.setCritical(row.id, critical);
  }
}

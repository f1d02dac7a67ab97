import type { CriticalNoticeAnalyte } from '@ponto/domain';
import type { Db } from '../../db/database';
import { ResultRepository } from '../results/repository';
import { CriticalNoticeRepository } from './notice-repository';
import { CriticalRangeRepository } from './repository';

export interface CriticalExam {
  id: string;
  workplaceId: string;
  examId: string;
}

/**
 * When an exam's results are ready (or rectified) with critical values, the workplace gets a notice that
 * waits until someone records who was told. Runs in the caller's transaction, so the notice commits with
 * the results. Answers the critical results (none: no notice) and whether a new notice was opened.
 */
export async function openCriticalNotice(
  db: Db,
  exam: CriticalExam,
  at: Date,
): Promise<{ analytes: CriticalNoticeAnalyte[]; opened: boolean }> {
  const critical = (await new ResultRepository(db).of(exam.id)).filter((r) => r.critical);
  if (critical.length === 0) return { analytes: [], opened: false };
  const ranges = await new CriticalRangeRepository(db, exam.workplaceId).inForce(exam.examId);
  const analytes = critical.map((r) => ({
    code: r.analyteCode,
    name: r.analyteName,
    value: r.value,
    unit: r.unit,
    criticalRange: ranges.get(r.analyteCode) ?? { lower: null, upper: null },
  }));
  const opened = await new CriticalNoticeRepository(db, exam.workplaceId).open(
    { examRequestId: exam.id, analytes },
    at,
  );
  return { analytes, opened };
}

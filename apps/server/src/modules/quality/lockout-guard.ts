import type { Db } from '../../db/database';
import { AppError } from '../../platform/errors';
import { QualityRepository } from './repository';
import { type ExamRow, lockoutEnabled, standingOf } from './standing';

/**
 * The QC lockout at a patient exam's start (docs/quality.md): with the workplace's lockout on, a reader and
 * exam whose internal control is missing, overdue or failed take no patient exam, unless a manager's
 * override is waiting; the start uses it up in its own transaction, so two starts never share one.
 */
export async function assertQualityAllows(
  db: Db,
  start: { workplaceId: string; examId: string; examRequestId: string; actorId: string },
  reader: { id: string; code: string; family: string },
  now: Date,
): Promise<void> {
  if (!(await lockoutEnabled(db, start.workplaceId))) return;
  const quality = new QualityRepository(db, start.workplaceId);
  const exam = await quality.exam(start.examId);
  if (!exam) throw new AppError('NOT_FOUND');
  const row = await standingOf(db, reader, exam as ExamRow, true, now);
  if (row.standing.state === 'ok') return;
  const used = await quality.useOverride(reader.id, exam.id, now, start.examRequestId);
  if (!used) throw new AppError('QUALITY_CONTROL_LOCKOUT');
  await quality.insertEvent({
    kind: 'overrideUsed',
    by: start.actorId,
    at: now,
    detail: {
      overrideId: used,
      readerCode: reader.code,
      examCode: exam.code,
      examRequestId: start.examRequestId,
    },
  });
}

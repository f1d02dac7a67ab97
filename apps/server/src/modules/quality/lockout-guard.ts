import { AppError } from '../../platform/errors';
import type { WorkplaceRepositories } from '../../workplace-repositories';
import { type ExamRow, standingOf } from './standing';

/**
 * The QC lockout at a patient exam's start (docs/quality.md): with the workplace's lockout on, a reader and
 * exam whose internal control is missing, overdue or failed take no patient exam, unless a manager's
 * override is waiting; the start uses it up in its own transaction, so two starts never share one: the
 * context's repositories are bound to the workplace and to that transaction.
 */
export async function assertQualityAllows(
  { repos }: { repos: Pick<WorkplaceRepositories, 'quality' | 'qualityStandings'> },
  start: { examId: string; examRequestId: string; actorId: string },
  reader: { id: string; code: string; family: string },
  now: Date,
): Promise<void> {
  const { quality, qualityStandings } = repos;
  if (!(await qualityStandings.lockoutEnabled())) return;
  const exam = await quality.exam(start.examId);
  if (!exam) throw new AppError('NOT_FOUND');
  const row = await standingOf(qualityStandings, reader, exam as ExamRow, true, now);
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

import type { Db } from '../../db/database';
import { ReportRepository } from './repository';

/** Where a report's result came from: the sample, the reader, the capsule's lot and who ran the test. */
export interface Traceability {
  collectedAt: Date | null;
  reader: { code: string; family: string } | null;
  lot: { number: string; expiresOn: string } | null;
  operator: { name: string; document: string } | null;
}

/**
 * Read from each exam's last run, for several exams at once (a query per kind, not per exam): the capsule
 * went in when the sample did, so that is the collection time. A result typed by hand (§2 external entry)
 * has no run: then whoever typed it ran the test.
 */
export async function traceabilitiesOf(
  db: Db,
  exams: ReadonlyArray<{ examRequestId: string; workplaceId: string }>,
): Promise<Map<string, Traceability>> {
  const reports = new ReportRepository(db);
  const ids = exams.map((exam) => exam.examRequestId);
  const [runs, used, typists] = await Promise.all([
    reports.lastRuns(ids),
    reports.lastCapsuleLots(ids),
    reports.typists(ids),
  ]);
  const traced = new Map<string, Traceability>();
  for (const { examRequestId, workplaceId } of exams) {
    const run = runs.get(examRequestId);
    const lotNumber = run?.lotNumber;
    traced.set(examRequestId, {
      collectedAt: run ? (run.capsuleInsertedAt ?? run.nfcReadAt ?? run.startedAt) : null,
      reader: run ? { code: run.readerCode, family: run.readerFamily } : null,
      // A run that names a lot but recorded no capsule (rare): that lot, looked up on its own.
      lot: used.get(examRequestId) ?? (lotNumber ? await reports.lotByNumber(workplaceId, lotNumber) : null),
      operator: run?.operatorName
        ? { name: run.operatorName, document: run.operatorDocument ?? '' }
        : (typists.get(examRequestId) ?? null),
    });
  }
  return traced;
}

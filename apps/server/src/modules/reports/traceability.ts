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
 * Read from the exam's last run: the capsule went in when the sample did, so that is the collection
 * time. A result typed by hand (§2 external entry) has no run: then whoever typed it ran the test.
 */
export async function traceabilityOf(
  db: Db,
  { examRequestId, workplaceId }: { examRequestId: string; workplaceId: string },
): Promise<Traceability> {
  const reports = new ReportRepository(db);
  const [run, used] = await Promise.all([
    reports.lastRun(examRequestId),
    reports.lastCapsuleLot(examRequestId),
  ]);
  const operator = run?.operatorName
    ? { name: run.operatorName, document: run.operatorDocument ?? '' }
    : await reports.typist(examRequestId);
  return {
    collectedAt: run ? (run.capsuleInsertedAt ?? run.nfcReadAt ?? run.startedAt) : null,
    reader: run ? { code: run.readerCode, family: run.readerFamily } : null,
    lot: used ?? (run?.lotNumber ? await reports.lotByNumber(workplaceId, run.lotNumber) : null),
    operator,
  };
}

import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { capsulesUsed, examResults, examRuns, lots, readers, users } from '../../db/schema';

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
  const [run] = await db
    .select({
      startedAt: examRuns.startedAt,
      nfcReadAt: examRuns.nfcReadAt,
      capsuleInsertedAt: examRuns.capsuleInsertedAt,
      lotNumber: examRuns.lotNumber,
      readerCode: readers.code,
      readerFamily: readers.family,
      operatorName: users.name,
      operatorDocument: users.document,
    })
    .from(examRuns)
    .innerJoin(readers, eq(readers.id, examRuns.readerId))
    .leftJoin(users, eq(users.id, examRuns.startedBy))
    .where(eq(examRuns.examRequestId, examRequestId))
    .orderBy(desc(examRuns.startedAt))
    .limit(1);
  const [used] = await db
    .select({ number: lots.lotNumber, expiresOn: lots.expiresOn })
    .from(capsulesUsed)
    .innerJoin(lots, eq(lots.id, capsulesUsed.lotId))
    .where(eq(capsulesUsed.examRequestId, examRequestId))
    .orderBy(desc(capsulesUsed.usedAt))
    .limit(1);
  const operator = run?.operatorName
    ? { name: run.operatorName, document: run.operatorDocument ?? '' }
    : await typistOf(db, examRequestId);
  return {
    collectedAt: run ? (run.capsuleInsertedAt ?? run.nfcReadAt ?? run.startedAt) : null,
    reader: run ? { code: run.readerCode, family: run.readerFamily } : null,
    lot: used ?? (run?.lotNumber ? await lotByNumber(db, workplaceId, run.lotNumber) : null),
    operator,
  };
}

async function typistOf(db: Db, examRequestId: string) {
  const [row] = await db
    .select({ name: users.name, document: users.document })
    .from(examResults)
    .innerJoin(users, eq(users.id, examResults.enteredBy))
    .where(eq(examResults.examRequestId, examRequestId))
    .limit(1);
  return row ?? null;
}

async function lotByNumber(db: Db, workplaceId: string, lotNumber: string) {
  const [row] = await db
    .select({ number: lots.lotNumber, expiresOn: lots.expiresOn })
    .from(lots)
    .where(and(eq(lots.workplaceId, workplaceId), eq(lots.lotNumber, lotNumber)))
    .limit(1);
  return row ?? null;
}

import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  examRequests,
  examResults,
  exams,
  hl7Configs,
  hl7Messages,
  patients,
  preExams,
  workplaces,
} from '../../db/schema';

export type Hl7ConfigRow = typeof hl7Configs.$inferSelect;
export type Hl7MessageRow = typeof hl7Messages.$inferSelect;

/** A due message with where to send it (its workplace's configuration now). */
export interface ClaimedHl7Message extends Hl7MessageRow {
  host: string;
  port: number;
  tls: boolean;
}

/** How long a claimed message stays with its worker: past the ACK timeout, then it is due again. */
export const HL7_CLAIM_LEASE_MS = 120_000;

/**
 * The SQL of the HL7 send queue: the worker's calls span every workplace (a workplace's configuration and
 * log are read through Hl7LogRepository).
 */
export class Hl7Repository {
  constructor(private readonly db: Db) {}

  /**
   * Claims due messages of workplaces whose LIS is configured and on. SKIP LOCKED lets several workers and
   * processes share the queue; the lease makes a message whose worker died due again (at least once).
   */
  async claimDue(now: Date, limit: number): Promise<ClaimedHl7Message[]> {
    return this.db.transaction(async (tx) => {
      const due = await tx
        .select({ message: hl7Messages, host: hl7Configs.host, port: hl7Configs.port, tls: hl7Configs.tls })
        .from(hl7Messages)
        .innerJoin(hl7Configs, eq(hl7Configs.workplaceId, hl7Messages.workplaceId))
        .where(
          and(
            eq(hl7Messages.status, 'pending'),
            lte(hl7Messages.nextAttemptAt, now),
            eq(hl7Configs.enabled, true),
            // An exam's messages go in the order they were made: a correction never reaches the LIS before
            // the result it corrects, which would otherwise overwrite it there. Made at the same instant,
            // the original goes first.
            sql`not exists (select 1 from ${hl7Messages} earlier where earlier.exam_request_id = ${hl7Messages.examRequestId} and earlier.status = 'pending' and (earlier.created_at, earlier.corrected, earlier.id) < (${hl7Messages.createdAt}, ${hl7Messages.corrected}, ${hl7Messages.id}))`,
          ),
        )
        .orderBy(hl7Messages.nextAttemptAt)
        .limit(limit)
        .for('update', { of: hl7Messages, skipLocked: true });
      if (due.length === 0) return [];
      await tx
        .update(hl7Messages)
        .set({
          nextAttemptAt: new Date(now.getTime() + HL7_CLAIM_LEASE_MS),
          lastAttemptAt: now,
          attempts: sql`${hl7Messages.attempts} + 1`,
        })
        .where(
          inArray(
            hl7Messages.id,
            due.map((d) => d.message.id),
          ),
        );
      return due.map(({ message, host, port, tls }) => ({
        ...message,
        attempts: message.attempts + 1,
        lastAttemptAt: now,
        host,
        port,
        tls,
      }));
    });
  }

  async markDelivered(id: string, ackCode: string, now: Date): Promise<void> {
    await this.db
      .update(hl7Messages)
      .set({ status: 'delivered', deliveredAt: now, lastAckCode: ackCode, lastError: null })
      .where(eq(hl7Messages.id, id));
  }

  /** A failed attempt: due again at `retryAt`, or ended with `finalStatus` when there is none. */
  async markAttemptFailed(
    id: string,
    outcome: { ackCode: string | null; error: string },
    next: { retryAt: Date } | { finalStatus: 'rejected' | 'failed' },
  ): Promise<void> {
    await this.db
      .update(hl7Messages)
      .set({
        lastAckCode: outcome.ackCode,
        lastError: outcome.error.slice(0, 1000),
        ...('retryAt' in next ? { nextAttemptAt: next.retryAt } : { status: next.finalStatus }),
      })
      .where(and(eq(hl7Messages.id, id), eq(hl7Messages.status, 'pending')));
  }
}

/**
 * The writing side, given the release's transaction: the workplace's configuration, what the ORU tells of
 * the exam, and the message it queues.
 */
export class Hl7OutboxRepository {
  constructor(private readonly db: Db) {}

  async enabledConfig(workplaceId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ enabled: hl7Configs.enabled })
      .from(hl7Configs)
      .where(eq(hl7Configs.workplaceId, workplaceId));
    return row?.enabled === true;
  }

  /** Whether the exam's result was queued for the LIS before (in any state): a correction follows it. */
  async wasSent(examRequestId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: hl7Messages.id })
      .from(hl7Messages)
      .where(eq(hl7Messages.examRequestId, examRequestId))
      .limit(1);
    return !!row;
  }

  /** The released exam with its workplace, pre-exam, patient (null for an animal) and catalogue entry. */
  async exam(examRequestId: string) {
    const [row] = await this.db
      .select({
        workplaceId: examRequests.workplaceId,
        cnpj: workplaces.cnpj,
        protocolNumber: preExams.protocolNumber,
        requestedAt: examRequests.createdAt,
        releasedAt: examRequests.releasedAt,
        examCode: exams.code,
        examName: exams.name,
        sampleType: exams.sampleType,
        patientId: patients.id,
        documentType: patients.documentType,
        documentNumber: patients.documentNumber,
        fullName: patients.fullName,
        birthDate: patients.birthDate,
        sex: sql<string | null>`${patients.registration} -> 'patient' ->> 'sex'`,
      })
      .from(examRequests)
      .innerJoin(preExams, eq(preExams.id, examRequests.preExamId))
      .innerJoin(workplaces, eq(workplaces.id, examRequests.workplaceId))
      .innerJoin(exams, eq(exams.id, examRequests.examId))
      .leftJoin(patients, eq(patients.id, preExams.patientId))
      .where(eq(examRequests.id, examRequestId));
    return row;
  }

  results(examRequestId: string) {
    return this.db
      .select()
      .from(examResults)
      .where(eq(examResults.examRequestId, examRequestId))
      .orderBy(asc(examResults.analyteCode));
  }

  async enqueue(values: typeof hl7Messages.$inferInsert): Promise<void> {
    await this.db.insert(hl7Messages).values(values);
  }
}

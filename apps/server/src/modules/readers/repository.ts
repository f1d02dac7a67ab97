import { and, desc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { calibrations, readerEvents, readers, workplaces } from '../../db/schema';

export type ReaderRow = typeof readers.$inferSelect;
export type CalibrationRow = typeof calibrations.$inferSelect;

export class ReadersRepository {
  constructor(private readonly db: Db) {}

  async byCode(code: string): Promise<ReaderRow | undefined> {
    const [row] = await this.db.select().from(readers).where(eq(readers.code, code));
    return row;
  }

  async inWorkplace(workplaceId: string, code: string): Promise<ReaderRow | undefined> {
    const [row] = await this.db
      .select()
      .from(readers)
      .where(and(eq(readers.workplaceId, workplaceId), eq(readers.code, code)));
    return row;
  }

  async listForWorkplace(workplaceId: string): Promise<ReaderRow[]> {
    return this.db.select().from(readers).where(eq(readers.workplaceId, workplaceId)).orderBy(readers.code);
  }

  /** Registers an unregistered device to a workplace; false when someone registered it first. */
  async register(readerId: string, workplaceId: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(readers)
      .set({ workplaceId, registeredAt: now })
      .where(and(eq(readers.id, readerId), isNull(readers.workplaceId)))
      .returning({ id: readers.id });
    return rows.length === 1;
  }

  async upsertVirtual(
    code: string,
    family: string,
    workplaceId: string,
    secretHash: string,
    now: Date,
  ): Promise<void> {
    await this.db
      .insert(readers)
      .values({ code, family, workplaceId, secretHash, virtual: true, registeredAt: now })
      .onConflictDoUpdate({ target: readers.code, set: { secretHash } });
  }

  async virtualCodes(workplaceId: string, family: string): Promise<string[]> {
    const rows = await this.db
      .select({ code: readers.code })
      .from(readers)
      .where(and(eq(readers.workplaceId, workplaceId), eq(readers.family, family), eq(readers.virtual, true)))
      .orderBy(readers.code);
    return rows.map((r) => r.code);
  }

  /** Keeps the newest status only: a late redelivery of an older message changes nothing. */
  async saveStatus(readerId: string, status: Record<string, unknown>, sentAt: Date): Promise<boolean> {
    const rows = await this.db
      .update(readers)
      .set({ status, statusAt: sentAt })
      .where(
        and(
          eq(readers.id, readerId),
          sql`(${readers.statusAt} IS NULL OR ${readers.statusAt} <= ${sentAt.toISOString()}::timestamptz)`,
        ),
      )
      .returning({ id: readers.id });
    return rows.length === 1;
  }

  /**
   * A reader's last will (offline) carries the time it connected, older than anything it said since; it
   * replaces the status without moving the ordering mark, so the device's next status still counts.
   */
  async saveOffline(readerId: string, status: Record<string, unknown>): Promise<void> {
    await this.db.update(readers).set({ status }).where(eq(readers.id, readerId));
  }

  /** Stores a device event once; false when this message id was already handled. */
  async recordEvent(values: typeof readerEvents.$inferInsert): Promise<boolean> {
    const rows = await this.db
      .insert(readerEvents)
      .values(values)
      .onConflictDoNothing()
      .returning({ id: readerEvents.id });
    return rows.length === 1;
  }

  async workplaceCnpj(workplaceId: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ cnpj: workplaces.cnpj })
      .from(workplaces)
      .where(eq(workplaces.id, workplaceId));
    return row?.cnpj;
  }

  async insertCalibration(values: typeof calibrations.$inferInsert): Promise<CalibrationRow> {
    const [row] = await this.db.insert(calibrations).values(values).returning();
    return row!;
  }

  async pendingCalibration(readerId: string): Promise<CalibrationRow | undefined> {
    const [row] = await this.db
      .select()
      .from(calibrations)
      .where(and(eq(calibrations.readerId, readerId), eq(calibrations.outcome, 'pending')))
      .orderBy(desc(calibrations.requestedAt))
      .limit(1);
    return row;
  }

  async markCapsuleInserted(calibrationId: string, at: Date): Promise<void> {
    await this.db
      .update(calibrations)
      .set({ capsuleInsertedAt: at })
      .where(and(eq(calibrations.id, calibrationId), isNull(calibrations.capsuleInsertedAt)));
  }

  async finishCalibration(
    calibrationId: string,
    values: {
      outcome: 'approved' | 'rejected' | 'failed' | 'timeout';
      finishedAt: Date;
      expiresAt?: Date | null;
      errorCode?: string | null;
    },
  ): Promise<boolean> {
    const rows = await this.db
      .update(calibrations)
      .set(values)
      .where(and(eq(calibrations.id, calibrationId), eq(calibrations.outcome, 'pending')))
      .returning({ id: calibrations.id });
    return rows.length === 1;
  }

  /** Pending calibrations whose capsule did not go in before the deadline. */
  async overdueCalibrations(now: Date): Promise<CalibrationRow[]> {
    return this.db
      .select()
      .from(calibrations)
      .where(
        and(
          eq(calibrations.outcome, 'pending'),
          isNull(calibrations.capsuleInsertedAt),
          lte(calibrations.deadlineAt, now),
        ),
      );
  }

  async calibrationHistory(readerId: string, limit: number): Promise<CalibrationRow[]> {
    return this.db
      .select()
      .from(calibrations)
      .where(eq(calibrations.readerId, readerId))
      .orderBy(desc(calibrations.requestedAt))
      .limit(limit);
  }
}

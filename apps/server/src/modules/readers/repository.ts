import { and, desc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { calibrations, readerEvents, readers, workplaces } from '../../db/schema';

export type { CalibrationRow, ReaderRow } from './workplace-readers-repository';

import type { CalibrationRow, ReaderRow } from './workplace-readers-repository';

export class ReadersRepository {
  constructor(private readonly db: Db) {}

  async byCode(code: string): Promise<ReaderRow | undefined> {
    const [row] = await this.db.select().from(readers).where(eq(readers.code, code));
    return row;
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

  async deviceWithWorkplace(
    code: string,
  ): Promise<{ id: string; code: string; workplaceId: string | null; cnpj: string | null } | undefined> {
    const [row] = await this.db
      .select({ id: readers.id, code: readers.code, workplaceId: readers.workplaceId, cnpj: workplaces.cnpj })
      .from(readers)
      .leftJoin(workplaces, eq(workplaces.id, readers.workplaceId))
      .where(eq(readers.code, code));
    return row;
  }

  /**
   * Writes many statuses in one statement. A normal status wins only over an older one (a QoS 1
   * redelivery must not roll a reader back); an offline last will replaces the status without moving the
   * ordering mark, since it carries the (older) time the device connected.
   */
  async saveStatuses(
    rows: Array<{ id: string; status: Record<string, unknown>; sentAt: Date; offline: boolean }>,
  ): Promise<void> {
    if (rows.length === 0) return;
    const values = sql.join(
      rows.map(
        (r) =>
          sql`(${r.id}::uuid, ${JSON.stringify(r.status)}::jsonb, ${r.sentAt.toISOString()}::timestamptz, ${r.offline}::boolean)`,
      ),
      sql`, `,
    );
    await this.db.execute(sql`
      UPDATE readers AS r
      SET status = v.status, status_at = CASE WHEN v.offline THEN r.status_at ELSE v.sent_at END
      FROM (VALUES ${values}) AS v(id, status, sent_at, offline)
      WHERE r.id = v.id AND (v.offline OR r.status_at IS NULL OR r.status_at <= v.sent_at)`);
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

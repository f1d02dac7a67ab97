import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { calibrations, readers } from '../../db/schema';

export type ReaderRow = typeof readers.$inferSelect;
export type CalibrationRow = typeof calibrations.$inferSelect;

/** The SQL of one workplace's readers: its list, registration, virtual readers and calibration requests. */
export class WorkplaceReadersRepository {
  constructor(
    private readonly db: Db,
    private readonly workplaceId: string,
  ) {}

  async reader(code: string): Promise<ReaderRow | undefined> {
    const [row] = await this.db
      .select()
      .from(readers)
      .where(and(eq(readers.workplaceId, this.workplaceId), eq(readers.code, code)));
    return row;
  }

  async list(): Promise<ReaderRow[]> {
    return this.db
      .select()
      .from(readers)
      .where(eq(readers.workplaceId, this.workplaceId))
      .orderBy(readers.code);
  }

  /** Registers an unregistered device to a workplace; false when someone registered it first. */
  async register(readerId: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(readers)
      .set({ workplaceId: this.workplaceId, registeredAt: now })
      .where(and(eq(readers.id, readerId), isNull(readers.workplaceId)))
      .returning({ id: readers.id });
    return rows.length === 1;
  }

  /** A virtual reader of the workplace, created or given a new secret. */
  async upsertVirtual(code: string, family: string, secretHash: string, now: Date): Promise<void> {
    await this.db
      .insert(readers)
      .values({
        code,
        family,
        workplaceId: this.workplaceId,
        secretHash,
        secretIssuedAt: now,
        virtual: true,
        registeredAt: now,
      })
      .onConflictDoUpdate({ target: readers.code, set: { secretHash, secretIssuedAt: now } });
  }

  async virtualCodes(family: string): Promise<string[]> {
    const rows = await this.db
      .select({ code: readers.code })
      .from(readers)
      .where(
        and(eq(readers.workplaceId, this.workplaceId), eq(readers.family, family), eq(readers.virtual, true)),
      )
      .orderBy(readers.code);
    return rows.map((r) => r.code);
  }

  async insertCalibration(
    values: Omit<typeof calibrations.$inferInsert, 'workplaceId'>,
  ): Promise<CalibrationRow> {
    const [row] = await this.db
      .insert(calibrations)
      .values({ ...values, workplaceId: this.workplaceId })
      .returning();
    return row!;
  }
}

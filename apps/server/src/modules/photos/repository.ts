import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { storedFiles } from '../../db/schema';

export type StoredFileRow = typeof storedFiles.$inferSelect;

/** The purpose of a patient's photo holding a document (§3), the only kind of stored file so far. */
export const PATIENT_PHOTO = 'patientPhoto';

/** One workplace's stored files. */
export class PhotosRepository {
  constructor(
    private readonly db: Db,
    private readonly workplaceId: string,
  ) {}

  async insert(values: Omit<typeof storedFiles.$inferInsert, 'workplaceId'>): Promise<StoredFileRow> {
    const [row] = await this.db
      .insert(storedFiles)
      .values({ ...values, workplaceId: this.workplaceId })
      .returning();
    return row!;
  }

  /** A patient photo of the workplace; another workplace's id is not found. */
  async patientPhoto(id: string): Promise<StoredFileRow | undefined> {
    const [row] = await this.db
      .select()
      .from(storedFiles)
      .where(
        and(
          eq(storedFiles.id, id),
          eq(storedFiles.workplaceId, this.workplaceId),
          eq(storedFiles.purpose, PATIENT_PHOTO),
        ),
      );
    return row;
  }
}

import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { storedFiles } from '../../db/schema';

export type StoredFileRow = typeof storedFiles.$inferSelect;

/** The purpose of a patient's photo holding a document (§3), the only kind of stored file so far. */
export const PATIENT_PHOTO = 'patientPhoto';

export class PhotosRepository {
  constructor(private readonly db: Db) {}

  async insert(values: typeof storedFiles.$inferInsert): Promise<StoredFileRow> {
    const [row] = await this.db.insert(storedFiles).values(values).returning();
    return row!;
  }

  /** A patient photo of the workplace; another workplace's id is not found. */
  async patientPhoto(workplaceId: string, id: string): Promise<StoredFileRow | undefined> {
    const [row] = await this.db
      .select()
      .from(storedFiles)
      .where(
        and(
          eq(storedFiles.id, id),
          eq(storedFiles.workplaceId, workplaceId),
          eq(storedFiles.purpose, PATIENT_PHOTO),
        ),
      );
    return row;
  }
}

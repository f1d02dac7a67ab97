import { and, asc, count, desc, eq, like, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { qualityDocuments, users } from '../../db/schema';

export type QualityDocumentRow = typeof qualityDocuments.$inferSelect;
export type NewQualityDocument = typeof qualityDocuments.$inferInsert;

/**
 * The SQL of one workplace's §2 quality and permit documents (quality_documents); their bytes are in the
 * file store.
 */
export class QualityDocumentRepository {
  constructor(
    private readonly db: Db,
    private readonly workplaceId: string,
  ) {}

  /** How many documents each folder of the workplace holds (folders without any are absent). */
  countsByFolder() {
    return this.db
      .select({ folder: qualityDocuments.folder, count: count() })
      .from(qualityDocuments)
      .where(eq(qualityDocuments.workplaceId, this.workplaceId))
      .groupBy(qualityDocuments.folder);
  }

  /** The workplace's documents (of one folder), the latest 500 first, with who uploaded each. */
  list(folder: string | undefined) {
    const where = [eq(qualityDocuments.workplaceId, this.workplaceId)];
    if (folder) where.push(eq(qualityDocuments.folder, folder));
    return this.db
      .select({ d: qualityDocuments, by: users.name })
      .from(qualityDocuments)
      .leftJoin(users, eq(users.id, qualityDocuments.uploadedBy))
      .where(and(...where))
      .orderBy(desc(qualityDocuments.uploadedAt), asc(qualityDocuments.name))
      .limit(500);
  }

  /** Until the transaction ends: one upload at a time per folder. */
  async lockFolder(folder: string): Promise<void> {
    await this.db.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`quality-docs:${this.workplaceId}:${folder}`}, 0))`,
    );
  }

  /** The folder's document names that start with `stem` (as typed: LIKE's wildcards are escaped). */
  async namesStartingWith(folder: string, stem: string): Promise<string[]> {
    const rows = await this.db
      .select({ name: qualityDocuments.name })
      .from(qualityDocuments)
      .where(
        and(
          eq(qualityDocuments.workplaceId, this.workplaceId),
          eq(qualityDocuments.folder, folder),
          like(qualityDocuments.name, `${stem.replace(/[\\%_]/g, '\\$&')}%`),
        ),
      );
    return rows.map((row) => row.name);
  }

  async insert(document: Omit<NewQualityDocument, 'workplaceId'>): Promise<QualityDocumentRow> {
    const [row] = await this.db
      .insert(qualityDocuments)
      .values({ ...document, workplaceId: this.workplaceId })
      .returning();
    return row!;
  }

  async userName(userId: string): Promise<string | undefined> {
    const [who] = await this.db.select({ name: users.name }).from(users).where(eq(users.id, userId));
    return who?.name;
  }

  async find(id: string): Promise<QualityDocumentRow | undefined> {
    const [row] = await this.db
      .select()
      .from(qualityDocuments)
      .where(and(eq(qualityDocuments.workplaceId, this.workplaceId), eq(qualityDocuments.id, id)));
    return row;
  }

  async delete(id: string): Promise<void> {
    await this.db
      .delete(qualityDocuments)
      .where(and(eq(qualityDocuments.workplaceId, this.workplaceId), eq(qualityDocuments.id, id)));
  }
}

import type { Readable } from 'node:stream';
import { type QualityDocument, type QualityFolder, qualityFolders } from '@ponto/domain';
import { and, asc, count, desc, eq, like, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { qualityDocuments, users } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { type FileStore, newFileKey } from '../../platform/file-store';
import { cleanDocumentName, documentContentType, nextFreeName } from './document-content';

type Row = typeof qualityDocuments.$inferSelect;

const toDocument = (row: Row, uploadedBy: string | null): QualityDocument => ({
  id: row.id,
  folder: row.folder as QualityFolder,
  name: row.name,
  contentType: row.contentType,
  size: row.size,
  uploadedBy,
  uploadedAt: row.uploadedAt.toISOString(),
});

/** §2 quality and permit documents in folders (docs/quality.md); the bytes go to the file store. */
export class QualityDocumentsService {
  constructor(private readonly deps: { db: Db; clock: Clock; store: FileStore }) {}

  async list(workplaceId: string, folder: QualityFolder | undefined) {
    const db = this.deps.db;
    const counts = await db
      .select({ folder: qualityDocuments.folder, count: count() })
      .from(qualityDocuments)
      .where(eq(qualityDocuments.workplaceId, workplaceId))
      .groupBy(qualityDocuments.folder);
    const where = [eq(qualityDocuments.workplaceId, workplaceId)];
    if (folder) where.push(eq(qualityDocuments.folder, folder));
    const rows = await db
      .select({ d: qualityDocuments, by: users.name })
      .from(qualityDocuments)
      .leftJoin(users, eq(users.id, qualityDocuments.uploadedBy))
      .where(and(...where))
      .orderBy(desc(qualityDocuments.uploadedAt), asc(qualityDocuments.name))
      .limit(500);
    return {
      folders: qualityFolders.map((id) => ({
        id,
        count: Number(counts.find((c) => c.folder === id)?.count ?? 0),
      })),
      items: rows.map((row) => toDocument(row.d, row.by)),
    };
  }

  async upload(
    workplaceId: string,
    userId: string,
    folder: QualityFolder,
    fileName: string,
    bytes: Buffer,
  ): Promise<QualityDocument> {
    const contentType = documentContentType(bytes, fileName);
    if (!contentType) throw new AppError('QUALITY_DOCUMENT_REJECTED');
    const base = cleanDocumentName(fileName);
    const storageKey = newFileKey('quality-document', workplaceId);
    await this.deps.store.put(storageKey, bytes);
    try {
      return await this.deps.db.transaction(async (tx) => {
        // One upload at a time per folder, so two files of one name get (2) and (3), not a clash.
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtextextended(${`quality-docs:${workplaceId}:${folder}`}, 0))`,
        );
        const stem = base.includes('.') ? base.slice(0, base.lastIndexOf('.')) : base;
        const taken = await tx
          .select({ name: qualityDocuments.name })
          .from(qualityDocuments)
          .where(
            and(
              eq(qualityDocuments.workplaceId, workplaceId),
              eq(qualityDocuments.folder, folder),
              like(qualityDocuments.name, `${stem.replace(/[\\%_]/g, '\\$&')}%`),
            ),
          );
        const [row] = await tx
          .insert(qualityDocuments)
          .values({
            workplaceId,
            folder,
            name: nextFreeName(base, new Set(taken.map((t) => t.name))),
            contentType,
            size: bytes.length,
            storageKey,
            uploadedBy: userId,
            uploadedAt: this.deps.clock.now(),
          })
          .returning();
        const [who] = await tx.select({ name: users.name }).from(users).where(eq(users.id, userId));
        return toDocument(row!, who?.name ?? null);
      });
    } catch (error) {
      await this.deps.store.delete(storageKey);
      throw error;
    }
  }

  private async find(workplaceId: string, id: string): Promise<Row> {
    const [row] = await this.deps.db
      .select()
      .from(qualityDocuments)
      .where(and(eq(qualityDocuments.workplaceId, workplaceId), eq(qualityDocuments.id, id)));
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  async open(workplaceId: string, id: string): Promise<{ document: Row; stream: Readable }> {
    const document = await this.find(workplaceId, id);
    const stream = await this.deps.store.get(document.storageKey);
    if (!stream) throw new AppError('NOT_FOUND');
    return { document, stream };
  }

  async remove(workplaceId: string, id: string): Promise<void> {
    const document = await this.find(workplaceId, id);
    await this.deps.db.delete(qualityDocuments).where(eq(qualityDocuments.id, document.id));
    await this.deps.store.delete(document.storageKey);
  }
}

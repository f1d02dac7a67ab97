import type { Readable } from 'node:stream';
import { type QualityDocument, type QualityFolder, qualityFolders } from '@ponto/domain';
import type { Db } from '../../db/database';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { type FileStore, newFileKey } from '../../platform/file-store';
import { cleanDocumentName, documentContentType, nextFreeName } from './document-content';
import { QualityDocumentRepository, type QualityDocumentRow } from './document-repository';

type Row = QualityDocumentRow;

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
  private readonly documents: QualityDocumentRepository;

  constructor(private readonly deps: { db: Db; clock: Clock; store: FileStore }) {
    this.documents = new QualityDocumentRepository(deps.db);
  }

  async list(workplaceId: string, folder: QualityFolder | undefined) {
    const counts = await this.documents.countsByFolder(workplaceId);
    const rows = await this.documents.list(workplaceId, folder);
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
        const documents = new QualityDocumentRepository(tx);
        // One upload at a time per folder, so two files of one name get (2) and (3), not a clash.
        await documents.lockFolder(workplaceId, folder);
        const stem = base.includes('.') ? base.slice(0, base.lastIndexOf('.')) : base;
        const taken = await documents.namesStartingWith(workplaceId, folder, stem);
        const row = await documents.insert({
          workplaceId,
          folder,
          name: nextFreeName(base, new Set(taken)),
          contentType,
          size: bytes.length,
          storageKey,
          uploadedBy: userId,
          uploadedAt: this.deps.clock.now(),
        });
        return toDocument(row, (await documents.userName(userId)) ?? null);
      });
    } catch (error) {
      await this.deps.store.delete(storageKey);
      throw error;
    }
  }

  private async find(workplaceId: string, id: string): Promise<Row> {
    const row = await this.documents.find(workplaceId, id);
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
    await this.documents.delete(document.id);
    await this.deps.store.delete(document.storageKey);
  }
}

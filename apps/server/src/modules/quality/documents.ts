import type { Readable } from 'node:stream';
import { type QualityDocument, type QualityFolder, qualityFolders } from '@ponto/domain';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { type FileStore, newFileKey } from '../../platform/file-store';
import type { WorkplaceContext } from '../../request-context';
import { cleanDocumentName, documentContentType, nextFreeName } from './document-content';
import type { QualityDocumentRepository, QualityDocumentRow } from './document-repository';

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
  constructor(private readonly deps: { clock: Clock; store: FileStore }) {}

  async list({ repos }: WorkplaceContext, folder: QualityFolder | undefined) {
    const counts = await repos.qualityDocuments.countsByFolder();
    const rows = await repos.qualityDocuments.list(folder);
    return {
      folders: qualityFolders.map((id) => ({
        id,
        count: Number(counts.find((c) => c.folder === id)?.count ?? 0),
      })),
      items: rows.map((row) => toDocument(row.d, row.by)),
    };
  }

  async upload(
    { caller, workplace, transaction }: WorkplaceContext,
    folder: QualityFolder,
    fileName: string,
    bytes: Buffer,
  ): Promise<QualityDocument> {
    const contentType = documentContentType(bytes, fileName);
    if (!contentType) throw new AppError('QUALITY_DOCUMENT_REJECTED');
    const base = cleanDocumentName(fileName);
    const userId = caller.user.id;
    const storageKey = newFileKey('quality-document', workplace.id);
    await this.deps.store.put(storageKey, bytes);
    try {
      return await transaction(async ({ qualityDocuments: documents }) => {
        // One upload at a time per folder, so two files of one name get (2) and (3), not a clash.
        await documents.lockFolder(folder);
        const stem = base.includes('.') ? base.slice(0, base.lastIndexOf('.')) : base;
        const taken = await documents.namesStartingWith(folder, stem);
        const row = await documents.insert({
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

  private async find(documents: QualityDocumentRepository, id: string): Promise<Row> {
    const row = await documents.find(id);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  async open({ repos }: WorkplaceContext, id: string): Promise<{ document: Row; stream: Readable }> {
    const document = await this.find(repos.qualityDocuments, id);
    const stream = await this.deps.store.get(document.storageKey);
    if (!stream) throw new AppError('NOT_FOUND');
    return { document, stream };
  }

  async remove({ repos }: WorkplaceContext, id: string): Promise<void> {
    const document = await this.find(repos.qualityDocuments, id);
    await repos.qualityDocuments.delete(document.id);
    await this.deps.store.delete(document.storageKey);
  }
}

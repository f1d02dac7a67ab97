import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FieldError } from '@ponto/domain';
import { AppError, validationError } from '../../platform/errors';
import { type FileStore, newFileKey } from '../../platform/file-store';
import type { WorkplaceContext } from '../../request-context';
import { type FaceDetector, ImageUnreadableError } from './face-detector';
import { PHOTO_MAX_MEGABYTES, sniffImageType } from './image-content';
import { PATIENT_PHOTO } from './repository';
import { withoutMetadata } from './strip-metadata';

export interface StoredPhoto {
  id: string;
  faceDetected: boolean;
  contentType: string;
  sizeBytes: number;
}

/** Field problems of the uploaded file, with keys of the `photo` namespace. */
export const photoFieldErrors = {
  missing: { field: 'file', messageKey: 'validation:required' },
  tooLarge: { field: 'file', messageKey: 'photo:errors.tooLarge', params: { max: PHOTO_MAX_MEGABYTES } },
  unsupportedType: { field: 'file', messageKey: 'photo:errors.unsupportedType' },
  unreadable: { field: 'file', messageKey: 'photo:errors.unreadable' },
} satisfies Record<string, FieldError>;

/**
 * Patient photos (§3 photo holding a document): the type is read from the bytes, the face check is the
 * server's own, the bytes go to the file store and the row (workplace, who, sha256, face) to stored_files.
 */
export class PhotosService {
  constructor(private readonly deps: { store: FileStore; faces: FaceDetector }) {}

  async upload({ caller, workplace, repos }: WorkplaceContext, bytes: Buffer): Promise<StoredPhoto> {
    if (bytes.length === 0) throw validationError([photoFieldErrors.missing]);
    const contentType = sniffImageType(bytes);
    if (!contentType) throw validationError([photoFieldErrors.unsupportedType]);
    let face: Awaited<ReturnType<FaceDetector['detect']>>;
    try {
      face = await this.deps.faces.detect(bytes);
    } catch (error) {
      if (error instanceof ImageUnreadableError) throw validationError([photoFieldErrors.unreadable]);
      throw error;
    }
    const kept = await withoutMetadata(bytes, contentType);
    const storageKey = newFileKey(PATIENT_PHOTO, workplace.id);
    await this.deps.store.put(storageKey, kept);
    try {
      const row = await repos.photos.insert({
        purpose: PATIENT_PHOTO,
        storageKey,
        contentType,
        sizeBytes: kept.length,
        sha256: crypto.createHash('sha256').update(kept).digest('hex'),
        metadata: { faceDetected: face.faceDetected, faceScore: face.score, faceCheck: 'server' },
        createdBy: caller.user.id,
      });
      return { id: row.id, faceDetected: face.faceDetected, contentType, sizeBytes: row.sizeBytes };
    } catch (error) {
      await this.deps.store.delete(storageKey).catch(() => {});
      throw error;
    }
  }

  /** The photo's bytes for the same workplace; anything else is 404. */
  async open(
    { repos }: WorkplaceContext,
    id: string,
  ): Promise<{ contentType: string; sizeBytes: number; stream: Readable }> {
    const row = await repos.photos.patientPhoto(id);
    if (!row) throw new AppError('NOT_FOUND');
    const stream = await this.deps.store.get(row.storageKey);
    if (!stream) throw new AppError('NOT_FOUND');
    return { contentType: row.contentType, sizeBytes: row.sizeBytes, stream };
  }
}

import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import type { FileStore } from '../../platform/file-store';
import { TinyFaceDetector } from './face-detector';
import { PhotosRepository } from './repository';
import { photosRoutes } from './routes';
import { PhotosService } from './service';

/** Patient photos: bytes in the deployment's file store (app.ts), rows in stored_files. */
export async function photosModule(app: FastifyInstance, { db, store }: { db: Db; store: FileStore }) {
  const photos = new PhotosService({
    repo: new PhotosRepository(db),
    store,
    faces: new TinyFaceDetector(),
  });
  await photosRoutes(app, { photos });
}

import type { FastifyInstance } from 'fastify';
import type { FileStore } from '../../platform/file-store';
import { TinyFaceDetector } from './face-detector';
import { photosRoutes } from './routes';
import { PhotosService } from './service';

/** Patient photos: bytes in the deployment's file store (app.ts), rows in stored_files. */
export async function photosModule(app: FastifyInstance, { store }: { store: FileStore }) {
  const photos = new PhotosService({
    store,
    faces: new TinyFaceDetector(),
  });
  await photosRoutes(app, { photos });
}

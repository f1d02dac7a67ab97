import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import type { Config } from '../../platform/config';
import { LocalFileStore } from '../../platform/file-store';
import type { AuthService } from '../auth/service';
import { TinyFaceDetector } from './face-detector';
import { PhotosRepository } from './repository';
import { photosRoutes } from './routes';
import { PhotosService } from './service';

/** Patient photos wired from the configuration: bytes in `${DATA_DIR}/files`, rows in stored_files. */
export async function photosModule(
  app: FastifyInstance,
  { auth, db, config }: { auth: AuthService; db: Db; config: Config },
) {
  const photos = new PhotosService({
    repo: new PhotosRepository(db),
    store: new LocalFileStore(path.join(config.DATA_DIR, 'files')),
    faces: new TinyFaceDetector(),
  });
  await photosRoutes(app, { auth, photos });
}

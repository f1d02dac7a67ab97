import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import type { Clock } from '../../platform/clock';
import type { Config } from '../../platform/config';
import { LocalFileStore } from '../../platform/file-store';
import type { AuthService } from '../auth/service';
import { QualityDocumentsService } from './documents';
import { qualityRoutes } from './routes';
import { QualityService } from './service';

/** Quality control wired from the configuration: documents' bytes in `${DATA_DIR}/files` like photos. */
export async function qualityModule(
  app: FastifyInstance,
  { auth, db, clock, config }: { auth: AuthService; db: Db; clock: Clock; config: Config },
) {
  await qualityRoutes(app, {
    auth,
    quality: new QualityService({ db, clock }),
    documents: new QualityDocumentsService({
      db,
      clock,
      store: new LocalFileStore(path.join(config.DATA_DIR, 'files')),
    }),
  });
}

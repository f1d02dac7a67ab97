import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import type { Clock } from '../../platform/clock';
import type { FileStore } from '../../platform/file-store';
import { QualityDocumentsService } from './documents';
import { qualityRoutes } from './routes';
import { QualityService } from './service';

/** Quality control: documents' bytes in the deployment's file store (app.ts), like photos. */
export async function qualityModule(
  app: FastifyInstance,
  { db, clock, store }: { db: Db; clock: Clock; store: FileStore },
) {
  await qualityRoutes(app, {
    quality: new QualityService({ db, clock }),
    documents: new QualityDocumentsService({ clock, store }),
  });
}

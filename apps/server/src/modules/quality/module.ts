import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock';
import type { FileStore } from '../../platform/file-store';
import { QualityDocumentsService } from './documents';
import { qualityRoutes } from './routes';
import { QualityService } from './service';

/** Quality control: documents' bytes in the deployment's file store (app.ts), like photos. */
export async function qualityModule(
  app: FastifyInstance,
  { clock, store }: { clock: Clock; store: FileStore },
) {
  await qualityRoutes(app, {
    quality: new QualityService({ clock }),
    documents: new QualityDocumentsService({ clock, store }),
  });
}

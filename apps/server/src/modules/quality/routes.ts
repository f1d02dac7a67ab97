import multipart from '@fastify/multipart';
import {
  access,
  apiErrorBodySchema,
  controlResultListSchema,
  controlResultQuerySchema,
  fieldError,
  internalControlOverviewSchema,
  leveyJenningsQuerySchema,
  leveyJenningsSchema,
  leveyJenningsSeriesListSchema,
  lockoutBodySchema,
  overrideBodySchema,
  QUALITY_DOCUMENT_MAX_BYTES,
  qualityDocumentListSchema,
  qualityDocumentSchema,
  qualityFolderSchema,
  qualityOverrideListSchema,
  qualityOverrideSchema,
} from '@ponto/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, validationError } from '../../platform/errors';
import { contextOf } from '../../request-context';
import type { QualityDocumentsService } from './documents';
import type { QualityService } from './service';

const errors = {
  400: apiErrorBodySchema,
  401: apiErrorBodySchema,
  403: apiErrorBodySchema,
  404: apiErrorBodySchema,
  409: apiErrorBodySchema,
  422: apiErrorBodySchema,
};
const idParams = z.object({ id: z.uuid() });
const tags = ['quality'];

const isTooLarge = (error: unknown) => (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';

/** Quality control (docs/quality.md): every route acts on the caller's workplace (CNPJ header). */
export async function qualityRoutes(
  app: FastifyInstance,
  { quality, documents }: { quality: QualityService; documents: QualityDocumentsService },
) {
  await app.register(multipart, {
    limits: { fileSize: QUALITY_DOCUMENT_MAX_BYTES, files: 1, fields: 2, parts: 3, headerPairs: 50 },
  });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/quality/internal-control',
    {
      config: { access: access.member() },
      schema: {
        tags,
        summary:
          'Internal control per reader and exam (§9 every month for quantitative exams, two for qualitative): standing, last control, lockout and waiting override',
        response: { 200: internalControlOverviewSchema, ...errors },
      },
    },
    async (request) => quality.internalControl(contextOf(request)),
  );

  r.put(
    '/quality/lockout',
    {
      config: { access: access.member('manager') },
      schema: {
        tags,
        summary: 'Turn the QC lockout of patient exams on or off (managers; recorded)',
        body: lockoutBodySchema,
        response: { 200: lockoutBodySchema, ...errors },
      },
    },
    async (request) => quality.setLockout(contextOf(request), request.body.enabled),
  );

  r.get(
    '/quality/overrides',
    {
      config: { access: access.member() },
      schema: {
        tags,
        summary: "Managers' QC overrides, newest first, with the exam that used each",
        response: { 200: qualityOverrideListSchema, ...errors },
      },
    },
    async (request) => quality.overrides(contextOf(request)),
  );

  r.post(
    '/quality/overrides',
    {
      config: { access: access.member('manager') },
      schema: {
        tags,
        summary:
          'Let one patient exam run on a locked reader and exam (managers; with a reason, recorded, used once)',
        body: overrideBodySchema,
        response: { 201: qualityOverrideSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await quality.grantOverride(contextOf(request), request.body)),
  );

  r.get(
    '/quality/control-results',
    {
      config: { access: access.member() },
      schema: {
        tags,
        summary: 'Control sample results (§3): internal (CI) or external (EP), newest first',
        querystring: controlResultQuerySchema,
        response: { 200: controlResultListSchema, ...errors },
      },
    },
    async (request) => quality.results(contextOf(request), request.query),
  );

  r.get(
    '/quality/levey-jennings/series',
    {
      config: { access: access.member() },
      schema: {
        tags,
        summary: 'The control materials and lots with quantitative results to chart',
        response: { 200: leveyJenningsSeriesListSchema, ...errors },
      },
    },
    async (request) => quality.series(contextOf(request)),
  );

  r.get(
    '/quality/levey-jennings',
    {
      config: { access: access.member() },
      schema: {
        tags,
        summary: "A control material's Levey-Jennings series with the Westgard rules each point breaks",
        querystring: leveyJenningsQuerySchema,
        response: { 200: leveyJenningsSchema, ...errors },
      },
    },
    async (request) => quality.leveyJennings(contextOf(request), request.query),
  );

  r.get(
    '/quality/documents',
    {
      config: { access: access.member() },
      schema: {
        tags,
        summary: "Quality documents of a folder (or all), newest first, with each folder's count",
        querystring: z.object({ folder: qualityFolderSchema.optional() }),
        response: { 200: qualityDocumentListSchema, ...errors },
      },
    },
    async (request) => documents.list(contextOf(request), request.query.folder),
  );

  r.post(
    '/quality/documents',
    {
      config: { access: access.member() },
      schema: {
        tags,
        summary:
          "Upload a document to a folder (query or field 'folder', then multipart field 'file': PDF, image, office file or text, at most 10 MB)",
        consumes: ['multipart/form-data'],
        querystring: z.object({ folder: qualityFolderSchema.optional() }),
        response: { 201: qualityDocumentSchema, ...errors },
      },
    },
    async (request, reply) => {
      let file: Awaited<ReturnType<typeof request.file>>;
      let bytes: Buffer;
      try {
        file = await request.file();
        if (!file) throw validationError([fieldError('file', 'required')]);
        bytes = await file.toBuffer();
      } catch (error) {
        if (isTooLarge(error)) throw new AppError('QUALITY_DOCUMENT_REJECTED');
        throw error;
      }
      const field = file.fields.folder;
      const fromField = field && 'value' in field ? String(field.value) : undefined;
      const folder = qualityFolderSchema.safeParse(request.query.folder ?? fromField);
      if (!folder.success) throw validationError([fieldError('folder', 'required')]);
      const document = await documents.upload(contextOf(request), folder.data, file.filename, bytes);
      return reply.status(201).send(document);
    },
  );

  r.get(
    '/quality/documents/:id/file',
    {
      config: { access: access.member() },
      schema: { tags, summary: 'Download a quality document (as an attachment)', params: idParams },
    },
    async (request, reply) => {
      const { document, stream } = await documents.open(contextOf(request), request.params.id);
      return reply
        .header('content-type', document.contentType)
        .header('content-length', String(document.size))
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(document.name)}`)
        .send(stream);
    },
  );

  r.delete(
    '/quality/documents/:id',
    {
      config: { access: access.member('manager') },
      schema: {
        tags,
        summary: 'Delete a quality document (managers)',
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await documents.remove(contextOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}

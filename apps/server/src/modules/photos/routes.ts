import multipart from '@fastify/multipart';
import { access, apiErrorBodySchema } from '@ponto/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { validationError } from '../../platform/errors';
import { contextOf } from '../../request-context';
import { PHOTO_MAX_BYTES } from './image-content';
import { type PhotosService, photoFieldErrors } from './service';

const errors = {
  400: apiErrorBodySchema,
  401: apiErrorBodySchema,
  403: apiErrorBodySchema,
  404: apiErrorBodySchema,
};

function isTooLarge(error: unknown): boolean {
  return (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';
}

export async function photosRoutes(app: FastifyInstance, { photos }: { photos: PhotosService }) {
  await app.register(multipart, {
    limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 50 },
  });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/photos',
    {
      config: { access: access.member('clinical') },
      schema: {
        tags: ['photos'],
        summary:
          "Store the patient's photo holding a document (multipart field 'file': JPEG, PNG or WebP, at most 5 MB); the server checks for a face",
        consumes: ['multipart/form-data'],
        response: {
          201: z.object({
            id: z.string(),
            faceDetected: z.boolean(),
            contentType: z.string(),
            sizeBytes: z.number().int(),
          }),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      let bytes: Buffer;
      try {
        const file = await request.file();
        if (!file) throw validationError([photoFieldErrors.missing]);
        bytes = await file.toBuffer();
      } catch (error) {
        if (isTooLarge(error)) throw validationError([photoFieldErrors.tooLarge]);
        throw error;
      }
      const stored = await photos.upload(contextOf(request), bytes);
      return reply.status(201).send(stored);
    },
  );

  r.get(
    '/photos/:id',
    {
      config: {
        access: access.member(),
        audit: { action: 'patientRead', targetType: 'photo', targetParam: 'id' },
      },
      schema: {
        tags: ['photos'],
        summary: "A patient photo of the workplace (another workplace's photo is not found)",
        params: z.object({ id: z.uuid() }),
        produces: ['image/jpeg', 'image/png', 'image/webp'],
      },
    },
    async (request, reply) => {
      const photo = await photos.open(contextOf(request), request.params.id);
      // Health data: never cached by the browser or a proxy, never sniffed into something else, and
      // downloaded rather than opened when the address is visited (the web fetches it as a Blob).
      const extension = photo.contentType.split('/')[1];
      return reply
        .header('content-type', photo.contentType)
        .header('content-length', String(photo.sizeBytes))
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `attachment; filename="photo-${request.params.id}.${extension}"`)
        .send(photo.stream);
    },
  );
}

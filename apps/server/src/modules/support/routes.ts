import multipart from '@fastify/multipart';
import {
  access,
  apiErrorBodySchema,
  fieldError,
  openConversationBodySchema,
  SUPPORT_ATTACHMENT_MAX_BYTES,
  supportConversationListSchema,
  supportMessageBodySchema,
  supportThreadSchema,
} from '@ponto/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/authenticate';
import { AppError, validationError } from '../../platform/errors';
import { contextOf } from '../../request-context';
import type { SupportService } from './service';

const errors = {
  400: apiErrorBodySchema,
  401: apiErrorBodySchema,
  403: apiErrorBodySchema,
  404: apiErrorBodySchema,
  422: apiErrorBodySchema,
};
const tags = ['support chat'];
const idParams = z.object({ id: z.uuid() });
const isTooLarge = (error: unknown) => (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';

/** §2 support chat (docs/support-chat.md). */
export async function supportRoutes(app: FastifyInstance, { support }: { support: SupportService }) {
  await app.register(multipart, {
    limits: { fileSize: SUPPORT_ATTACHMENT_MAX_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 50 },
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const userOf = (request: Parameters<typeof authOf>[0]) => {
    const { user } = authOf(request);
    return { id: user.id, roles: user.roles };
  };

  r.get(
    '/support/conversations',
    {
      config: { access: access.member() },
      schema: {
        tags,
        summary: "The caller's conversations with support from this workplace, with unread counts",
        response: { 200: supportConversationListSchema, ...errors },
      },
    },
    async (request) => support.mine(contextOf(request)),
  );

  r.post(
    '/support/conversations',
    {
      config: { access: access.member() },
      schema: {
        tags,
        summary:
          'Open a conversation with support: the first message and where it came from (e.g. an error code)',
        body: openConversationBodySchema,
        response: { 201: supportThreadSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await support.open(contextOf(request), request.body)),
  );

  r.get(
    '/support/queue',
    {
      config: { access: access.signedIn('support') },
      schema: {
        tags,
        summary: 'Open conversations of every workplace (support users)',
        response: { 200: supportConversationListSchema, ...errors },
      },
    },
    async () => support.queue(),
  );

  r.get(
    '/support/conversations/:id',
    {
      config: { access: access.signedIn() },
      schema: {
        tags,
        summary: 'A conversation and its messages (its operator, or a support user)',
        params: idParams,
        response: { 200: supportThreadSchema, ...errors },
      },
    },
    async (request) => support.thread(request.params.id, userOf(request)),
  );

  r.post(
    '/support/conversations/:id/messages',
    {
      config: { access: access.signedIn() },
      schema: {
        tags,
        summary: 'Send a message',
        params: idParams,
        body: supportMessageBodySchema,
        response: { 200: supportThreadSchema, ...errors },
      },
    },
    async (request) => support.send(request.params.id, userOf(request), request.body.body),
  );

  r.post(
    '/support/conversations/:id/attachments',
    {
      config: { access: access.signedIn() },
      schema: {
        tags,
        summary: "Send an image (JPEG, PNG, WebP) or a PDF of up to 5 MB (multipart field 'file')",
        consumes: ['multipart/form-data'],
        params: idParams,
        response: { 200: supportThreadSchema, ...errors },
      },
    },
    async (request) => {
      let name: string;
      let bytes: Buffer;
      try {
        const file = await request.file();
        if (!file) throw validationError([fieldError('file', 'required')]);
        name = file.filename;
        bytes = await file.toBuffer();
      } catch (error) {
        if (isTooLarge(error)) throw new AppError('SUPPORT_ATTACHMENT_REJECTED');
        throw error;
      }
      return support.attach(request.params.id, userOf(request), { name, bytes });
    },
  );

  r.get(
    '/support/messages/:id/attachment',
    {
      config: { access: access.signedIn() },
      schema: { tags, summary: "A message's attachment (as a download)", params: idParams },
    },
    async (request, reply) => {
      const file = await support.attachment(request.params.id, userOf(request));
      return reply
        .header('content-type', file.type)
        .header('content-length', String(file.size))
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`)
        .send(file.stream);
    },
  );

  r.post(
    '/support/conversations/:id/read',
    {
      config: { access: access.signedIn() },
      schema: {
        tags,
        summary: 'Mark the conversation read up to now (for the caller’s side)',
        params: idParams,
        response: { 200: z.object({ ok: z.literal(true) }), ...errors },
      },
    },
    async (request) => support.markRead(request.params.id, userOf(request)),
  );

  r.post(
    '/support/conversations/:id/close',
    {
      config: { access: access.signedIn() },
      schema: {
        tags,
        summary: 'Close a conversation (support users); the operator writing again reopens it',
        params: idParams,
        response: { 200: supportThreadSchema, ...errors },
      },
    },
    async (request) => support.close(request.params.id, userOf(request)),
  );
}

import {
  access,
  apiErrorBodySchema,
  controlLoginBodySchema,
  controlResultSchema,
  controlRoundListSchema,
  controlRunBodySchema,
  controlSessionSchema,
  providerSampleSchema,
} from '@ponto/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../request-context';
import type { ControlSamplesService } from './service';

const errors = {
  400: apiErrorBodySchema,
  401: apiErrorBodySchema,
  403: apiErrorBodySchema,
  404: apiErrorBodySchema,
  409: apiErrorBodySchema,
  422: apiErrorBodySchema,
  503: apiErrorBodySchema,
};
const tags = ['control samples'];
const idParams = z.object({ id: z.uuid() });

/** §4 control-sample mode (docs/control-samples.md). */
export async function controlSampleRoutes(
  app: FastifyInstance,
  { controlSamples }: { controlSamples: ControlSamplesService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const userOf = (request: Parameters<typeof contextOf>[0]) => contextOf(request).caller.user.id;

  r.get(
    '/control-samples/session',
    {
      config: { access: access.member() },
      schema: {
        tags,
        summary: 'Whether the user is in control-sample mode',
        response: { 200: controlSessionSchema, ...errors },
      },
    },
    async (request) => controlSamples.session(userOf(request)),
  );

  r.post(
    '/control-samples/session',
    {
      config: { access: access.member() },
      schema: {
        tags,
        summary:
          "Enter control-sample mode: sign in to the provider (the provider's token stays on the server)",
        body: controlLoginBodySchema,
        response: { 200: controlSessionSchema, ...errors },
      },
    },
    async (request) => controlSamples.enter(userOf(request), request.body.username, request.body.password),
  );

  r.delete(
    '/control-samples/session',
    {
      config: { access: access.member() },
      schema: {
        tags,
        summary: 'Leave control-sample mode',
        response: { 200: controlSessionSchema, ...errors },
      },
    },
    async (request) => controlSamples.leave(userOf(request)),
  );

  r.get(
    '/control-samples/samples/:code',
    {
      config: { access: access.member() },
      schema: {
        tags,
        summary:
          "A provider's sample checked for a reader (§5: EP or CI and 'Formato incorreto', known, suited to the reader, lot not expired, round not closed, not used)",
        params: z.object({ code: z.string().max(64) }),
        querystring: z.object({ readerCode: z.string().trim().min(1).max(64) }),
        response: { 200: providerSampleSchema, ...errors },
      },
    },
    async (request) =>
      controlSamples.preview(contextOf(request), request.params.code, request.query.readerCode),
  );

  r.post(
    '/control-samples/runs',
    {
      config: { access: access.member() },
      schema: {
        tags,
        summary: 'Run a control sample on a reader (the same checks, then the reader is told to start)',
        body: controlRunBodySchema,
        response: { 201: controlResultSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await controlSamples.start(contextOf(request), request.body)),
  );

  r.get(
    '/control-samples/runs/:id',
    {
      config: { access: access.member() },
      schema: {
        tags,
        summary: 'A control run: running, then adequate or inadequate (or failed, cancelled)',
        params: idParams,
        response: { 200: controlResultSchema, ...errors },
      },
    },
    async (request) => controlSamples.get(contextOf(request), request.params.id),
  );

  r.post(
    '/control-samples/runs/:id/cancel',
    {
      config: { access: access.member() },
      schema: {
        tags,
        summary: 'Cancel a running control',
        params: idParams,
        response: { 200: controlResultSchema, ...errors },
      },
    },
    async (request) => controlSamples.cancel(contextOf(request), request.params.id),
  );

  r.get(
    '/control-samples/rounds',
    {
      config: { access: access.member() },
      schema: {
        tags,
        summary: "The provider's proficiency rounds (needs control-sample mode)",
        response: { 200: controlRoundListSchema, ...errors },
      },
    },
    async (request) => controlSamples.rounds(userOf(request)),
  );
}

import { access, apiErrorBodySchema, externalResultInputSchema, rectifyInputSchema } from '@ponto/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/authenticate';
import { contextOf } from '../../request-context';
import { auditSourceOf } from '../audit/service';
import { FlowReservationService } from './flow-reservation';
import {
  awaitingReleaseCountSchema,
  examRunDetailSchema,
  flowReservationSchema,
  listAnswerSchema,
  listQuerySchema,
  ratingBodySchema,
  recollectBodySchema,
  startBodySchema,
} from './schemas';
import type { ExamRunService } from './service';

const errors = {
  400: apiErrorBodySchema,
  401: apiErrorBodySchema,
  403: apiErrorBodySchema,
  404: apiErrorBodySchema,
  409: apiErrorBodySchema,
  410: apiErrorBodySchema,
  422: apiErrorBodySchema,
  503: apiErrorBodySchema,
};
const idParams = z.object({ id: z.uuid() });
const codeParams = z.object({ code: z.string().trim().min(1).max(64) });

export async function examRunRoutes(app: FastifyInstance, { examRuns }: { examRuns: ExamRunService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const actor = (request: Parameters<typeof authOf>[0]) => {
    const { user } = authOf(request);
    return { id: user.id, roles: user.roles, labAnalyst: user.labAnalyst };
  };

  r.get(
    '/exam-requests',
    {
      config: { access: access.member(), audit: { action: 'patientRead', targetType: 'examList' } },
      schema: {
        tags: ['exams'],
        summary: 'Exam requests of the workplace, newest first: by state, patient name or protocol (§2)',
        querystring: listQuerySchema,
        response: { 200: listAnswerSchema, ...errors },
      },
    },
    async (request) => examRuns.list(contextOf(request).repos.examList, request.query),
  );

  r.get(
    '/exam-requests/awaiting-release',
    {
      config: { access: access.member() },
      schema: {
        tags: ['exams'],
        summary: 'How many ready results of the workplace wait for release (the releasers’ to-do count)',
        response: { 200: awaitingReleaseCountSchema, ...errors },
      },
    },
    async (request) => ({ count: await examRuns.awaitingReleaseCount(contextOf(request).repos.examList) }),
  );

  r.get(
    '/exam-requests/:id',
    {
      config: {
        access: access.member(),
        audit: { action: 'patientRead', targetType: 'examRequest', targetParam: 'id' },
      },
      schema: {
        tags: ['exams'],
        summary: 'An exam request with its run: state, reader, capsule, timers and timeline (§2, §4)',
        params: idParams,
        response: { 200: examRunDetailSchema, ...errors },
      },
    },
    async (request) => examRuns.get(contextOf(request).workplace, request.params.id, actor(request)),
  );

  r.post(
    '/exam-requests/:id/start',
    {
      config: { access: access.member('clinical') },
      schema: {
        tags: ['exams'],
        summary:
          'Start the exam (or its recollect) on a reader suited to it, online, free and calibrated (§4, §8)',
        params: idParams,
        body: startBodySchema,
        response: { 201: examRunDetailSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await examRuns.start(
            contextOf(request).workplace,
            actor(request),
            request.params.id,
            request.body.readerCode,
            request.body.tube3VolumeUl,
          ),
        ),
  );

  r.post(
    '/exam-requests/:id/cancel',
    {
      config: { access: access.member() },
      schema: {
        tags: ['exams'],
        summary: 'Cancel the exam: data are lost, consumables are not reusable; support may cancel (§4)',
        params: idParams,
        response: { 200: examRunDetailSchema, ...errors },
      },
    },
    async (request) => examRuns.cancel(contextOf(request).workplace, actor(request), request.params.id),
  );

  r.post(
    '/exam-requests/:id/continue',
    {
      config: { access: access.member('clinical') },
      schema: {
        tags: ['exams'],
        summary: 'Go on after the capsule was removed early; later errors send the exam to recollect (§4)',
        params: idParams,
        response: { 200: examRunDetailSchema, ...errors },
      },
    },
    async (request) => examRuns.continue(contextOf(request).workplace, actor(request), request.params.id),
  );

  r.post(
    '/exam-requests/:id/recollect',
    {
      config: { access: access.member('clinical') },
      // The reason is optional, and so is the body that carries it.
      preValidation: async (request) => {
        request.body ??= {};
      },
      schema: {
        tags: ['exams'],
        summary: 'Send the exam to recollect, with a reason unless the report is invalid; once per exam (§4)',
        params: idParams,
        body: recollectBodySchema,
        response: { 200: examRunDetailSchema, ...errors },
      },
    },
    async (request) =>
      examRuns.recollect(
        contextOf(request).workplace,
        actor(request),
        request.params.id,
        request.body?.reason,
      ),
  );

  r.post(
    '/exam-requests/:id/rating',
    {
      config: { access: access.member() },
      schema: {
        tags: ['exams'],
        summary: 'Rate the exam from 1 to 5 once its report is ready (§2)',
        params: idParams,
        body: ratingBodySchema,
        response: { 200: examRunDetailSchema, ...errors },
      },
    },
    async (request) =>
      examRuns.rate(contextOf(request).workplace, actor(request), request.params.id, request.body.rating),
  );

  r.post(
    '/exam-requests/:id/results',
    {
      config: { access: access.member('clinical') },
      schema: {
        tags: ['exams'],
        summary:
          'Enter the result of a test read outside a Ponto reader (§2 external exam result entry): one value per analyte',
        params: idParams,
        body: externalResultInputSchema,
        response: { 200: examRunDetailSchema, ...errors },
      },
    },
    async (request) =>
      examRuns.enterResult(contextOf(request).workplace, actor(request), request.params.id, request.body),
  );

  r.post(
    '/exam-requests/:id/release',
    {
      config: {
        access: access.member('clinical'),
        audit: {
          action: 'resultRelease',
          targetType: 'examRequest',
          targetParam: 'id',
          recordedInTransaction: true,
        },
      },
      schema: {
        tags: ['exams'],
        summary:
          'Release a ready report (§2, §6): the analyst role, or a lab analyst where analysis is local; only the registering workplace (§5)',
        params: idParams,
        response: { 200: examRunDetailSchema, ...errors },
      },
    },
    async (request) =>
      examRuns.release(
        contextOf(request).workplace,
        actor(request),
        request.params.id,
        auditSourceOf(request),
      ),
  );

  r.post(
    '/exam-requests/:id/rectify',
    {
      config: {
        access: access.member('clinical'),
        audit: {
          action: 'resultRectify',
          targetType: 'examRequest',
          targetParam: 'id',
          recordedInTransaction: true,
        },
      },
      schema: {
        tags: ['exams'],
        summary: 'Rectify a released result after confirmation (§4): the old values stay in its history',
        params: idParams,
        body: rectifyInputSchema,
        response: { 200: examRunDetailSchema, ...errors },
      },
    },
    async (request) =>
      examRuns.rectify(
        contextOf(request).workplace,
        actor(request),
        request.params.id,
        request.body,
        auditSourceOf(request),
      ),
  );

  const flows = new FlowReservationService({ db: examRuns.db, clock: examRuns.clock });

  r.get(
    '/readers/:code/flow-reservation',
    {
      config: { access: access.member() },
      schema: {
        tags: ['readers'],
        summary: 'The Flow reader a Lens holds for blood counts (or, for a Flow, the Lens holding it) (§4)',
        params: codeParams,
        response: { 200: flowReservationSchema, ...errors },
      },
    },
    async (request) => flows.get(contextOf(request), request.params.code),
  );

  r.put(
    '/readers/:code/flow-reservation',
    {
      config: { access: access.member() },
      schema: {
        tags: ['readers'],
        summary: 'A Lens reserves one Flow reader of the workplace for its blood counts (§4)',
        params: codeParams,
        body: z.object({ flowCode: z.string().trim().min(1).max(64) }),
        response: { 200: flowReservationSchema, ...errors },
      },
    },
    async (request) =>
      flows.reserve(contextOf(request), actor(request), request.params.code, request.body.flowCode),
  );

  r.delete(
    '/readers/:code/flow-reservation',
    {
      config: { access: access.member() },
      schema: {
        tags: ['readers'],
        summary: 'The Lens frees its Flow reader (refused while the Lens runs an exam)',
        params: codeParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await flows.release(contextOf(request), request.params.code);
      return reply.status(204).send(null);
    },
  );
}

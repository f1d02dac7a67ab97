import {
  access,
  apiErrorBodySchema,
  quizAttemptBodySchema,
  quizAttemptResultSchema,
  trainingCourseViewSchema,
  trainingOverviewSchema,
} from '@ponto/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/authenticate';
import type { TrainingService } from './service';

const errors = {
  400: apiErrorBodySchema,
  401: apiErrorBodySchema,
  404: apiErrorBodySchema,
  409: apiErrorBodySchema,
  423: apiErrorBodySchema,
};
const courseParams = z.object({ id: z.uuid() });

/**
 * §2 training trails and courses (docs/training.md). Open to every signed-in user whatever the status (§2:
 * /treinamento is for logged-in or in-training users) and without a workplace: training is the user's own.
 */
export async function trainingRoutes(app: FastifyInstance, { training }: { training: TrainingService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['training'];

  r.get(
    '/training',
    {
      config: { access: access.signedIn() },
      schema: {
        tags,
        summary:
          "The user's trails (§4: TRAINING users the initial ones; PENDING/CONTINUED users the continued ones first, highlighted) with completion, and each course's status (locked | available | passed) and best grade",
        response: { 200: trainingOverviewSchema, ...errors },
      },
    },
    async (request) => training.overview(authOf(request).user),
  );

  r.get(
    '/training/courses/:id',
    {
      config: { access: access.signedIn() },
      schema: {
        tags,
        summary:
          "A course's lessons and quiz questions, without the right answers; a course whose earlier courses are not passed is TRAINING_COURSE_LOCKED",
        params: courseParams,
        response: { 200: trainingCourseViewSchema, ...errors },
      },
    },
    async (request) => training.course(authOf(request).user, request.params.id),
  );

  r.post(
    '/training/courses/:id/attempts',
    {
      config: { access: access.signedIn() },
      schema: {
        tags,
        summary:
          'Answer the quiz: grade (0-100), passed (grade ≥ pass grade), the questions answered wrong and the user status after it (§4: TRAINING → ACTIVE when every initial course is passed; PENDING → CONTINUED → ACTIVE for continued courses); an unanswered question is the field error answers.N',
        params: courseParams,
        body: quizAttemptBodySchema,
        response: { 201: quizAttemptResultSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await training.attempt(authOf(request).user.id, request.params.id, request.body)),
  );

  r.get(
    '/training/courses/:id/certificate.pdf',
    {
      config: { access: access.signedIn() },
      schema: {
        tags,
        summary:
          "The certificate of a passed course as a PDF (name, document, course, trail, workload, grade, date of the first pass, verification code) in `lang` or the user's language; CERTIFICATE_NOT_AVAILABLE before passing",
        params: courseParams,
        querystring: z.object({ lang: z.string().max(10).optional() }),
        response: errors,
      },
    },
    async (request, reply) => {
      const { document, filename } = await training.certificate(
        authOf(request).user,
        request.params.id,
        request.query.lang,
      );
      reply.header('content-type', 'application/pdf');
      reply.header('content-disposition', `attachment; filename="${filename}"`);
      reply.header('cache-control', 'no-store');
      // A stream is piped as it is written, never serialised: the schema above only documents errors.
      return reply.send(document as never);
    },
  );
}

import {
  access,
  apiErrorBodySchema,
  clientQuizLinkSchema,
  clientQuizSubmissionSchema,
  clientQuizViewSchema,
} from '@ponto/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../request-context';
import type { ClientQuizService } from './service';

const errors = {
  400: apiErrorBodySchema,
  401: apiErrorBodySchema,
  403: apiErrorBodySchema,
  404: apiErrorBodySchema,
  409: apiErrorBodySchema,
  410: apiErrorBodySchema,
  429: apiErrorBodySchema,
};

/** /clientquiz: the operator's link, and the patient's questionnaire without a session (docs/client-quiz.md). */
export async function clientQuizRoutes(
  app: FastifyInstance,
  { clientQuiz, rateLimitPerMinute }: { clientQuiz: ClientQuizService; rateLimitPerMinute: number },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // The public calls take a token from a link: limited per address like the other sign-in-free calls.
  const limited = { rateLimit: { max: rateLimitPerMinute, timeWindow: '1 minute' } };

  r.post(
    '/pre-exams/:id/quiz-link',
    {
      config: { access: access.member() },
      schema: {
        tags: ['ordering'],
        summary:
          "A 7-day link where the patient answers the pre-exam's questionnaire (before any exam starts)",
        params: z.object({ id: z.uuid() }),
        response: { 200: clientQuizLinkSchema, ...errors },
      },
    },
    async (request) => clientQuiz.createLink(contextOf(request), request.params.id),
  );

  r.get(
    '/public/client-quiz',
    {
      config: { access: access.public, ...limited },
      schema: {
        tags: ['public'],
        summary: "The questionnaire a /clientquiz link opens: workplace, patient's first name, questions",
        querystring: z.object({ token: z.string().min(1).max(2000) }),
        response: { 200: clientQuizViewSchema, ...errors },
      },
    },
    async (request) => clientQuiz.view(request.query.token),
  );

  r.post(
    '/public/client-quiz',
    {
      config: { access: access.public, ...limited },
      schema: {
        tags: ['public'],
        summary: "The patient's answers, checked like the new-exam wizard's and stored in the pre-exam",
        body: clientQuizSubmissionSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await clientQuiz.submit(request.body.token, request.body.answers);
      return reply.status(204).send(null);
    },
  );
}

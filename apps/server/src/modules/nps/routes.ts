import { access, apiErrorBodySchema, type NpsAnswer, npsAnswerSchema } from '@ponto/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { authOf } from '../../platform/authenticate';
import type { Clock } from '../../platform/clock';
import { NpsRepository } from './repository';

/**
 * POST /nps (§2 NPS survey popup): the signed-in user's answer, or 'not now' (null score). The answer is
 * kept with the workplace the user was in; the session then no longer asks (domain npsDue).
 */
export async function npsRoutes(app: FastifyInstance, { db, clock }: { db: Db; clock: Clock }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const responses = new NpsRepository(db);
  r.post(
    '/nps',
    {
      config: { access: access.signedIn() },
      schema: {
        tags: ['auth'],
        summary: 'Answer the NPS survey (0 to 10, optional comment) or postpone it (score null)',
        body: npsAnswerSchema,
        response: {
          204: z.null().describe('Stored; the login popup is no longer due'),
          400: apiErrorBodySchema,
          401: apiErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { user } = authOf(request);
      const answer = request.body as NpsAnswer;
      await responses.insert({
        userId: user.id,
        workplaceId: user.lastWorkplaceId,
        score: answer.score,
        comment: answer.comment || null,
        createdAt: clock.now(),
      });
      return reply.status(204).send(null);
    },
  );
}

import {
  access,
  apiErrorBodySchema,
  type CriticalRangeInput,
  criticalRangeInputSchema,
  criticalRangeListSchema,
} from '@ponto/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { contextOf } from '../../request-context';

const errors = {
  400: apiErrorBodySchema,
  401: apiErrorBodySchema,
  403: apiErrorBodySchema,
  404: apiErrorBodySchema,
};

/**
 * Critical values: the ranges a workplace flags results with. Everyone of the workplace reads
 * them; a manager sets the workplace's own, and both bounds empty go back to the catalogue's.
 */
export async function criticalRangeRoutes(app: FastifyInstance, { clock }: { clock: Clock }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/critical-ranges',
    {
      config: { access: access.member() },
      schema: {
        tags: ['results'],
        summary:
          'Critical ranges of the quantitative analytes the workplace offers: the catalogue’s and its own',
        response: { 200: criticalRangeListSchema, ...errors },
      },
    },
    async (request) => ({ items: await contextOf(request).repos.criticalRanges.list() }),
  );

  r.put(
    '/critical-ranges/:examCode/:analyteCode',
    {
      config: { access: access.member('manager') },
      schema: {
        tags: ['results'],
        summary:
          'Set the workplace’s own critical range of an analyte (managers); both bounds empty restore the catalogue’s',
        params: z.object({ examCode: z.string().max(40), analyteCode: z.string().max(40) }),
        body: criticalRangeInputSchema,
        response: { 200: criticalRangeListSchema, ...errors },
      },
    },
    async (request) => {
      const { caller, repos } = contextOf(request);
      const ranges = repos.criticalRanges;
      const analyte = await ranges.offeredAnalyte(request.params.examCode, request.params.analyteCode);
      if (!analyte) throw new AppError('NOT_FOUND');
      const range = request.body as CriticalRangeInput;
      if (range.lower === null && range.upper === null) await ranges.clearOwn(analyte.id);
      else await ranges.setOwn(analyte.id, range, caller.user.id, clock.now());
      return { items: await ranges.list() };
    },
  );
}

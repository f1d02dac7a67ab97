import {
  access,
  apiErrorBodySchema,
  hasLocalAnalysis,
  type LocalAnalysisList,
  localAnalysisListSchema,
  type WorkplacePermission,
} from '@ponto/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contextOf } from '../../request-context';

/** GET /local-analysis (§4, /temp-results): the results of this workplace waiting for confirmation. */
export async function localAnalysisRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/local-analysis',
    {
      config: { access: access.member(), audit: { action: 'patientRead', targetType: 'localAnalysis' } },
      schema: {
        tags: ['results'],
        summary:
          'Local analysis (§4, §6): results read and not confirmed yet, one cluster per protocol; changes arrive live on …/local-analysis',
        response: {
          200: localAnalysisListSchema,
          400: apiErrorBodySchema,
          401: apiErrorBodySchema,
          404: apiErrorBodySchema,
        },
      },
    },
    async (request): Promise<LocalAnalysisList> => {
      const { workplace, repos } = contextOf(request);
      const localAnalysis = hasLocalAnalysis({
        permissions: workplace.permissions as WorkplacePermission[],
      });
      return { localAnalysis, clusters: localAnalysis ? await repos.localAnalysis.clusters() : [] };
    },
  );
}

import {
  access,
  apiErrorBodySchema,
  fieldError,
  reportLogoBase64,
  reportLogoBodySchema,
  reportLogoProblems,
  reportLogoSchema,
} from '@ponto/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Clock } from '../../platform/clock';
import { validationError } from '../../platform/errors';
import { contextOf } from '../../request-context';
import { isRasterImage } from '../reports/report-logo';

const errors = {
  400: apiErrorBodySchema,
  401: apiErrorBodySchema,
  403: apiErrorBodySchema,
  404: apiErrorBodySchema,
};

/**
 * The workplace's logo on its reports (docs/exam-report.md): everyone of the workplace sees it, its
 * managers set or remove it. Without one, reports carry the Ponto name mark.
 */
export async function reportLogoRoutes(app: FastifyInstance, { clock }: { clock: Clock }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/workplace/report-logo',
    {
      config: { access: access.member() },
      schema: {
        tags: ['reports'],
        summary: 'The logo printed on the workplace’s reports (a data: URL), or null',
        response: { 200: reportLogoSchema, ...errors },
      },
    },
    async (request) => ({ image: await contextOf(request).repos.reportLogo.get() }),
  );

  r.put(
    '/workplace/report-logo',
    {
      config: { access: access.member('manager') },
      // A 300 KB image is some 400 KB of base64.
      bodyLimit: 512 * 1024,
      schema: {
        tags: ['reports'],
        summary:
          'Set the logo of the workplace’s reports (managers): a PNG or JPEG data: URL of at most 300 KB',
        body: reportLogoBodySchema,
        response: { 200: reportLogoSchema, ...errors },
      },
    },
    async (request) => {
      const { image } = request.body;
      const problems = reportLogoProblems(image);
      if (problems.length > 0) throw validationError(problems);
      // The bytes must be what the data: URL says, so that every report can draw them.
      if (!isRasterImage(Buffer.from(reportLogoBase64(image), 'base64')))
        throw validationError([fieldError('image', 'logoNotImage')]);
      const { caller, repos } = contextOf(request);
      await repos.reportLogo.set(image, caller.user.id, clock.now());
      return { image };
    },
  );

  r.delete(
    '/workplace/report-logo',
    {
      config: { access: access.member('manager') },
      schema: {
        tags: ['reports'],
        summary: 'Remove the workplace’s report logo (managers): its reports carry the Ponto mark again',
        response: { 200: reportLogoSchema, ...errors },
      },
    },
    async (request) => {
      await contextOf(request).repos.reportLogo.clear();
      return { image: null };
    },
  );
}

import {
  apiErrorBodySchema,
  fieldError,
  reportLogoBase64,
  reportLogoBodySchema,
  reportLogoProblems,
  reportLogoSchema,
} from '@ponto/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database';
import { authOf } from '../../platform/authenticate';
import type { Clock } from '../../platform/clock';
import { AppError, validationError } from '../../platform/errors';
import { cnpjHeaderSchema, requireWorkplace, workplaceOf } from '../../platform/workplace-scope';
import type { AuthService } from '../auth/service';
import { isRasterImage } from '../reports/report-logo';
import { ReportLogoRepository } from './repository';

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
export async function reportLogoRoutes(
  app: FastifyInstance,
  { auth, db, clock }: { auth: AuthService; db: Db; clock: Clock },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const logos = new ReportLogoRepository(db);
  const scoped = requireWorkplace(auth);
  const managerOnly = (request: Parameters<typeof authOf>[0]) => {
    if (!authOf(request).user.roles.includes('manager')) throw new AppError('FORBIDDEN');
  };

  r.get(
    '/workplace/report-logo',
    {
      preHandler: scoped,
      schema: {
        tags: ['reports'],
        summary: 'The logo printed on the workplace’s reports (a data: URL), or null',
        headers: cnpjHeaderSchema,
        response: { 200: reportLogoSchema, ...errors },
      },
    },
    async (request) => ({ image: await logos.of(workplaceOf(request).id) }),
  );

  r.put(
    '/workplace/report-logo',
    {
      preHandler: scoped,
      // A 300 KB image is some 400 KB of base64.
      bodyLimit: 512 * 1024,
      schema: {
        tags: ['reports'],
        summary:
          'Set the logo of the workplace’s reports (managers): a PNG or JPEG data: URL of at most 300 KB',
        headers: cnpjHeaderSchema,
        body: reportLogoBodySchema,
        response: { 200: reportLogoSchema, ...errors },
      },
    },
    async (request) => {
      managerOnly(request);
      const { image } = request.body;
      const problems = reportLogoProblems(image);
      if (problems.length > 0) throw validationError(problems);
      // The bytes must be what the data: URL says, so that every report can draw them.
      if (!isRasterImage(Buffer.from(reportLogoBase64(image), 'base64')))
        throw validationError([fieldError('image', 'logoNotImage')]);
      await logos.set(workplaceOf(request).id, image, authOf(request).user.id, clock.now());
      return { image };
    },
  );

  r.delete(
    '/workplace/report-logo',
    {
      preHandler: scoped,
      schema: {
        tags: ['reports'],
        summary: 'Remove the workplace’s report logo (managers): its reports carry the Ponto mark again',
        headers: cnpjHeaderSchema,
        response: { 200: reportLogoSchema, ...errors },
      },
    },
    async (request) => {
      managerOnly(request);
      await logos.clear(workplaceOf(request).id);
      return { image: null };
    },
  );
}

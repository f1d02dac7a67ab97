import {
  apiErrorBodySchema,
  auditActions,
  auditOutcomes,
  auditPageSchema,
  auditVerificationSchema,
} from '@ponto/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/authenticate';
import { AppError } from '../../platform/errors';
import { cnpjHeaderSchema, requireWorkplace, workplaceOf } from '../../platform/workplace-scope';
import type { AuthService } from '../auth/service';
import { auditCsv } from './csv';
import type { AuditFilter, AuditTrail } from './trail';

const errors = {
  400: apiErrorBodySchema,
  401: apiErrorBodySchema,
  403: apiErrorBodySchema,
  404: apiErrorBodySchema,
};
const PAGE = 50;
const EXPORT_LIMIT = 100_000;

const filterSchema = z.object({
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  action: z.enum(auditActions).optional(),
  outcome: z.enum(auditOutcomes).optional(),
  actorId: z.uuid().optional(),
});

/** Dates are whole UTC days: from the start of `from` to the end of `to`. */
function filterOf(query: z.infer<typeof filterSchema>): Omit<AuditFilter, 'limit'> {
  const day = 86_400_000;
  return {
    ...(query.from && { from: new Date(`${query.from}T00:00:00Z`) }),
    ...(query.to && { to: new Date(new Date(`${query.to}T00:00:00Z`).getTime() + day) }),
    ...(query.action && { action: query.action }),
    ...(query.outcome && { outcome: query.outcome }),
    ...(query.actorId && { actorId: query.actorId }),
  };
}

/** The workplace's audit trail, for its managers only (issue 13, docs/audit.md). */
export async function auditRoutes(
  app: FastifyInstance,
  { auth, audit }: { auth: AuthService; audit: AuditTrail },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const scoped = requireWorkplace(auth);
  const managerOnly = async (request: Parameters<typeof scoped>[0], reply: Parameters<typeof scoped>[1]) => {
    await scoped(request, reply);
    if (!authOf(request).user.roles.includes('manager')) throw new AppError('FORBIDDEN');
  };

  r.get(
    '/audit-log',
    {
      preHandler: managerOnly,
      schema: {
        tags: ['audit'],
        summary: 'The workplace’s audit trail, newest first, 50 at a time (managers)',
        headers: cnpjHeaderSchema,
        querystring: filterSchema.extend({ before: z.coerce.number().int().positive().optional() }),
        response: { 200: auditPageSchema, ...errors },
      },
    },
    async (request) => {
      const items = await audit.list(workplaceOf(request).id, {
        ...filterOf(request.query),
        ...(request.query.before && { beforeSeq: request.query.before }),
        limit: PAGE,
      });
      return { items, nextBefore: items.length === PAGE ? items.at(-1)!.seq : null };
    },
  );

  r.get(
    '/audit-log/export.csv',
    {
      preHandler: managerOnly,
      schema: {
        tags: ['audit'],
        summary: 'The filtered audit trail as CSV (managers); the export is itself recorded',
        headers: cnpjHeaderSchema,
        querystring: filterSchema,
      },
    },
    async (request, reply) => {
      const workplace = workplaceOf(request);
      const items = await audit.list(workplace.id, { ...filterOf(request.query), limit: EXPORT_LIMIT });
      await audit.record(request, {
        action: 'export',
        outcome: 'success',
        workplaceId: workplace.id,
        actorId: authOf(request).user.id,
        targetType: 'auditLog',
        details: { rows: items.length, ...request.query },
      });
      reply.header('content-type', 'text/csv; charset=utf-8');
      reply.header('content-disposition', `attachment; filename="audit-${workplace.cnpj}.csv"`);
      return auditCsv(items);
    },
  );

  r.get(
    '/audit-log/verify',
    {
      preHandler: managerOnly,
      schema: {
        tags: ['audit'],
        summary: 'Whether the workplace’s audit chain is intact, and where it breaks (managers)',
        headers: cnpjHeaderSchema,
        response: { 200: auditVerificationSchema, ...errors },
      },
    },
    async (request) => audit.verify(workplaceOf(request).id),
  );
}

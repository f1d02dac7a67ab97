import {
  access,
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
import { decodeCursor, encodeCursor } from '../../platform/keyset-cursor';
import { contextOf } from '../../request-context';
import { sendCsv } from '../period-reports/csv-file';
import { auditCsv } from './csv';
import type { AuditFilter, AuditTrail } from './service';

const errors = {
  400: apiErrorBodySchema,
  401: apiErrorBodySchema,
  403: apiErrorBodySchema,
  404: apiErrorBodySchema,
};
const PAGE_DEFAULT = 50;
/** Entries read from the database per step of the CSV export. */
const EXPORT_BATCH = 1000;

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

/** The workplace's audit trail, for its managers only (docs/audit.md). */
export async function auditRoutes(app: FastifyInstance, { audit }: { audit: AuditTrail }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/audit-log',
    {
      config: { access: access.member('manager') },
      schema: {
        tags: ['audit'],
        summary: "The workplace's audit trail, newest first, 'load more' by cursor (managers)",
        querystring: filterSchema.extend({
          cursor: z.string().max(500).optional(),
          limit: z.coerce.number().int().min(1).max(100).default(PAGE_DEFAULT),
        }),
        response: { 200: auditPageSchema, ...errors },
      },
    },
    async (request) => {
      const { cursor, limit } = request.query;
      const beforeSeq = cursor ? Number(decodeCursor(cursor, { seq: /^[1-9]\d{0,9}$/ }).seq) : undefined;
      const rows = await audit.list(contextOf(request).workplace.id, {
        ...filterOf(request.query),
        ...(beforeSeq && { beforeSeq }),
        limit: limit + 1,
      });
      const items = rows.slice(0, limit);
      const last = items.at(-1);
      return {
        items,
        nextCursor: rows.length > limit && last ? encodeCursor({ seq: String(last.seq) }) : null,
      };
    },
  );

  r.get(
    '/audit-log/export.csv',
    {
      config: { access: access.member('manager') },
      schema: {
        tags: ['audit'],
        summary: 'The filtered audit trail as CSV (managers); the export is itself recorded',
        querystring: filterSchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const { workplace } = contextOf(request);
      const filter = filterOf(request.query);
      // Recorded before a line leaves; when it cannot be, nothing is exported (AUDIT_UNAVAILABLE).
      await audit.record(request, {
        action: 'export',
        outcome: 'success',
        workplaceId: workplace.id,
        actorId: authOf(request).user.id,
        targetType: 'auditLog',
        details: { ...request.query },
      });
      async function* pages() {
        let beforeSeq: number | undefined;
        for (;;) {
          const entries = await audit.list(workplace.id, {
            ...filter,
            ...(beforeSeq && { beforeSeq }),
            limit: EXPORT_BATCH,
          });
          if (entries.length > 0) yield entries;
          if (entries.length < EXPORT_BATCH) return;
          beforeSeq = entries.at(-1)!.seq;
        }
      }
      return sendCsv(reply, auditCsv(`audit-${workplace.cnpj}.csv`, pages));
    },
  );

  r.get(
    '/audit-log/verify',
    {
      config: { access: access.member('manager') },
      schema: {
        tags: ['audit'],
        summary: "Whether the workplace's audit chain is intact, and where it breaks (managers)",
        response: { 200: auditVerificationSchema, ...errors },
      },
    },
    async (request) => audit.verify(contextOf(request).workplace.id),
  );
}

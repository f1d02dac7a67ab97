import {
  type Animal,
  access,
  animalSchema,
  apiErrorBodySchema,
  fieldError,
  PATIENT_SEARCH_MIN_LENGTH,
  searchProblemKeys,
  searchProblems,
} from '@ponto/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '../../platform/clock';
import { AppError, validationError } from '../../platform/errors';
import { contextOf } from '../../request-context';
import { normaliseDocument } from '../auth/service';
import type { AnimalRow } from './animal-repository';
import { decodeSearchCursor, SEARCH_PAGE_SIZE, searchPage } from './search-page';
import { searchKey } from './service';

const record = z.object({
  id: z.string(),
  animal: animalSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  /** When the tutor's data was erased (docs/patient-data-rights.md); the record keeps the animal only. */
  anonymisedAt: z.string().nullable(),
});

function toRecord(row: AnimalRow) {
  return {
    id: row.id,
    animal: row.animal as Animal,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    anonymisedAt: row.anonymisedAt?.toISOString() ?? null,
  };
}

function columns(animal: Animal) {
  return {
    searchName: searchKey([animal.nameOrCode, animal.tutorName].filter(Boolean).join(' ')),
    tutorDocument: animal.tutorDocument ? normaliseDocument(animal.tutorDocument) : null,
    animal: animal as Record<string, unknown>,
  };
}

/** Veterinary patients (§3 Animal): small enough to keep routes and rules in one file; SQL in its repository. */
export async function animalsRoutes(app: FastifyInstance, { clock }: { clock: Clock }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const errors = {
    400: apiErrorBodySchema,
    401: apiErrorBodySchema,
    403: apiErrorBodySchema,
    404: apiErrorBodySchema,
    409: apiErrorBodySchema,
  };

  r.post(
    '/animals',
    {
      config: { access: access.member('clinical', 'veterinary') },
      schema: {
        tags: ['patients'],
        summary: 'Register an animal (VET workplaces)',
        body: animalSchema,
        response: { 201: record, ...errors },
      },
    },
    async (request, reply) => {
      const { caller, repos } = contextOf(request);
      const row = await repos.animals.insert(caller.user.id, columns(request.body));
      return reply.status(201).send(toRecord(row));
    },
  );

  r.get(
    '/animals',
    {
      config: { access: access.member('veterinary') },
      schema: {
        tags: ['patients'],
        summary: "Search animals by name, code or tutor (at least 3 characters; 'load more')",
        querystring: z.object({ search: z.string().default(''), cursor: z.string().max(500).optional() }),
        response: { 200: z.object({ items: z.array(record), nextCursor: z.string().nullable() }), ...errors },
      },
    },
    async (request) => {
      const { repos } = contextOf(request);
      const problems = searchProblems(request.query.search, { patient: true });
      if (problems.length > 0) {
        throw validationError(
          problems.map((p) => fieldError('search', searchProblemKeys[p], { min: PATIENT_SEARCH_MIN_LENGTH })),
        );
      }
      const after = request.query.cursor ? decodeSearchCursor(request.query.cursor) : null;
      const text = searchKey(request.query.search);
      const digits = request.query.search.replace(/\D/g, '');
      const rows = await repos.animals.search(text, digits, after, SEARCH_PAGE_SIZE + 1);
      return searchPage(rows, toRecord);
    },
  );

  r.get(
    '/animals/:id',
    {
      config: { access: access.member('veterinary') },
      schema: {
        tags: ['patients'],
        summary: 'One veterinary patient (for its edit page)',
        params: z.object({ id: z.uuid() }),
        response: { 200: record, ...errors },
      },
    },
    async (request) => {
      const row = await contextOf(request).repos.animals.byId(request.params.id);
      if (!row) throw new AppError('NOT_FOUND');
      return toRecord(row);
    },
  );

  r.put(
    '/animals/:id',
    {
      config: { access: access.member('clinical', 'veterinary') },
      schema: {
        tags: ['patients'],
        summary: 'Edit a veterinary patient',
        params: z.object({ id: z.uuid() }),
        body: animalSchema,
        response: { 200: record, ...errors },
      },
    },
    async (request) => {
      const { repos } = contextOf(request);
      const row = await repos.animals.update(request.params.id, {
        ...columns(request.body),
        updatedAt: clock.now(),
      });
      if (row) return toRecord(row);
      // Filling an anonymised tutor in again would identify them anew.
      const existing = await repos.animals.exists(request.params.id);
      throw new AppError(existing ? 'PATIENT_ALREADY_ANONYMISED' : 'NOT_FOUND');
    },
  );
}

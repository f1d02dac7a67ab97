import {
  access,
  addWorkerBodySchema,
  apiErrorBodySchema,
  operatorBodySchema,
  operatorListSchema,
  operatorPatchSchema,
  operatorViewSchema,
} from '@ponto/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../request-context';
import type { OperatorsService } from './service';

const errors = {
  400: apiErrorBodySchema,
  401: apiErrorBodySchema,
  403: apiErrorBodySchema,
  404: apiErrorBodySchema,
  409: apiErrorBodySchema,
};
const userParams = z.object({ id: z.uuid() });
const workerParams = z.object({ userId: z.uuid() });

/** §2 operators list and create form, §6 workers added and removed: the management area (managers only). */
export async function operatorRoutes(app: FastifyInstance, { operators }: { operators: OperatorsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/operators',
    {
      config: { access: access.member('manager') },
      schema: {
        tags: ['operators'],
        summary: "The workplace's people: name, document, e-mail, status, roles, council (managers)",
        response: { 200: operatorListSchema, ...errors },
      },
    },
    async (request) => operators.list(contextOf(request)),
  );

  r.post(
    '/operators',
    {
      config: { access: access.member('manager') },
      schema: {
        tags: ['operators'],
        summary: 'Create an operator of the workplace; they get an e-mail to set their password (managers)',
        body: operatorBodySchema,
        response: { 201: operatorViewSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await operators.create(contextOf(request), request.body)),
  );

  r.patch(
    '/operators/:id',
    {
      config: { access: access.member('manager') },
      schema: {
        tags: ['operators'],
        summary:
          'Change name, e-mail, birth date, sex or council data of a worker of the workplace (managers)',
        params: userParams,
        body: operatorPatchSchema,
        response: { 200: operatorViewSchema, ...errors },
      },
    },
    async (request) => operators.update(contextOf(request), request.params.id, request.body),
  );

  r.post(
    '/operators/workers',
    {
      config: { access: access.member('manager') },
      schema: {
        tags: ['operators'],
        summary: 'Add someone who already has an account as a worker of the workplace (managers)',
        body: addWorkerBodySchema,
        response: { 201: operatorViewSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await operators.addWorker(contextOf(request), request.body)),
  );

  r.delete(
    '/operators/workers/:userId',
    {
      config: { access: access.member('manager') },
      schema: {
        tags: ['operators'],
        summary: 'Remove a worker from the workplace; the account stays (managers, never themselves)',
        params: workerParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await operators.removeWorker(contextOf(request), request.params.userId);
      return reply.status(204).send(null);
    },
  );
}

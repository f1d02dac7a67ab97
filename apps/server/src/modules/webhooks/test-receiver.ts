import http from 'node:http';
import type net from 'node:net';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { webhookDeliveries } from '../../db/schema';
import { createUser } from '../../testing/factories';
import type { TestApp } from '../../testing/test-app';
import { newWebhookId } from './sign';

export interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
  status: number;
}

/**
 * An integrator's webhook receiver on a free port of 127.0.0.1. `answer` decides the status of the n-th
 * request (from 1); every request is kept with its raw body, for the signature.
 */
export async function startReceiver(answer: (n: number) => number = () => 204) {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      const status = answer(received.length + 1);
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8'), status });
      response.writeHead(status, { 'content-type': 'text/plain' }).end(status >= 300 ? 'not now' : 'ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A workplace member signed in on `app` (its own JWT secret); a manager unless roles say otherwise. */
export async function signIn(app: TestApp, workplace: { id: string; cnpj: string }, roles = ['manager']) {
  const user = await createUser(app.database.db, { roles, workplaceIds: [workplace.id] });
  return headersOf(app, user, workplace);
}

export async function headersOf(
  app: TestApp,
  user: { document: string; password: string },
  workplace: { cnpj: string },
) {
  const login = await app.http.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { document: user.document, password: user.password },
  });
  expect(login.statusCode, login.body).toBe(200);
  return { authorization: `Bearer ${login.json().accessToken}`, cnpj: workplace.cnpj };
}

/** Registers an endpoint through the API; answers it with its whole secret. */
export async function registerEndpoint(
  app: TestApp,
  headers: Record<string, string>,
  url: string,
  events = ['exam.started', 'questionnaire.filled', 'result.finished'],
) {
  const res = await app.http.inject({
    method: 'POST',
    url: '/webhooks/endpoints',
    headers,
    payload: { url, events },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; secret: string; url: string };
}

/** A delivery as the outbox holds it, due at `nextAttemptAt` (now by default). */
export async function enqueue(app: TestApp, endpointId: string, nextAttemptAt = app.clock.now()) {
  const id = newWebhookId();
  const now = app.clock.now();
  await app.database.db.insert(webhookDeliveries).values({
    id,
    endpointId,
    eventType: 'questionnaire.filled',
    payload: {
      type: 'questionnaire.filled',
      timestamp: now.toISOString(),
      data: {
        cnpj: '12345678000195',
        preExamId: crypto.randomUUID(),
        externalId: null,
        examRequestId: crypto.randomUUID(),
        examIndex: 1,
        status: 'STARTED',
        state: 'waitingForTest',
      },
    },
    nextAttemptAt,
    createdAt: now,
  });
  return id;
}

export async function deliveryRow(app: TestApp, id: string) {
  const [row] = await app.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id));
  return row!;
}

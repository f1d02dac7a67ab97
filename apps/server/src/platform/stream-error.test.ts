import { Readable } from 'node:stream';
import { apiErrorBodySchema } from '@ponto/domain';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { registerErrorHandling } from './errors';
import { responseSerializerCompiler } from './response-serializer';

/** A download route whose stream fails `after` ms in, having written `written` first (as a ZIP whose drawing fails). */
async function downloadServer() {
  const app = Fastify();
  app.setSerializerCompiler(responseSerializerCompiler);
  registerErrorHandling(app);
  app.get<{ Querystring: { written?: string } }>(
    '/download',
    { schema: { response: { 404: apiErrorBodySchema } } },
    async (request, reply) => {
      reply.header('content-type', 'application/zip');
      const stream = new Readable({ read() {} });
      if (request.query.written) stream.push(Buffer.from(request.query.written));
      setTimeout(() => stream.destroy(new Error('the drawing process failed')), 20);
      return reply.send(stream);
    },
  );
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as { port: number };
  return { app, url: `http://127.0.0.1:${port}/download` };
}

describe('a streamed download that fails', () => {
  const server = downloadServer();
  afterAll(async () => (await server).app.close());

  it('before its first byte answers in the portal’s error vocabulary, translated, never a raw 500', async () => {
    const { url } = await server;
    const response = await fetch(url, { headers: { 'accept-language': 'en-US' } });
    expect(response.status).toBe(500);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const body = apiErrorBodySchema.parse(await response.json());
    expect(body.error).toMatchObject({ code: 'UNEXPECTED_ERROR', titleKey: 'errors:UNEXPECTED_ERROR.title' });
    expect(body.error.message).not.toMatch(/payload|FST_/);
  });

  it('after its first bytes breaks off, so the client sees an unfinished file, not a whole one', async () => {
    const { url } = await server;
    const response = await fetch(`${url}?written=PK`);
    expect(response.status).toBe(200);
    await expect(response.arrayBuffer()).rejects.toThrow();
  });
});

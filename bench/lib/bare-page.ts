/**
 * The floor of bench/login-lcp.ts: a bare Fastify serving one static page with a heading and a line of text,
 * no script, so Chromium's largest contentful paint of it is what loopback and the browser cost by
 * themselves. Started as a child process; prints its address on stdout.
 */
import Fastify from 'fastify';

const PAGE =
  '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Ponto</title></head>' +
  '<body><h1>Ponto</h1><p>Entre com seu documento e sua senha.</p></body></html>';

const app = Fastify({ logger: false });
app.get('/page', async (_request, reply) => reply.type('text/html; charset=utf-8').send(PAGE));
const address = await app.listen({ host: '127.0.0.1', port: 0 });
console.log(`bare page at ${address}`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));

/**
 * The yardstick of bench/api-latency.ts: a bare Fastify on the same machine, one JSON route, no database,
 * no auth. Started as a child process (like the portal) and prints its address on stdout.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ ok: true }));
app.post('/bare', async (request) => ({ ok: true, got: typeof request.body }));
const address = await app.listen({ host: '127.0.0.1', port: 0 });
console.log(`bare fastify at ${address}`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));

import crypto from 'node:crypto';
import http from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { listenOnPortOrFree } from '../../platform/listen';
import type { Metrics } from './metrics';

export interface MetricsServerOptions {
  host: string;
  port: number;
  /** When set, a scrape must send `Authorization: Bearer <token>`. */
  token: string | undefined;
  log: FastifyBaseLogger;
}

function sameSecret(given: string, expected: string): boolean {
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  return crypto.timingSafeEqual(a, b);
}

/**
 * `GET /metrics` on an address of its own (loopback by default), apart from the portal's port: the figures
 * are for the operator's Prometheus, not for the internet, and the API's rate limits and hooks do not apply.
 */
export class MetricsServer {
  private constructor(
    private readonly server: http.Server,
    readonly url: string,
  ) {}

  static async start(metrics: Metrics, options: MetricsServerOptions): Promise<MetricsServer> {
    const server = http.createServer((request, response) => {
      const path = new URL(request.url ?? '/', 'http://metrics').pathname;
      if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
        response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
        return;
      }
      const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      if (options.token && !(bearer && sameSecret(bearer, options.token))) {
        response
          .writeHead(401, { 'content-type': 'text/plain; charset=utf-8', 'www-authenticate': 'Bearer' })
          .end('Unauthorized\n');
        return;
      }
      metrics.render().then(
        (body) => {
          response.writeHead(200, { 'content-type': metrics.contentType, 'cache-control': 'no-store' });
          response.end(request.method === 'HEAD' ? undefined : body);
        },
        (error) => {
          options.log.error({ err: error }, 'metrics scrape failed');
          response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Scrape failed\n');
        },
      );
    });
    const port = await listenOnPortOrFree(server, options.host, options.port);
    if (port !== options.port && options.port !== 0)
      options.log.warn(`Metrics port ${options.port} is taken: metrics are served on ${port} instead.`);
    const host = options.host.includes(':') ? `[${options.host}]` : options.host;
    return new MetricsServer(server, `http://${host}:${port}/metrics`);
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

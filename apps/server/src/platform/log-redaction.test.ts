import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction';

describe('redactUrl', () => {
  it('hides the values of secret query parameters and keeps the rest', () => {
    expect(redactUrl('/iframe?token=eyJabc&id=1&cnpj=2')).toBe('/iframe?token=[redacted]&id=1&cnpj=2');
    expect(redactUrl('/public/client-quiz?token=x.y.z')).toBe('/public/client-quiz?token=[redacted]');
    expect(redactUrl('/x?Access_Token=a&password=b&q=c')).toBe(
      '/x?Access_Token=[redacted]&password=[redacted]&q=c',
    );
  });

  it('leaves a URL without a query, or without secrets, as it is', () => {
    expect(redactUrl('/exam-requests/1/report.pdf')).toBe('/exam-requests/1/report.pdf');
    expect(redactUrl('/protocols?q=ana&cursor=abc')).toBe('/protocols?q=ana&cursor=abc');
    expect(redactUrl('/x?%E0%A4%A=1')).toBe('/x?%E0%A4%A=1');
  });
});

describe('the HTTP logger', () => {
  // Its first import of Fastify and the plugins takes seconds on a busy 2-core machine: a longer time limit.
  it('writes request lines with the secret query values redacted', async () => {
    const { createHttp } = await import('./http');
    const lines: string[] = [];
    const app = createHttp({ TRUST_PROXY: false } as Parameters<typeof createHttp>[0], {
      level: 'debug',
      stream: { write: (line: string) => lines.push(line) },
    });
    app.get('/clientquiz', async () => 'ok');
    await app.inject({ method: 'GET', url: '/clientquiz?token=very-secret-link&lang=pt-BR' });
    await app.close();
    const logged = lines.join('\n');
    expect(logged).toContain('/clientquiz?token=[redacted]&lang=pt-BR');
    expect(logged).not.toContain('very-secret-link');
  }, 30_000);

  /** The lines a logger at `level` writes for one request (given its id) to `url`, answered with `status`. */
  async function accessLines(level: string, url: string, status: number) {
    const { createHttp } = await import('./http');
    const lines: string[] = [];
    const app = createHttp({ TRUST_PROXY: false } as Parameters<typeof createHttp>[0], {
      level,
      stream: { write: (line: string) => lines.push(line) },
    });
    app.get('/answer', async (_request, reply) => reply.code(status).send({ status }));
    await app.inject({ method: 'GET', url, headers: { 'x-request-id': 'access-line-1' } });
    await app.close();
    return lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.reqId === 'access-line-1');
  }

  it('writes one access line for a refused or failed answer at info, with the request, status and time', async () => {
    const lines = await accessLines('info', '/answer?q=1', 404);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', url: '/answer?q=1' },
      res: { statusCode: 404 },
    });
    expect(typeof lines[0]?.responseTime).toBe('number');
  }, 30_000);

  it('writes a quick successful answer at debug only', async () => {
    expect(await accessLines('info', '/answer', 200)).toHaveLength(0);
    const lines = await accessLines('debug', '/answer', 200);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ msg: 'request completed', res: { statusCode: 200 } });
  }, 30_000);
});

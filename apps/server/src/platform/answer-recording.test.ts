import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';

// Each route records its answers in its recorder as they are handed over (docs/operations.md, "Metrics").

type Recorded = { route: string; method: string; status: number; seconds: number };

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function httpRecording(): Promise<{ app: FastifyInstance; recorded: Recorded[] }> {
  const { createHttp, recordAnswersWith } = await import('./http');
  const recorded: Recorded[] = [];
  const made = createHttp({ TRUST_PROXY: false } as Parameters<typeof createHttp>[0], false);
  recordAnswersWith(made, (route) => (method, status, seconds) => {
    recorded.push({ route, method, status, seconds });
  });
  app = made;
  return { app: made, recorded };
}

describe('the answers a route records', () => {
  it('records the status another onSend hook settled on, once per answer', async () => {
    const { addOnSendBeforeAnswer } = await import('./http');
    const { app, recorded } = await httpRecording();
    app.addHook('onRoute', (route) => {
      // As the audit trail does when it cannot write a read's entry: the answer becomes a 503.
      addOnSendBeforeAnswer(route, (_request, reply, _payload, done) => {
        reply.code(503);
        done(null, '{"code":"AUDIT_UNAVAILABLE"}');
      });
    });
    app.get('/read', async () => ({ secret: 'patient data' }));
    const answer = await app.inject({ method: 'GET', url: '/read' });
    expect(answer.statusCode).toBe(503);
    expect(recorded).toEqual([{ route: '/read', method: 'GET', status: 503, seconds: expect.any(Number) }]);
  }, 30_000);

  it('records a streamed answer once it has all been written, with its whole time', async () => {
    const { app, recorded } = await httpRecording();
    let pushed = 0;
    app.get('/download', async (_request, reply) => {
      const body = new Readable({
        read() {
          pushed += 1;
          // The last part comes 50 ms after the first.
          if (pushed === 1) this.push('first part;');
          else setTimeout(() => this.push(null), 50);
        },
      });
      return reply.type('text/csv').send(body);
    });
    const answer = await app.inject({ method: 'GET', url: '/download' });
    expect(answer.body).toBe('first part;');
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({ route: '/download', status: 200 });
    expect(recorded[0]!.seconds).toBeGreaterThanOrEqual(0.04);
  }, 30_000);

  it('records a page the web app answers for an unknown path once, as unmatched, without a listener too many', async () => {
    const { registerWebAndNotFound } = await import('./http');
    const { app, recorded } = await httpRecording();
    const web = fs.mkdtempSync(path.join(os.tmpdir(), 'ponto-web-'));
    fs.writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>Ponto</title>');
    const warnings: string[] = [];
    const warned = (warning: Error) => warnings.push(warning.name);
    process.on('warning', warned);
    try {
      await registerWebAndNotFound(app, web, (method, status, seconds) =>
        recorded.push({ route: 'unmatched', method, status, seconds }),
      );
      const page = await app.inject({ method: 'GET', url: '/patients/42', headers: { accept: 'text/html' } });
      const file = await app.inject({ method: 'GET', url: '/index.html' });
      expect([page.statusCode, file.statusCode]).toEqual([200, 200]);
      await new Promise((next) => setImmediate(next));
      expect(recorded.map((r) => r.route)).toEqual(['unmatched', '/*']);
      expect(warnings).not.toContain('MaxListenersExceededWarning');
    } finally {
      process.off('warning', warned);
      fs.rmSync(web, { recursive: true, force: true });
    }
  }, 30_000);
});

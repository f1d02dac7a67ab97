import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorkplace } from '../testing/factories';
import { createTestApp, type TestApp } from '../testing/test-app';

let app: TestApp;
let webDist: string;
const APP_JS = `export const words = ${JSON.stringify('ponto '.repeat(2000))};\n`;
beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'ponto-web-'));
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html lang="pt-BR"><title>Ponto</title></html>',
  );
  // A built asset with its compressed copies, as the web build writes them.
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'assets', 'app-1a2b3c.js'), APP_JS);
  fs.writeFileSync(path.join(webDist, 'assets', 'app-1a2b3c.js.br'), zlib.brotliCompressSync(APP_JS));
  fs.writeFileSync(path.join(webDist, 'assets', 'app-1a2b3c.js.gz'), zlib.gzipSync(APP_JS));
  app = await createTestApp({
    WEB_DIST: webDist,
    EMBED_ALLOWED_ORIGINS: 'https://parceiro.example.com',
    AUTH_RATE_LIMIT_PER_MINUTE: '20',
  });
});
afterAll(async () => {
  await app?.stop();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('HTTP platform', () => {
  it('serves the app for any unknown page a browser asks for (history mode), JSON 404 for the rest', async () => {
    for (const url of ['/', '/home', '/pacientes/12345678909', '/some/unknown/path']) {
      const res = await app.http.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
    }
    const api = await app.http.inject({
      method: 'GET',
      url: '/no-such-call',
      headers: { accept: 'application/json' },
    });
    expect(api.statusCode).toBe(404);
    expect(api.json().error.code).toBe('NOT_FOUND');
    const post = await app.http.inject({ method: 'POST', url: '/home', headers: { accept: 'text/html' } });
    expect(post.statusCode).toBe(404);
    // A file added after the start (a rebuild of the web) is served at once.
    fs.writeFileSync(path.join(webDist, 'late.js'), 'console.log(1)');
    const late = await app.http.inject({ method: 'GET', url: '/late.js' });
    expect(late.statusCode).toBe(200);
  });

  it('sends the compressed copy of a built asset the browser accepts, cached for a year', async () => {
    const asset = '/assets/app-1a2b3c.js';
    const brotli = await app.http.inject({
      method: 'GET',
      url: asset,
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toContain('javascript');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers['content-security-policy']).toContain("default-src 'self'");
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(APP_JS);
    const gzip = await app.http.inject({ method: 'GET', url: asset, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(APP_JS);
    const plain = await app.http.inject({
      method: 'GET',
      url: asset,
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(APP_JS);
    // The page itself is never cached: a new build is seen at the next load.
    const page = await app.http.inject({ method: 'GET', url: '/home', headers: { accept: 'text/html' } });
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('sends the security headers, with frame-ancestors from the allowed embed origins', async () => {
    const page = (headers: Record<string, string> = {}) =>
      app.http.inject({ method: 'GET', url: '/home', headers: { accept: 'text/html', ...headers } });
    const res = await page();
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'self' https://parceiro.example.com");
    // The live worker from the app's own origin (mqtt.js builds it from a blob), WebSockets to this host only.
    expect(csp).toContain("worker-src 'self' blob:");
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval';script-src-attr 'none'");
    const connect = /connect-src ([^;]*)/.exec(csp)?.[1]?.split(' ');
    expect(connect).toEqual(["'self'", 'blob:', 'ws://localhost:80', 'wss://localhost:80']);
    const forged = await page({ host: 'x;script-src *' });
    expect(/connect-src ([^;]*)/.exec(String(forged.headers['content-security-policy']))?.[1]).toBe(
      "'self' blob: 'self' 'self'",
    );
    // Each host its own policy, also once both are kept.
    const other = await page({ host: 'ponto.example:8443' });
    expect(String(other.headers['content-security-policy'])).toContain('wss://ponto.example:8443');
    const again = await page();
    expect(again.headers['content-security-policy']).toBe(csp);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // Plain HTTP (no trusted proxy here): no HSTS, whatever a client claims in x-forwarded-proto.
    expect(res.headers['strict-transport-security']).toBeUndefined();
    const claimed = await app.http.inject({
      method: 'GET',
      url: '/users/ping',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
    const json = await app.http.inject({ method: 'GET', url: '/users/ping' });
    expect(json.headers['cache-control']).toBe('no-store');
    expect(json.headers['x-request-id']).toEqual(expect.any(String));
  });

  it('sends the headers only documents act on with pages and files, not with JSON answers', async () => {
    const documentOnly = [
      'cross-origin-opener-policy',
      'origin-agent-cluster',
      'x-dns-prefetch-control',
      'referrer-policy',
    ];
    const page = await app.http.inject({ method: 'GET', url: '/home', headers: { accept: 'text/html' } });
    const asset = await app.http.inject({ method: 'GET', url: '/assets/app-1a2b3c.js' });
    for (const answer of [page, asset]) {
      expect(answer.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['content-security-policy']).toContain("object-src 'none'");
    }
    const json = await app.http.inject({ method: 'GET', url: '/users/ping' });
    expect(json.headers['content-type']).toContain('application/json');
    // Never rendered: it loads nothing and nobody frames it.
    expect(json.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    for (const name of documentOnly) expect(json.headers[name]).toBeUndefined();
    expect(json.headers['x-content-type-options']).toBe('nosniff');
    expect(json.headers['cross-origin-resource-policy']).toBe('same-origin');
    // An error is JSON too; a refused call answers with the same headers as any other JSON answer.
    const refused = await app.http.inject({ method: 'GET', url: '/users/checkToken' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(refused.headers['cross-origin-opener-policy']).toBeUndefined();
  });

  it('sends HSTS when a trusted proxy says the request came over HTTPS', async () => {
    const behindProxy = await createTestApp({ TRUST_PROXY: 'true' });
    try {
      const ping = (proto: string) =>
        behindProxy.http.inject({
          method: 'GET',
          url: '/users/ping',
          headers: { 'x-forwarded-proto': proto },
        });
      expect((await ping('https')).headers['strict-transport-security']).toBe(
        'max-age=31536000; includeSubDomains',
      );
      expect((await ping('http')).headers['strict-transport-security']).toBeUndefined();
    } finally {
      await behindProxy.stop();
    }
  });

  it("keeps a client's request id only when it has a safe shape", async () => {
    const kept = await app.http.inject({
      method: 'GET',
      url: '/users/ping',
      headers: { 'x-request-id': 'lb-1234abcd' },
    });
    expect(kept.headers['x-request-id']).toBe('lb-1234abcd');
    for (const forged of [
      'short',
      'x'.repeat(65),
      'a b c d e f g h',
      'id\nfake-log-line',
      '<script>x</script>',
    ]) {
      const res = await app.http.inject({
        method: 'GET',
        url: '/users/ping',
        headers: { 'x-request-id': forged },
      });
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('answers ping and customization without a token (§7)', async () => {
    await createWorkplace(app.database.db, { services: ['rapid_test'] });
    expect((await app.http.inject({ method: 'GET', url: '/users/ping' })).json().ok).toBe(true);
    const custom = (await app.http.inject({ method: 'GET', url: '/specialist/customization' })).json();
    expect(custom.allowedEmbedOrigins).toEqual(['https://parceiro.example.com']);
    expect(custom.patientPortalUrl).toMatch(/^https:/);
    // Test workplaces offer rapid_test, so /external-test sends a signed-out visitor to the login.
    expect(custom.services).toContain('rapid_test');
  });

  it('publishes the OpenAPI document generated from the route schemas', async () => {
    const res = await app.http.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/auth/login', '/oauth/token', '/users/checkToken', '/users/ping']),
    );
  });

  it('rate-limits sign-in attempts from one address', async () => {
    let last = 0;
    for (let i = 0; i < 21; i++) {
      last = (
        await app.http.inject({
          method: 'POST',
          url: '/auth/login',
          payload: { document: '1', password: 'x' },
          remoteAddress: '10.9.8.7',
        })
      ).statusCode;
    }
    expect(last).toBe(429);
  });

  it('counts sign-in attempts across the processes of one deployment, not per process', async () => {
    const group = `limits-${crypto.randomUUID()}`;
    const env = { AUTH_RATE_LIMIT_PER_MINUTE: '4', MQTT_SHARE_GROUP: group };
    const [one, two] = [await createTestApp(env), await createTestApp(env)];
    const attempt = (target: TestApp) =>
      target.http.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { document: '1', password: 'x' },
        remoteAddress: '10.1.2.3',
      });
    try {
      const codes = [];
      for (const target of [one, two, one, two, one]) codes.push((await attempt(target)).statusCode);
      expect(codes.slice(0, 4)).not.toContain(429);
      const refused = await attempt(two);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.code).toBe('RATE_LIMITED');
      expect(codes[4]).toBe(429);
      // Another deployment on the same database keeps its own count.
      const other = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '4' });
      try {
        expect((await attempt(other)).statusCode).not.toBe(429);
      } finally {
        await other.stop();
      }
    } finally {
      await one.stop();
      await two.stop();
    }
  });
});

import type { RouteAccess } from '@ponto/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readers } from '../../db/schema';
import { createUser, createWorkplace } from '../../testing/factories';
import { signIn } from '../../testing/sign-in';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { hashToken } from '../auth/tokens';
import { errorCodeOf, expectErrorShape, methodOf, type RouteKey, routeKeys } from './harness';

/**
 * The door (platform/door.ts), generated over every route the app registers: each declares who may call it,
 * and a caller without the right is told so (401 or 403) before anything of the request is looked at. The
 * requests below are as wrong as can be (junk path ids, a body that is not JSON): a route that validated
 * first would answer 400 and name its fields.
 */

let app: TestApp;
let cnpj: string;
const tokens: Record<'operator' | 'trainee' | 'outsider', string> = {
  operator: '',
  trainee: '',
  outsider: '',
};

function accessOf(key: RouteKey): RouteAccess {
  const [method, url] = key.split(' ');
  const route = app.routes.find((r) => r.url === url && [r.method].flat().includes(method!));
  return route!.config!.access!;
}

/** The route's URL with junk in every path parameter and the query. */
const junkUrl = (key: RouteKey) =>
  `${key.slice(key.indexOf(' ') + 1).replace(/:\w+/g, 'x')}?cursor=${'z'.repeat(900)}&cnpj=1`;

async function knock(key: RouteKey, headers: Record<string, string> = {}) {
  const method = methodOf(key) as 'GET';
  const hasBody = !['GET', 'DELETE'].includes(method);
  return app.http.inject({
    method,
    url: junkUrl(key),
    headers: { ...(hasBody && { 'content-type': 'application/json' }), ...headers },
    ...(hasBody && { payload: '{"not json' }),
  });
}

beforeAll(async () => {
  app = await createTestApp();
  const workplace = await createWorkplace(app.database.db);
  cnpj = workplace.cnpj;
  const other = await createWorkplace(app.database.db);
  const operator = await createUser(app.database.db, { workplaceIds: [workplace.id] });
  const trainee = await createUser(app.database.db, {
    workplaceIds: [workplace.id],
    status: 'PENDING_TRAINING',
  });
  const outsider = await createUser(app.database.db, {
    workplaceIds: [other.id],
    roles: ['operator', 'manager'],
  });
  tokens.operator = (await signIn(app, operator)).accessToken;
  tokens.trainee = (await signIn(app, trainee)).accessToken;
  tokens.outsider = (await signIn(app, outsider)).accessToken;
});

afterAll(async () => {
  await app?.stop();
});

describe('every route declares who may call it', () => {
  it('has an access on every route, and only the ones meant for everyone are public', () => {
    // The API reference's own pages (/api/docs…) are public too, by name (platform/door.ts).
    const publicRoutes = routeKeys(app).filter(
      (key) => accessOf(key).kind === 'public' && !key.startsWith('GET /api/docs'),
    );
    expect(publicRoutes).toEqual([
      'GET /addresses/postal-code',
      'GET /dev/outbox',
      'GET /fhir/R4/metadata',
      'GET /health',
      'GET /health/live',
      'GET /health/ready',
      'GET /public/client-quiz',
      'GET /public/reports/:hash',
      'GET /specialist/customization',
      'GET /users/ping',
      'POST /auth/login',
      'POST /auth/logout',
      'POST /auth/password-reset',
      'POST /auth/password-reset/confirm',
      'POST /integration/v1/token',
      'POST /oauth/token',
      'POST /public/client-quiz',
    ]);
  });
});

describe('401 before anything else', () => {
  it('answers every non-public route without a token with 401, whatever the request carries', async () => {
    const wrong: string[] = [];
    for (const key of routeKeys(app)) {
      if (accessOf(key).kind === 'public') continue;
      const res = await knock(key, { cnpj });
      expectErrorShape(res, key);
      // A reader's door asks for its code and secret; the others for a user's sign-in.
      const expected = accessOf(key).kind === 'device' ? 'AUTH_INVALID_CREDENTIALS' : 'AUTH_LOGIN_EXPIRED';
      if (res.statusCode !== 401 || errorCodeOf(res) !== expected)
        wrong.push(`${key} → ${res.statusCode} ${errorCodeOf(res)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('answers a forged token with 401 too', async () => {
    const res = await knock('GET /patients/get/data/v2', { authorization: 'Bearer not.a.token', cnpj });
    expect(res.statusCode).toBe(401);
  });
});

describe('403 before 400', () => {
  it('refuses a role, a flag or API access the caller lacks before looking at the request', async () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const key of routeKeys(app)) {
      const declared = accessOf(key);
      if (declared.kind === 'public' || declared.kind === 'device') continue;
      const lacks =
        declared.kind === 'integrator' ||
        declared.requires.some((r) => r !== 'clinical' && r !== 'veterinary');
      if (!lacks) continue;
      checked++;
      const res = await knock(key, { authorization: `Bearer ${tokens.operator}`, cnpj });
      const expected = declared.kind === 'integrator' ? 'INTEGRATION_ACCESS_NOT_GRANTED' : 'FORBIDDEN';
      if (res.statusCode !== 403 || errorCodeOf(res) !== expected)
        wrong.push(`${key} → ${res.statusCode} ${errorCodeOf(res)}`);
    }
    expect(checked).toBeGreaterThan(40);
    expect(wrong).toEqual([]);
  });

  it('tells someone in training that a clinical act waits for the trail, before the body', async () => {
    const wrong: string[] = [];
    for (const key of routeKeys(app)) {
      const declared = accessOf(key);
      if (declared.kind === 'public' || declared.kind === 'device' || !declared.requires.includes('clinical'))
        continue;
      const res = await knock(key, { authorization: `Bearer ${tokens.trainee}`, cnpj });
      const expected =
        declared.kind === 'integrator' ? 'INTEGRATION_ACCESS_NOT_GRANTED' : 'TRAINING_REQUIRED';
      if (res.statusCode !== 403 || errorCodeOf(res) !== expected)
        wrong.push(`${key} → ${res.statusCode} ${errorCodeOf(res)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('answers another workplace as missing (404) before the body, on every workplace route', async () => {
    const wrong: string[] = [];
    for (const key of routeKeys(app)) {
      const declared = accessOf(key);
      if (declared.kind !== 'member' || declared.requires.some((r) => r !== 'manager' && r !== 'veterinary'))
        continue;
      const res = await knock(key, { authorization: `Bearer ${tokens.outsider}`, cnpj });
      if (res.statusCode !== 404 || errorCodeOf(res) !== 'NOT_FOUND')
        wrong.push(`${key} → ${res.statusCode} ${errorCodeOf(res)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('lets a reader read its firmware manifest with its code and secret, and nobody else', async () => {
    const code = `DOOR${Date.now().toString(36).toUpperCase()}`;
    await app.database.db.insert(readers).values({ code, family: 'Flow', secretHash: hashToken('s3cret') });
    const manifest = (authorization: string) =>
      app.http.inject({ method: 'GET', url: '/firmware/Flow/1.0.0', headers: { authorization } });
    const basic = (credentials: string) => `Basic ${Buffer.from(credentials).toString('base64')}`;
    expect((await manifest(basic(`${code}:s3cret`))).statusCode).toBe(200);
    expect((await manifest(basic(`${code}:guess`))).statusCode).toBe(401);
    expect((await manifest(`Bearer ${tokens.operator}`)).statusCode).toBe(401);
  });
});

import { access } from '@ponto/domain';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Authenticated } from './caller';
import { type DoorKeeper, installDoor } from './door';
import { registerErrorHandling } from './errors';

const operatorCaller = {
  user: { roles: ['operator'], status: 'ACTIVE', stockView: false },
} as unknown as Authenticated;

const keeper: DoorKeeper = {
  enter: async (token) => {
    if (token !== 'good') throw Object.assign(new Error('no'), { statusCode: 401 });
    return { caller: operatorCaller, workplace: undefined };
  },
  // 'known' is a caller the process remembers: admitted (or refused) without a promise.
  enterKnown: (token) => (token === 'known' ? { caller: operatorCaller, workplace: undefined } : undefined),
  device: async (code, secret) => code === 'R1' && secret === 's3cret',
  // No caller of these tests is admitted to a workplace.
  context: () => {
    throw new Error('no workplace here');
  },
};

function server() {
  const app = Fastify();
  registerErrorHandling(app);
  installDoor(app, keeper);
  return app;
}

describe('the door', () => {
  it('admits or refuses a caller the process knows at once, as one it has to look up', async () => {
    const app = server();
    app.get('/mine', { config: { access: access.signedIn() } }, async (request) => request.auth?.user.roles);
    app.get('/managers', { config: { access: access.signedIn('manager') } }, async () => 'done');
    for (const token of ['known', 'good']) {
      const headers = { authorization: `Bearer ${token}` };
      const mine = await app.inject({ method: 'GET', url: '/mine', headers });
      expect(mine.statusCode, token).toBe(200);
      expect(mine.json(), token).toEqual(['operator']);
      expect((await app.inject({ method: 'GET', url: '/managers', headers })).statusCode, token).toBe(403);
    }
  });

  it('refuses to start with a route that does not say who may call it', async () => {
    const app = server();
    expect(() => app.get('/undeclared', async () => 'hi')).toThrow('GET /undeclared declares no access');
  });

  it('lets anyone through a public route, and checks the others before the body is parsed', async () => {
    const app = server();
    app.get('/open', { config: { access: access.public } }, async () => 'open');
    let parsed = false;
    app.addContentTypeParser('text/plain', (_request, _payload, done) => {
      parsed = true;
      done(null, 'body');
    });
    app.post('/managers', { config: { access: access.signedIn('manager') } }, async () => 'done');
    expect((await app.inject({ method: 'GET', url: '/open' })).body).toBe('open');
    const anonymous = await app.inject({
      method: 'POST',
      url: '/managers',
      body: 'x',
      headers: { 'content-type': 'text/plain' },
    });
    expect(anonymous.statusCode).toBe(401);
    const operator = await app.inject({
      method: 'POST',
      url: '/managers',
      body: 'x',
      headers: { 'content-type': 'text/plain', authorization: 'Bearer good' },
    });
    expect(operator.statusCode).toBe(403);
    expect(parsed).toBe(false);
  });

  it('lets a reader in by its code and secret, and no one else', async () => {
    const app = server();
    app.get('/for-readers', { config: { access: access.device } }, async () => 'manifest');
    const basic = (credentials: string) => ({
      authorization: `Basic ${Buffer.from(credentials).toString('base64')}`,
    });
    const as = (headers: Record<string, string>) =>
      app.inject({ method: 'GET', url: '/for-readers', headers });
    expect((await as(basic('R1:s3cret'))).statusCode).toBe(200);
    expect((await as(basic('R1:wrong'))).statusCode).toBe(401);
    expect((await as(basic('R1'))).statusCode).toBe(401);
    expect((await as({ authorization: 'Bearer good' })).statusCode).toBe(401);
    expect((await as({})).statusCode).toBe(401);
  });
});
